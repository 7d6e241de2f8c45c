/// A model's definition: its properties' coding, their JSON keys, an enum's values, models that contain themselves.
public enum ModelFinding: Hashable, Sendable {
    /// `dates:` on a property whose type holds no dates (`Date`, `Date?`, and from 1.2 lists and dictionaries of them
    /// at any depth), or holds them in a list or dictionary beside `nullable:` (`type` as written).
    case datesNotDate(model: String, property: String, type: String)
    /// `default:` beside `nullable:`.
    case defaultAndNullable(model: String, property: String)
    /// A model that contains itself through required properties: the cycle, from the property the finding is at.
    case containsItself(cycle: [Step])
    /// A property whose JSON key an earlier property of the model has.
    case duplicateJSONKey(model: String, property: String, key: String, earlier: String)
    /// A note: where a property is.
    case propertyHere(model: String, property: String)
    /// An enum value listed twice.
    case duplicateEnumValue(enumeration: String, value: String)
    /// A note: where an enum value is first listed.
    case valueFirstListed(enumeration: String, value: String)

    /// A model and its property, one step of a cycle.
    public struct Step: Hashable, Sendable {
        /// The model, by name.
        public var model: String
        /// Its property that holds the next model, by name.
        public var property: String

        public init(model: String, property: String) {
            self.model = model
            self.property = property
        }
    }
}

extension ModelFinding {
    /// What it is about: the model, or for a model that contains itself the first property of the cycle.
    public var subject: FindingSubject? {
        switch self {
        case .datesNotDate(let model, _, _), .defaultAndNullable(let model, _), .duplicateJSONKey(let model, _, _, _),
             .propertyHere(let model, _), .duplicateEnumValue(let model, _), .valueFirstListed(let model, _):
            .model(model)
        case .containsItself(let cycle):
            cycle.first.map { .property(model: $0.model, property: $0.property) }
        }
    }
}
