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
