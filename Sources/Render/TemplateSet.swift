import Mustache

/// The parsed templates of a run: the embedded copies of Templates/, with any overrides given file by file.
public struct TemplateSet: Sendable {
    /// A template that failed to parse, with where.
    public struct Failure: Error, Hashable, Sendable {
        public var template: String
        public var line: Int
        public var column: Int
        public var message: String
    }

    /// The names of the templates a run uses (file names without `.mustache`).
    public static let names = ["model", "enum", "request", "controller", "service", "mock"]

    let templates: [String: MustacheTemplate]
    /// The same templates for `FastTemplate`, where it takes them.
    let fastTemplates: [String: FastTemplate]

    /// The embedded templates, with `overrides` (template name → text) in place of their namesakes.
    /// Overrides that name no template are reported as unused by the caller, not here.
    public init(overrides: [String: String] = [:]) throws(Failure) {
        var templates: [String: MustacheTemplate] = [:]
        var fastTemplates: [String: FastTemplate] = [:]
        for name in Self.names {
            let text = overrides[name] ?? EmbeddedTemplates.all[name] ?? ""
            do {
                templates[name] = try MustacheTemplate(string: text)
                fastTemplates[name] = FastTemplate(text)
            } catch let error as MustacheTemplate.ParserError {
                throw Failure(template: name, line: error.context.lineNumber, column: error.context.columnNumber,
                              message: "\(error.error)")
            } catch {
                throw Failure(template: name, line: 1, column: 1, message: "\(error)")
            }
        }
        self.templates = templates
        self.fastTemplates = fastTemplates
    }
}
