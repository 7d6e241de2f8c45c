import YAML

/// A value written in a spec — a default, a const or an example — as typed data with where each part was
/// written. Read from YAML once, while parsing; nothing after parsing sees YAML.
public struct Literal: Hashable, Sendable {
    /// What the value is.
    public indirect enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        /// Quoted text, or plain text that is not a number, boolean or null.
        case string(String)
        case list([Literal])
        case map([Entry])
    }

    /// One key and value of a map, in the order written.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var keyMark: Mark
        public var value: Literal

        public init(key: String, keyMark: Mark, value: Literal) {
            self.key = key
            self.keyMark = keyMark
            self.value = value
        }
    }

    public var kind: Kind
    public var mark: Mark
    /// A scalar's text as written (`1.50`, `True`), for messages; nil for lists and maps.
    public var written: String?

    public init(_ kind: Kind, at mark: Mark, written: String? = nil) {
        self.kind = kind
        self.mark = mark
        self.written = written
    }

    /// The value a YAML node holds, under the YAML 1.2 core schema (`!!str` and quotes make strings).
    /// A map key that is not text is kept as its text (`1: a` has the key "1").
    public init(_ node: Node) {
        switch node.kind {
        case .sequence(let items):
            self.init(.list(items.map(Literal.init)), at: node.mark)
        case .mapping(let pairs):
            let entries = pairs.map { Entry(key: $0.key.string ?? "", keyMark: $0.key.mark, value: Literal($0.value)) }
            self.init(.map(entries), at: node.mark)
        case .scalar(let scalar):
            let kind: Kind = switch node.resolved {
            case .null: .null
            case .bool(let value): .bool(value)
            case .int(let value): .int(value)
            case .double(let value): .double(value)
            case .string(let value): .string(value)
            }
            self.init(kind, at: node.mark, written: scalar.value)
        }
    }

    public var isNull: Bool { kind == .null }

    /// The text of a string.
    public var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// A short name for what this value is, for messages: "a mapping", "a list", "a string", …
    public var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int: return "an integer"
        case .double: return "a number"
        case .string: return "a string"
        case .list: return "a list"
        case .map: return "a mapping"
        }
    }

}
