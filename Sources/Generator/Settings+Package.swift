import SpecModel
import Translate

extension Settings {
    /// The `modules` layout's package: it needs the module users import (`module:`), where the runtime's package is
    /// (`runtime:`), and declarations other modules can see (access public or package). Each missing piece is an
    /// error at the config's setting that asked for the layout, or a problem with the flags.
    mutating func usePackage(module: String?, runtime: String?, config: GenConfig, file: ConfigFile?, layoutFromFlag: Bool,
                             accessFromFlag: Bool) {
        // At the setting the problem is about, or else at `layout:` when the config (not a flag) asked for the layout.
        func problem(_ message: String, key: String) {
            let layout = layoutFromFlag ? nil : config.marks["layout"]
            report(message, at: key == "layout" ? layout : config.marks[key] ?? layout, in: file)
        }
        if module == nil {
            problem("the modules layout writes a package whose library is the module: set 'module:' (or --module) to its name", key: "layout")
        }
        if options.access == .internal {
            problem("the modules layout's modules can't see each other's internal declarations: use access public or package",
                    key: accessFromFlag ? "layout" : "access")
        }
        if output == nil {
            problem("the modules layout writes a package: give it an output folder (--output or output:)", key: "layout")
        }
        guard let runtime else {
            problem("the modules layout's package depends on SpecgenRuntime: set 'runtime:' (or --runtime) to the path of "
                    + "Specgen's package from the output folder, or its git URL", key: "layout")
            return
        }
        let identity = PackageOptions.identity(of: runtime)
        if identity.isEmpty || identity == "." || identity == ".." {
            problem("runtime '\(runtime)' names no package folder; end the path with the folder's name (../Specgen, not ..)",
                    key: "runtime")
            return
        }
        guard let module else { return }
        options.package = PackageOptions(module: module, runtime: runtime, version: specgenVersion)
    }
}
