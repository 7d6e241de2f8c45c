import SpecModel

/// The `modules` layout: where each declaration goes, what its file imports, and the package's own two files.
extension Translator {
    /// The module a model's declaration goes to; nil outside the `modules` layout.
    func module(of id: ModelID) -> String? { split?.module(of: id) }

    /// The module an endpoint's request and controller go to; nil outside the `modules` layout.
    func module(of id: EndpointID) -> String? { split?.module(of: id, in: api) }

    /// The modules a file of `module` imports besides Foundation and the runtime.
    func splitImports(_ module: String?) -> [String] {
        guard let split, let module else { return [] }
        return split.imports(of: module)
    }

    /// `Package.swift` in the output folder, and the umbrella module's file of re-exports.
    func packageFiles() -> [FileView] {
        guard let split, let package = options.package else { return [] }
        let packageHeader = header(citing: api.services.map(\.source))
        func target(_ name: String, _ modules: [String]) -> ManifestView.Target {
            ManifestView.Target(name: name,
                                dependencies: (["runtime"] + modules.map(SwiftLiteral.string)).joined(separator: ", "))
        }
        let targets = [target(split.umbrella, split.modules)] + (split.shared.map { [target($0, [])] } ?? [])
            + split.parts.map { target($0, split.imports(of: $0)) }
        let manifest = ManifestView(module: split.umbrella, runtimePackage: package.dependency,
                                    runtimeIdentity: SwiftLiteral.string(PackageOptions.identity(of: package.runtime)),
                                    targets: targets, header: packageHeader)
        let exports = ExportsView(header: packageHeader, modules: split.modules)
        return [FileView(fileName: "Package.swift", content: .manifest(manifest)),
                FileView(fileName: split.umbrella + "+Exports.swift", content: .exports(exports),
                         module: split.umbrella)]
    }
}
