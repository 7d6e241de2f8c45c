/// What `file.mustache` renders: a file's header, its `import` lines and its declarations, each rendered by its own
/// template (without trailing newlines).
struct FileTemplateView: TemplateView {
    var header: String
    var imports: [String]
    var declarations: [String]

    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "header": return .init(header)
        case "hasImports": return .init(!imports.isEmpty)
        case "imports": return .init(imports)
        case "declarations": return .init(declarations)
        default: return nil
        }
    }
}
