/// A YAML node with the position it starts at. Mappings keep their keys in source order.
public struct Node: Hashable, Sendable {
    /// What the node holds.
    public enum Kind: Hashable, Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    /// What the node holds.
    public var kind: Kind
    /// Where the node starts (for an expanded alias: where its anchor's node starts).
    public var mark: Mark
    /// The explicit tag, resolved (e.g. `tag:yaml.org,2002:str` for `!!str`); nil when there is none.
    public var tag: String?

    public init(_ kind: Kind, mark: Mark, tag: String? = nil) {
        self.kind = kind
        self.mark = mark
        self.tag = tag
    }

    /// The scalar this node holds, if it is one.
    public var scalar: Scalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    /// The items of this sequence node, if it is one.
    public var sequence: [Node]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// The key/value pairs of this mapping node, in source order, if it is one.
    public var mapping: [Pair]? {
        if case .mapping(let pairs) = kind { return pairs }
        return nil
    }

    /// The text of a scalar node (any style), nil for collections.
    public var string: String? { scalar?.value }

    /// True for an untagged plain `null`, `Null`, `NULL`, `~` or an empty plain scalar.
    public var isNull: Bool {
        guard tag == nil, let scalar, scalar.style == .plain else { return false }
        return Scalar.nullWords.contains(scalar.value)
    }

    /// What a node is, as findings name it: a mapping, a list, or a scalar by its value under the core schema.
    public enum Form: Hashable, Sendable {
        case mapping, list, null, boolean, integer, number, string
    }

    /// What this node is, as a finding's data (worded in the `Wording` target).
    public var form: Form {
        switch kind {
        case .mapping: .mapping
        case .sequence: .list
        case .scalar:
            switch resolved {
            case .null: .null
            case .bool: .boolean
            case .int: .integer
            case .double: .number
            case .string: .string
            }
        }
    }

    /// A short name for what this node is, for messages: "a mapping", "a list", "a string", …
    public var kindDescription: String {
        switch kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            switch resolved {
            case .null: return "null"
            case .bool: return "a boolean"
            case .int: return "an integer"
            case .double: return "a number"
            case .string: return "a string"
            }
        }
    }

    /// The typed value of a scalar node under the YAML 1.2 core schema (quoted or `!!str` → string).
    public var resolved: ResolvedScalar {
        guard let scalar else { return .string("") }
        if let tag, tag == "tag:yaml.org,2002:str" { return .string(scalar.value) }
        return scalar.resolved
    }
}

/// One key/value entry of a mapping node.
public struct Pair: Hashable, Sendable {
    /// The key node (a scalar in every spec).
    public var key: Node
    /// The value node.
    public var value: Node

    public init(key: Node, value: Node) {
        self.key = key
        self.value = value
    }
}
