/// A union (`union.mustache`): a Swift enum with a case per member.
public struct UnionView: Hashable, Sendable {
    public var doc: [String]
    public var attributes: [String]
    public var access: String
    public var typeName: String
    /// `indirect ` when its members hold more than a few fields inline (`OutOfLine`) or one holds the union
    /// itself, or empty.
    public var indirect: String
    /// The protocols it conforms to: `Decodable, Equatable, Sendable`.
    public var conformances: String
    /// A space, or a line break and four columns when the declaration's first line would pass 120 columns: what goes
    /// between the type's name and its protocols (`struct Name:{{inheritanceBreak}}…`).
    public var inheritanceBreak: String
    public var decodes: Bool
    public var encodes: Bool
    /// True when a tag key says which member an object is (and unknown tags decode to `unknown`).
    public var isTagged: Bool
    /// The tag's JSON key as a Swift string literal, or empty.
    public var tagKey: String
    /// The tag's type: `String`, or `Int` for an integer tag.
    public var tagType: String
    /// The cases, in the spec's order.
    public var cases: [UnionCaseView]
    /// The cases in the order an untagged union tries them: by JSON kind (string, number, bool, array,
    /// object, any), then as listed.
    public var decodeOrder: [UnionCaseView]
}

/// One member of a union.
public struct UnionCaseView: Hashable, Sendable {
    /// The escaped Swift case name: `cat`, `dogList`.
    public var caseName: String
    /// The member's Swift type: `Cat`, `[Dog]`.
    public var type: String
    /// The member as the spec writes it, as a Swift string literal (for decoding errors): `"[Dog]"`.
    public var memberLiteral: String
    /// A tagged union's raw tag values for it, as Swift literals: `"cat", "Cat"`, or `1, 3` for an integer tag.
    public var tagLiterals: String
}
