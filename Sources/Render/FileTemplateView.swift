import Translate

/// What `file.mustache` renders: a file's header, its `import` lines and its declarations, each rendered by its own
/// template (without trailing newlines).
struct FileTemplateView: TemplateView {
    var header: String
    /// The modules the file imports, in order.
    var imports: [String]
    var declarations: [String]

    /// The runtime's version marker when the file imports the runtime, else nil.
    var runtimeMarker: String? { SpecgenVersion.marker(importing: imports) }

    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "header": return .init(header)
        case "hasImports": return .init(!imports.isEmpty)
        case "imports": return .init(imports)
        case "importLines": return .init(imports.map(SpecgenVersion.importLine))
        case "hasRuntimeMarker": return .init(runtimeMarker != nil)
        case "runtimeMarker": return .init(runtimeMarker ?? "")
        case "declarations": return .init(declarations)
        default: return nil
        }
    }
}
