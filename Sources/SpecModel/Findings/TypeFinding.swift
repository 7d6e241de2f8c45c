/// A type name that names nothing, or the wrong kind of model.
public enum TypeFinding: Hashable, Sendable {
    /// A type name that is no built-in type and no model (`Strng`), with the name it is nearest to, if any.
    case unknownType(String, suggestion: String?, in: FindingOwner)
    /// `Expandable<Name>` naming no model, with the name it is nearest to, if any.
    case unknownModel(String, suggestion: String?, in: FindingOwner)
    /// `Expandable<Name>` naming an enum or a union: it holds a model with properties.
    case expandableNotObject(String, in: FindingOwner)
    /// `Expandable<Model>` where the model has no required, non-nullable `id: String`: `identifier` is the property
    /// generated code names `id`, if any.
    case expandableWithoutID(model: String, identifier: Identifier?, in: FindingOwner)
    /// A note: where a model is defined.
    case modelDefinedHere(String)

    /// The property a model's Swift property `id` stands for.
    public struct Identifier: Hashable, Sendable {
        /// Its name in the spec.
        public var property: String
        /// Its type, spelled.
        public var type: String
        /// Whether it is `nullable:`.
        public var isNullable: Bool

        public init(property: String, type: String, isNullable: Bool) {
            self.property = property
            self.type = type
            self.isNullable = isNullable
        }
    }
}

extension TypeFinding {
    /// What it is about: the model or endpoint whose definition names the type (nil for a file's `errors:`).
    public var subject: FindingSubject? {
        switch self {
        case .unknownType(_, _, let owner), .unknownModel(_, _, let owner), .expandableNotObject(_, let owner),
             .expandableWithoutID(_, _, let owner):
            owner.subject
        case .modelDefinedHere(let model): .model(model)
        }
    }
}
