/// A Swift name gen decides, and what it collides with.
public enum NamingFinding: Hashable, Sendable {
    /// An endpoint's name that gives no Swift type name.
    case underivableTypeName(endpoint: String)
    /// A parameter's name that gives no Swift name (and no `name:` gives one).
    case underivableParameterName(Named, endpoint: String)
    /// A property's name that gives no Swift name (and no `name:` gives one).
    case underivablePropertyName(property: String, model: String)
    /// A union member (by the word its case name comes from) that gives no Swift case name.
    case underivableCaseName(member: String, union: String)
    /// A scheme's name that gives no Swift name.
    case underivableSchemeName(String)
    /// A Swift type name gen refuses: `type`, which the owner is named or becomes.
    case reservedTypeName(TypeOwner, type: String, reason: Reservation)
    /// A model, endpoint or service defined twice.
    case duplicate(TypeOwner)
    /// A model and a service (or two of another kind) of one name.
    case namedLike(TypeOwner, other: TypeOwner)
    /// A Swift type name another type's owner has.
    case typeTaken(TypeOwner, type: String, by: TypeOwner)
    /// A Swift type name that differs from another (`other`, of `by`) only in case.
    case typeDiffersInCase(TypeOwner, type: String, other: String, by: TypeOwner)
    /// A note: where a type's owner is defined.
    case definedHere(TypeOwner)
    /// A written member name that is reserved in its scope.
    case reservedMemberName(Named, name: String, reason: Reservation, fix: Fix, in: FindingOwner)
    /// A written member name another member of the scope has.
    case memberNameTaken(Named, name: String, scope: Named, by: Named, fix: Fix, in: FindingOwner)
    /// A note: where a member that has the name is.
    case memberHere(Named, in: FindingOwner)
}

extension NamingFinding {
    /// What it is about: the model or endpoint whose name (or member's name) is claimed at the finding's place; nil
    /// for a service's names and its schemes'.
    public var subject: FindingSubject? {
        switch self {
        case .underivableTypeName(let endpoint), .underivableParameterName(_, let endpoint): .endpoint(endpoint)
        case .underivablePropertyName(_, let model), .underivableCaseName(_, let model): .model(model)
        case .underivableSchemeName: nil
        case .reservedTypeName(let owner, _, _), .duplicate(let owner), .namedLike(let owner, _),
             .typeTaken(let owner, _, _), .typeDiffersInCase(let owner, _, _, _), .definedHere(let owner):
            owner.subject
        case .reservedMemberName(_, _, _, _, let owner), .memberNameTaken(_, _, _, _, _, let owner),
             .memberHere(_, let owner):
            owner.subject
        }
    }
}
