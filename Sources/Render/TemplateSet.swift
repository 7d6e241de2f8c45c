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

    /// One template: `FastTemplate` where it takes it, swift-mustache otherwise.
    struct Template: Sendable {
        var text: String
        var fast: FastTemplate?
        /// Parsed for every override (its errors are the user's to see) and for any template `fast` doesn't
        /// take; the built-in ones parse as `FastTemplate` and are known good.
        var mustache: MustacheTemplate?
    }

    /// The names of the templates a run uses (file names without `.mustache`).
    public static let names = ["model", "enum", "request", "controller", "service", "mock"]

    let templates: [String: Template]

    /// The embedded templates, with `overrides` (template name → text) in place of their namesakes.
    /// Overrides that name no template are reported as unused by the caller, not here.
    public init(overrides: [String: String] = [:]) throws(Failure) {
        var templates: [String: Template] = [:]
        for name in Self.names {
            let text = overrides[name] ?? EmbeddedTemplates.all[name] ?? ""
            var template = Template(text: text, fast: FastTemplate(text))
            if overrides[name] != nil || template.fast == nil {
                template.mustache = try Self.parse(text, name: name)
            }
            templates[name] = template
        }
        self.templates = templates
    }

    /// `view` rendered with the template `name`: by `FastTemplate` when it can, else by swift-mustache.
    func render(_ name: String, _ view: any TemplateView) -> String {
        guard let template = templates[name] else { return "" }
        if let text = template.fast?.render(view) { return text }
        let mustache = template.mustache ?? (try? Self.parse(template.text, name: name))
        return mustache?.render(MustacheView(view: view)) ?? ""
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
