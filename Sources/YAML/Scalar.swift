/// A scalar's text and the style it was written in.
public struct Scalar: Hashable, Sendable {
    /// How a scalar was written.
    public enum Style: Hashable, Sendable {
        /// Quoted or block scalars are always strings; only plain scalars resolve to other types.
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's text after YAML unescaping and folding.
    public var value: String
    /// How it was written.
    public var style: Style

    public init(_ value: String, style: Style = .plain) {
        self.value = value
        self.style = style
    }

    static let nullWords: Set<String> = ["", "~", "null", "Null", "NULL"]

    /// The typed value under the YAML 1.2 core schema; non-plain scalars are strings.
    public var resolved: ResolvedScalar {
        guard style == .plain else { return .string(value) }
        if Scalar.nullWords.contains(value) { return .null }
        switch value {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        if let int = ResolvedScalar.integer(value) { return .int(int) }
        if let double = ResolvedScalar.float(value) { return .double(double) }
        return .string(value)
    }
}
