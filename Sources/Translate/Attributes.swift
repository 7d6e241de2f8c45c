import SpecModel

/// Attribute lines such as `@available(*, deprecated, message: "…")`.
public enum Attributes {
    public static func lines(deprecated: Deprecation?) -> [String] {
        guard let deprecated else { return [] }
        guard let message = deprecated.message else { return ["@available(*, deprecated)"] }
        return ["@available(*, deprecated, message: \(SwiftLiteral.string(message)))"]
    }
}
