import SpecModel

extension UnionFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .optionalMember(let union, let member):
            "member '\(member)' of union '\(union)' can't be optional (null would match no member); make the property "
                + "that holds '\(union)' optional instead"
        case .duplicateMember(let union, let member):
            "union '\(union)' lists '\(member)' twice"
        case .memberFirstListed(_, let member):
            "'\(member)' is first listed here"
        case .ownMember(let union, let path):
            "union '\(union)' is its own member through \(path.map { "'\($0)'" }.joined(separator: " → ")); "
                + "decoding it would never end"
        case .taggedMemberNotObject(let union, let member, let tag):
            "member '\(member)' of tagged union '\(union)' must be a model with properties (the tag '\(tag)' is one of "
                + "its keys)"
        case .memberWithoutTag(let union, let member, let tag):
            "member '\(member)' of union '\(union)' has no property with the JSON key '\(tag)' (the union's tag)"
        case .memberDefinedHere(let model):
            "'\(model)' is defined here"
        case .tagType(let union, let tag, let type, let member):
            "the tag '\(tag)' of union '\(union)' is '\(type)' in member '\(member)'; a tag is a required String, "
                + "integer or enum"
        case .tagKindsDiffer(let union, let tag, let member, let isInteger):
            "the tag '\(tag)' of union '\(union)' is \(Self.kind(isInteger)) in member '\(member)' and "
                + "\(Self.kind(!isInteger)) in the members before it"
        case .tagPropertyHere(_, let property):
            "property '\(property)' is here"
        case .tagValueNotMember(let union, let value, let model, let suggestion):
            "tag value '\(value)' means '\(model)', which is not a member of '\(union)'"
                + didYouMeanWords(suggestion)
        case .tagValueNotInteger(let union, let tag, let value):
            "tag values of union '\(union)' are integers (its tag '\(tag)' is one); '\(value)' is not"
        case .integerTagNeedsValues(let union, let member):
            "member '\(member)' of union '\(union)' needs its tag values in 'tags:' (an integer tag has no default)"
        case .tagValueTwice(let union, let value):
            "tag value '\(value)' of union '\(union)' means two members"
        case .tagValueFirst(_, let value):
            "'\(value)' first means a member here"
        }
    }

    private static func kind(_ isInteger: Bool) -> String {
        isInteger ? "an integer" : "text"
    }
}
