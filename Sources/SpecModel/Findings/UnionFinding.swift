/// A union's members and tags. Members are spelled as written types (`[Cat]`), member models by name.
public enum UnionFinding: Hashable, Sendable {
    /// An optional member (null would match none).
    case optionalMember(union: String, member: String)
    /// A member listed twice.
    case duplicateMember(union: String, member: String)
    /// A note: where a member is first listed.
    case memberFirstListed(union: String, member: String)
    /// A union that is its own member through the unions on `path` (ending with itself).
    case ownMember(union: String, path: [String])
    /// A member of a tagged union that is no model with properties.
    case taggedMemberNotObject(union: String, member: String, tag: String)
    /// A member model without a property at the tag's JSON key.
    case memberWithoutTag(union: String, member: String, tag: String)
    /// A note: where a member model is defined.
    case memberDefinedHere(model: String)
    /// A member model whose tag property is of a type a tag can't be.
    case tagType(union: String, tag: String, type: String, member: String)
    /// A member model whose tag is an integer where the members before it have text, or the other way round.
    case tagKindsDiffer(union: String, tag: String, member: String, isInteger: Bool)
    /// A note: where a member model's tag property is.
    case tagPropertyHere(model: String, property: String)
    /// A `tags:` entry naming a model that is no member, with the member it is nearest to, if any.
    case tagValueNotMember(union: String, value: String, model: String, suggestion: String?)
    /// A `tags:` value that is no integer, where the tag is one.
    case tagValueNotInteger(union: String, tag: String, value: String)
    /// A member without `tags:` values, where the tag is an integer.
    case integerTagNeedsValues(union: String, member: String)
    /// A tag value that means two members.
    case tagValueTwice(union: String, value: String)
    /// A note: where a tag value first means a member.
    case tagValueFirst(union: String, value: String)
}

extension UnionFinding {
    /// What it is about: the union (a model), or for a note at a member model, that model.
    public var subject: FindingSubject? {
        switch self {
        case .optionalMember(let union, _), .duplicateMember(let union, _), .memberFirstListed(let union, _),
             .ownMember(let union, _), .taggedMemberNotObject(let union, _, _), .memberWithoutTag(let union, _, _),
             .tagType(let union, _, _, _), .tagKindsDiffer(let union, _, _, _), .tagValueNotMember(let union, _, _, _),
             .tagValueNotInteger(let union, _, _), .integerTagNeedsValues(let union, _), .tagValueTwice(let union, _),
             .tagValueFirst(let union, _):
            .model(union)
        case .memberDefinedHere(let model), .tagPropertyHere(let model, _):
            .model(model)
        }
    }
}
