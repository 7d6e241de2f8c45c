import Mustache

/// What a view answers for one template key. Views only ever hold these four kinds of value, which is what
/// lets `FastTemplate` render them without a dynamic cast.
enum TemplateValue {
    case text(String)
    case flag(Bool)
    case texts([String])
    case views([any TemplateView])

    init(_ text: String) { self = .text(text) }
    init(_ flag: Bool) { self = .flag(flag) }
    init(_ texts: [String]) { self = .texts(texts) }
    init<View: TemplateView>(_ views: [View]) { self = .views(views) }

    /// The value as swift-mustache sees it.
    var mustacheValue: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .texts(let texts): texts
        case .views(let views): views.map(MustacheView.init)
        }
    }
}

/// A view a template renders: one switch over its keys answers both renderers. Every key a view has answers
/// with a value (an empty list or `false`, never nil), so a template never falls through to an outer view's
/// key of the same name. Docs/Templates.md lists the keys.
protocol TemplateView: Sendable {
    func templateValue(_ key: String) -> TemplateValue?
}

/// A view as swift-mustache reads it (for templates `FastTemplate` doesn't take): through `child(named:)`,
/// not reflection.
struct MustacheView: MustacheParent {
    let view: any TemplateView

    func child(named name: String) -> Any? {
        view.templateValue(name)?.mustacheValue
    }
}
