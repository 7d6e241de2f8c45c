import YAML

/// A primitive JSON value written in a filter: a string, number, `true`, `false` or `null` (RFC 9535 §2.3.5.1).
enum LiteralValue: Hashable, Sendable {
    /// `'text'` or `"text"`, escapes resolved.
    case string(String)
    /// An integer literal that fits in `Int`.
    case int(Int)
    /// A number literal with a fraction or exponent (or an integer too large for `Int`).
    case double(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
}

extension LiteralValue {
    /// A scalar node's value under the YAML 1.2 core schema (the JSON value for a document read as JSON).
    init(_ scalar: ResolvedScalar) {
        switch scalar {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .int(value)
        case .double(let value): self = .double(value)
        case .string(let value): self = .string(value)
        }
    }

    /// The value as a number, if it is one.
    var number: Number? {
        switch self {
        case .int(let value): return .int(value)
        case .double(let value): return .double(value)
        case .string, .bool, .null: return nil
        }
    }

    /// JSON equality of primitives: numbers by value, strings by code points (no Unicode normalization).
    func isEqual(to other: LiteralValue) -> Bool {
        switch (self, other) {
        case (.string(let left), .string(let right)): return left.utf8.elementsEqual(right.utf8)
        case (.bool(let left), .bool(let right)): return left == right
        case (.null, .null): return true
        default:
            guard let left = number, let right = other.number else { return false }
            return left.isEqual(to: right)
        }
    }

    /// A JSON number during comparisons: integers stay exact, mixed pairs compare as doubles.
    enum Number: Sendable {
        /// An integer.
        case int(Int)
        /// A number with a fraction or exponent.
        case double(Double)

        /// Numeric equality (`1 == 1.0`).
        func isEqual(to other: Number) -> Bool {
            switch (self, other) {
            case (.int(let left), .int(let right)): return left == right
            default: return asDouble == other.asDouble
            }
        }

        /// Numeric order.
        func isLess(than other: Number) -> Bool {
            switch (self, other) {
            case (.int(let left), .int(let right)): return left < right
            default: return asDouble < other.asDouble
            }
        }

        private var asDouble: Double {
            switch self {
            case .int(let value): return Double(value)
            case .double(let value): return value
            }
        }
    }
}
