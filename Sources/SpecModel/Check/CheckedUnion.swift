import YAML

/// A checked union: the union as written (its fields read through: `union.tag`) and what checking adds — its members
/// typed, whether its tag is an integer, whether it holds itself.
@dynamicMemberLookup
public struct CheckedUnion: Hashable, Sendable {
    /// The union as written.
    public var declared: Union
    public var members: [CheckedUnionMember]
    /// True when the tag is an integer (or integer enum) and tag values are integers.
    public var tagIsInteger = false
    /// True when some member is the union itself or holds it: the Swift enum is then `indirect`.
    public var isRecursive = false

    public init(_ union: Union, members: [CheckedUnionMember]) {
        declared = union
        self.members = members
    }

    /// A field of the union as written.
    public subscript<Value>(dynamicMember field: KeyPath<Union, Value>) -> Value { declared[keyPath: field] }
}

/// A member of a checked union: the member as written (its fields read through) and its type resolved.
@dynamicMemberLookup
public struct CheckedUnionMember: Hashable, Sendable {
    /// The member as written.
    public var declared: UnionMember
    public var type: SpecType
    /// A tagged union's raw tag values that mean this member (the model's name unless `tags:` says otherwise).
    public var tagValues: [Located<String>] = []

    public init(_ member: UnionMember, type: SpecType) {
        declared = member
        self.type = type
    }

    /// A field of the member as written.
    public subscript<Value>(dynamicMember field: KeyPath<UnionMember, Value>) -> Value { declared[keyPath: field] }

    /// What kind of JSON value the member decodes from, in the order untagged decoding tries them.
    public var jsonKind: JSONKind {
        switch type {
        case .builtin(let builtin): return builtin.traits.json
        case .enumeration: return .string
        case .array: return .array
        case .object, .dictionary, .union, .optional, .expandable: return .object
        }
    }
}
