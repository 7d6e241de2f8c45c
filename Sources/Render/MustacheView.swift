import Mustache

/// A view as swift-mustache reads it (for templates `FastTemplate` doesn't take): through `child(named:)`,
/// not reflection.
struct MustacheView: MustacheParent {
    let view: any TemplateView

    func child(named name: String) -> Any? {
        view.templateValue(name)?.mustacheValue
    }
}
