/// A model of a random spec: what other models, examples and paging key paths need to know of it.
struct ModelPlan {
    enum Kind {
        case object([FieldPlan])
        /// Raw values, and in the map form each value's Swift case name.
        case enumeration([(caseName: String?, rawValue: String)])
        /// An integer enum: Swift case names and their integers.
        case integerEnum([(caseName: String, rawValue: Int)])
        /// An untagged union: its members, and in the map form each one's Swift case name.
        case union([(caseName: String?, type: SpecType)])
    }

    var name: String
    var kind: Kind
    var doc: String?
    var deprecated: String?
    /// `additionalProperties:` of an object model.
    var additionalProperties: SpecType?

    var properties: [FieldPlan] {
        if case .object(let properties) = kind { return properties }
        return []
    }

    var rawValues: [String] {
        if case .enumeration(let cases) = kind { return cases.map(\.rawValue) }
        return []
    }

    /// True for a string or integer enum: it can be a parameter, a default and a const.
    var isEnum: Bool {
        switch kind {
        case .enumeration, .integerEnum: return true
        default: return false
        }
    }

    var isUnion: Bool {
        if case .union = kind { return true }
        return false
    }
}
