import SpecModel

/// What `deprecated:` becomes: a `- Warning:` line in the doc comment. Not `@available(*, deprecated)`:
/// generated code uses its own types and properties (initializers, other models, mocks), and every such use
/// would be a warning in code that must build without one.
public enum Deprecated {
    public static func docLines(_ deprecated: Deprecation?, after doc: [String]) -> [String] {
        guard let deprecated else { return doc }
        var warning = DocComment.lines("- Warning: Deprecated" + (deprecated.message.map { ". \($0)" } ?? "."))
        if warning.isEmpty { warning = ["/// - Warning: Deprecated."] }
        return doc.isEmpty ? warning : doc + ["///"] + warning
    }
}
