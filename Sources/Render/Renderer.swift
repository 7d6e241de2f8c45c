import Mustache
import Translate

/// A generated file: its name in the output folder and its text.
public struct RenderedFile: Hashable, Sendable {
    public var fileName: String
    public var contents: String
    /// The output folder it goes to.
    public var kind: OutputKind

    public init(fileName: String, contents: String, kind: OutputKind = .api) {
        self.fileName = fileName
        self.contents = contents
        self.kind = kind
    }
}

/// Renders translated views with a template set.
public enum Renderer {
    public static func render(_ files: [FileView], with templates: TemplateSet) -> [RenderedFile] {
        files.map { file in
            let view: Any = switch file.content {
            case .model(let view): view
            case .enumeration(let view): view
            case .request(let view): view
            case .service(let view): view
            case .mock(let view): view
            case .controller(let view): view
            }
            let template = templates.templates[file.content.templateName]
            return RenderedFile(fileName: file.fileName, contents: template?.render(view) ?? "", kind: file.kind)
        }
    }
}
