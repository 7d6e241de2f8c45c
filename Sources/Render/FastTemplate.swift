/// A template rendered straight from `TemplateValue`s, without the dynamic casts swift-mustache makes for every
/// key it looks up (they were half of a run's time). It takes the part of Mustache gen's templates use: text,
/// `{{name}}`, `{{{name}}}` / `{{&name}}`, dotted names, `{{.}}`, sections, inverted sections, comments and
/// `{{% CONTENT_TYPE: … }}`. Templates with anything else are rendered by swift-mustache, and so is any file
/// whose rendering meets a value this renderer doesn't print the way swift-mustache would (a list or a view
/// used as a variable). Tests render every scenario both ways and compare.
struct FastTemplate: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        case variable(Name, escaped: Bool)
        case section(Name, [Node], inverted: Bool)
        case contentType(html: Bool)
    }

    /// How a tag names its value: `.` and `.a.b` from the innermost context only, `a.b` from the innermost
    /// context that has `a`.
    enum Name: Sendable {
        case innermost([String])
        case search([String])

        init(_ name: String) {
            let components = name.split(separator: ".").map(String.init)
            self = name.first == "." ? .innermost(components) : .search(components)
        }
    }

    let nodes: [Node]

    /// Nil when the template uses something outside the part of Mustache this renderer takes.
    init?(_ text: String) {
        guard let nodes = FastTemplateParser.parse(text) else { return nil }
        self.nodes = nodes
    }

    /// The rendered text, or nil when swift-mustache should render this view instead.
    func render(_ view: any TemplateView) -> String? {
        var renderer = FastRenderer(stack: [.view(view)])
        guard renderer.render(nodes, html: true) else { return nil }
        return renderer.output
    }
}
