import SpecModel

extension ModelFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .datesNotDate(_, let property, let type):
            "'dates' applies to a property of dates (Date, Date?, or a list or dictionary of them that isn't "
                + "nullable); '\(property)' is '\(type)'"
        case .defaultAndNullable(_, let property):
            "'default' and 'nullable' can't both be given for property '\(property)': a nullable property has no value "
                + "when it is left out"
        case .containsItself(let cycle):
            "model '\(cycle.first?.model ?? "")' contains itself ("
                + cycle.map { "\($0.model).\($0.property)" }.joined(separator: " → ")
                + "); make one of these properties optional"
        case .duplicateJSONKey(let model, let property, let key, let earlier):
            "property '\(property)' of '\(model)' has the JSON key '\(key)', as property '\(earlier)' does; "
                + "give one another 'key:'"
        case .propertyHere(_, let property):
            "property '\(property)' is here"
        case .duplicateEnumValue(let enumeration, let value):
            "duplicate value '\(value)' in enum '\(enumeration)'"
        case .valueFirstListed(_, let value):
            "'\(value)' is first listed here"
        }
    }
}
