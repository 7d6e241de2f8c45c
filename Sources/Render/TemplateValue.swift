import Mustache

/// What a view answers for one template key: text, a flag, a list of texts or a list of views — in the forms
/// swift-mustache reads without reflection or `String(describing:)`.
enum TemplateValue {
    case text(String)
    case flag(Bool)
    case texts([String])
    case views([any TemplateView])

    init(_ text: String) { self = .text(text) }
    init(_ flag: Bool) { self = .flag(flag) }
    init(_ texts: [String]) { self = .texts(texts) }
    init<View: TemplateView>(_ views: [View]) { self = .views(views) }

    /// The value as swift-mustache reads it: texts render themselves, flags are `Bool`, lists are arrays.
    var mustacheValue: Any {
        switch self {
        case .text(let text): TemplateText(renderText: text)
        case .flag(let flag): flag
        case .texts(let texts): texts.map(TemplateText.init)
        case .views(let views): views.map(MustacheView.init)
        }
    }
}

/// Text a template prints as it is: swift-mustache asks it for `renderText` instead of describing a `String`.
/// Empty text counts as nothing, so `{{#memberText}}…{{/memberText}}` renders only when there is text.
struct TemplateText: MustacheCustomRenderable {
    let renderText: String
    var isNull: Bool { renderText.isEmpty }
}
