import SpecModel

extension TypeFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .unknownType(let name, let suggestion, _):
            "unknown type '\(name)'\(didYouMeanWords(suggestion))"
        case .unknownModel(let name, let suggestion, _):
            "unknown model '\(name)'\(didYouMeanWords(suggestion))"
        case .expandableNotObject(let name, _):
            "Expandable<\(name)> holds a model with properties, and '\(name)' is not one"
        case .expandableWithoutID(let model, let identifier, _):
            "Expandable<\(model)> needs '\(model)' to have a required 'id: String' property (the ID sent in its place)"
                + (identifier.map { "; its Swift property 'id' is property '\($0.property)' ('\($0.type)'"
                    + ($0.isNullable ? ", nullable" : "") + ")" } ?? "")
        case .modelDefinedHere(let model):
            "'\(model)' is defined here"
        }
    }
}
