import YAML

/// A union (`oneOf:`): a value that is one of its members. Tagged when `tag:` names the JSON key whose string
/// says which member an object is.
public struct Union: Hashable, Sendable {
    public var members: [UnionMember]
    /// `tag:` — the discriminator's JSON key.
    public var tag: Located<String>?
    /// `tags:` — raw tag values and the member model each one means.
    public var tags: [UnionTag] = []

    public init(members: [UnionMember], tag: Located<String>? = nil) {
        self.members = members
        self.tag = tag
    }
}

/// A raw tag value of a tagged union and the name of the member model it means.
public struct UnionTag: Hashable, Sendable {
    public var value: Located<String>
    public var model: Located<String>

    public init(value: Located<String>, model: Located<String>) {
        self.value = value
        self.model = model
    }
}

/// A member of a union: its type, and in the map form the Swift case name written for it.
public struct UnionMember: Hashable, Sendable {
    public var type: TypeRef
    public var caseName: Located<String>?
    /// Where the member is written (its type, or its case name in the map form).
    public var mark: Mark

    public init(type: TypeRef, caseName: Located<String>? = nil, mark: Mark) {
        self.type = type
        self.caseName = caseName
        self.mark = mark
    }
}
