import SpecModel
import Translate

extension Settings {
    /// The `modules` layout's package: it needs the module users import (`module:`), where the runtime's package is
    /// (`runtime:`), and declarations other modules can see (access public or package). Each missing piece is an
    /// error at the config's setting that asked for the layout, or a problem with the flags.
    mutating func usePackage(module: String?, runtime: String?, config: GenConfig, file: ConfigFile?,
                             layoutFromFlag: Bool, accessFromFlag: Bool) {
        // At the setting the problem is about, or else at `layout:` when the config (not a flag) asked for the layout.
        func problem(_ finding: ConfigFinding, key: String) {
            let layout = layoutFromFlag ? nil : config.marks["layout"]
            report(finding, at: key == "layout" ? layout : config.marks[key] ?? layout, in: file)
        }
        if module == nil {
            problem(.modulesWithoutModule, key: "layout")
        }
        if options.access == .internal {
            problem(.modulesWithInternalAccess, key: accessFromFlag ? "layout" : "access")
        }
        if output == nil {
            problem(.modulesWithoutOutput, key: "layout")
        }
        guard let runtime else {
            problem(.modulesWithoutRuntime, key: "layout")
            return
        }
        let identity = PackageOptions.identity(of: runtime)
        if identity.isEmpty || identity == "." || identity == ".." {
            problem(.runtimeNamesNoPackage(runtime), key: "runtime")
            return
        }
        guard let module else { return }
        options.package = PackageOptions(module: module, runtime: runtime, version: SpecgenVersion.gen)
    }
}
