/// A model of a random spec: what other models, examples and paging key paths need to know of it.
struct ModelPlan {
    enum Kind {
        case object([FieldPlan])
        /// Raw values, and in the map form each value's Swift case name.
        case enumeration([(caseName: String?, rawValue: String)])
    }

    var name: String
    var kind: Kind
    var doc: String?
    var deprecated: String?

    var properties: [FieldPlan] {
        if case .object(let properties) = kind { return properties }
        return []
    }

    var rawValues: [String] {
        if case .enumeration(let cases) = kind { return cases.map(\.rawValue) }
        return []
    }

    var isEnum: Bool {
        if case .enumeration = kind { return true }
        return false
    }
}
