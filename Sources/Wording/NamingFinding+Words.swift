import SpecModel

extension NamingFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .underivableTypeName(let endpoint):
            "cannot derive a Swift type name from endpoint '\(endpoint)'"
        case .underivableParameterName(let named, _):
            "cannot derive a Swift name from \(named.words); give one with 'name:'"
        case .underivablePropertyName(let property, let model):
            "cannot derive a Swift name from property '\(property)' of '\(model)'; give one with 'name:'"
        case .underivableCaseName(let member, let union):
            "cannot derive a Swift case name from member '\(member)' of union '\(union)'; name it in the map form "
                + "{ name: \(member) }"
        case .underivableSchemeName(let scheme):
            "cannot derive a Swift name from scheme '\(scheme)'; rename it"
        case .reservedTypeName(let owner, let type, let reason):
            owner.words + (type == owner.name ? " is named like" : " becomes Swift type '\(type)', which is")
                + " \(reason.words); rename it"
        case .duplicate(let owner):
            "duplicate \(owner.words)"
        case .namedLike(let owner, let other):
            "\(owner.words) is named like \(other.words), and each is a Swift type of that name; rename one"
        case .typeTaken(let owner, let type, let other):
            "\(owner.words) becomes Swift type '\(type)', which \(other.words) already is"
        case .typeDiffersInCase(let owner, let type, let otherType, let other):
            "\(owner.words) becomes Swift type '\(type)', which differs only in case from '\(otherType)' of "
                + "\(other.words) (their files would collide on case-insensitive file systems)"
        case .definedHere(let owner):
            "\(owner.words) is defined here"
        case .reservedMemberName(let named, let name, let reason, let fix, _):
            "\(named.words) is named '\(name)', which is \(reason.words); \(fix.words)"
        case .memberNameTaken(let named, let name, let scope, let other, let fix, _):
            "\(named.words) is named '\(name)' in \(scope.words), as \(other.words) is; \(fix.words)"
        case .memberHere(let named, _):
            "\(named.words) is here"
        }
    }
}
