import Mustache

/// A view as swift-mustache reads it: through `child(named:)`,
/// not reflection.
struct MustacheView: MustacheParent {
    let view: any TemplateView

    func child(named name: String) -> Any? {
        view.templateValue(name)?.mustacheValue
    }
}
