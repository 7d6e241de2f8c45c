import YAML

/// A checked union: its members, typed, and for a tagged union the tag's JSON key.
public struct CheckedUnion: Hashable, Sendable {
    public var members: [CheckedUnionMember]
    /// The JSON key whose string value says which member an object is; nil for an untagged union.
    public var tag: Located<String>?
    /// True when the tag is an integer (or integer enum) and tag values are integers.
    public var tagIsInteger = false
    /// True when some member is the union itself or holds it: the Swift enum is then `indirect`.
    public var isRecursive = false

    public init(members: [CheckedUnionMember], tag: Located<String>?) {
        self.members = members
        self.tag = tag
    }
}

/// A member of a checked union.
public struct CheckedUnionMember: Hashable, Sendable {
    public var type: SpecType
    /// The case name written in the map form.
    public var caseName: Located<String>?
    /// Where the member is written.
    public var mark: Mark
    /// A tagged union's raw tag values that mean this member (the model's name unless `tags:` says otherwise).
    public var tagValues: [Located<String>] = []

    public init(type: SpecType, caseName: Located<String>?, mark: Mark) {
        self.type = type
        self.caseName = caseName
        self.mark = mark
    }

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
