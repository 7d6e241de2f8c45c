import Mustache
import SpecModel
import Translate
import YAML

/// A generated file: its name in the output folder and its text.
public struct RenderedFile: Hashable, Sendable {
    public var fileName: String
    public var contents: String
    /// The output folder it goes to.
    public var kind: OutputKind
    /// The module whose folder it goes to in the `modules` layout (see ``FileView/module``).
    public var module: String?

    public init(fileName: String, contents: String, kind: OutputKind = .api, module: String? = nil) {
        self.fileName = fileName
        self.contents = contents
        self.kind = kind
        self.module = module
    }

    /// Its path in its output folder: `Sources/<module>/<fileName>` in the `modules` layout, else its name.
    public var path: String { Self.path(of: fileName, in: module) }

    /// The path in its output folder of a file named `fileName` that goes to `module`.
    static func path(of fileName: String, in module: String?) -> String {
        module.map { "Sources/\($0)/\(fileName)" } ?? fileName
    }
}

/// Renders the file views Translate made with a template set: each declaration by the template of its kind, then
/// each file by `file.mustache` — one declaration per file, or in the grouped layouts the declarations of a group
/// joined (``GroupedFiles``), in the views' order.
public enum Renderer {
    public static func render(_ files: [FileView], with templates: TemplateSet,
                              layout: FileLayout = .grouped) -> [RenderedFile] {
        let rendered = files.map { file in Rendered(file: file, templates: templates) }
        return layout == .perType ? rendered.map(\.alone) : GroupedFiles.join(rendered, with: templates)
    }

    /// A file view rendered: its declaration's text (trailing newlines cut, for joining), and the file it makes alone.
    struct Rendered {
        var view: FileView
        var declaration: String
        var alone: RenderedFile

        init(file: FileView, templates: TemplateSet) {
            view = file
            var text = templates.render(file.content)
            guard file.content.isDeclaration else {
                declaration = text
                alone = RenderedFile(fileName: file.fileName, contents: text, kind: file.kind, module: file.module)
                return
            }
            while text.last == "\n" { text.removeLast() }
            declaration = text
            let contents = templates.renderFile(FileTemplateView(header: file.header, imports: file.imports,
                                                                 declarations: [text]))
            alone = RenderedFile(fileName: file.fileName, contents: contents, kind: file.kind, module: file.module)
        }
    }
}
