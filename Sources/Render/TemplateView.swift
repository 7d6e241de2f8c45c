/// A view a template renders: one switch over its keys answers both renderers. Every key a view has answers
/// with a value (an empty list or `false`, never nil), so a template never falls through to an outer view's
/// key of the same name. Docs/Templates.md lists the keys.
protocol TemplateView: Sendable {
    func templateValue(_ templateKey: String) -> TemplateValue?
}
