import Mustache
import Translate

/// The parsed templates of a run: the embedded copies of Templates/, with any overrides given file by file.
/// swift-mustache parses and renders all of them: one renderer, whatever a template uses.
public struct TemplateSet: Sendable {
    /// A template that failed to parse, with where.
    public struct Failure: Error, Hashable, Sendable {
        public var template: String
        public var line: Int
        public var column: Int
        public var message: String
    }

    /// The names of the templates a run uses (file names without `.mustache`).
    public static let names = ["file", "model", "enum", "union", "request", "controller", "service", "mock", "package",
                               "exports"]

    let file, model, enumeration, union, request, controller, service, mock, package, exports: MustacheTemplate

    /// The embedded templates, with `overrides` (template name → text) in place of their namesakes.
    /// Overrides that name no template are reported as unused by the caller, not here.
    public init(overrides: [String: String] = [:]) throws(Failure) {
        func template(_ name: String, _ embedded: String) throws(Failure) -> MustacheTemplate {
            try Self.parse(overrides[name] ?? embedded, name: name)
        }
        file = try template("file", EmbeddedTemplates.file)
        model = try template("model", EmbeddedTemplates.model)
        enumeration = try template("enum", EmbeddedTemplates.enumeration)
        union = try template("union", EmbeddedTemplates.union)
        request = try template("request", EmbeddedTemplates.request)
        controller = try template("controller", EmbeddedTemplates.controller)
        service = try template("service", EmbeddedTemplates.service)
        mock = try template("mock", EmbeddedTemplates.mock)
        package = try template("package", EmbeddedTemplates.package)
        exports = try template("exports", EmbeddedTemplates.exports)
    }

    /// A file's text: its header, imports and declarations placed by `file.mustache`.
    func renderFile(_ view: FileTemplateView) -> String {
        file.render(MustacheView(view: view))
    }

    /// A declaration rendered by the template for its kind (or a whole file, for a whole file's content).
    func render(_ content: FileView.Content) -> String {
        switch content {
        case .model(let view): model.render(MustacheView(view: view))
        case .enumeration(let view): enumeration.render(MustacheView(view: view))
        case .union(let view): union.render(MustacheView(view: view))
        case .request(let view): request.render(MustacheView(view: view))
        case .controller(let view): controller.render(MustacheView(view: view))
        case .service(let view): service.render(MustacheView(view: view))
        case .mock(let view): mock.render(MustacheView(view: view))
        case .manifest(let view): package.render(MustacheView(view: view))
        case .exports(let view): exports.render(MustacheView(view: view))
        }
    }

    private static func parse(_ text: String, name: String) throws(Failure) -> MustacheTemplate {
        do {
            return try MustacheTemplate(string: text)
        } catch let error as MustacheTemplate.ParserError {
            throw Failure(template: name, line: error.context.lineNumber, column: error.context.columnNumber,
                          message: "\(error.error)")
        } catch {
            throw Failure(template: name, line: 1, column: 1, message: "\(error)")
        }
    }
}
