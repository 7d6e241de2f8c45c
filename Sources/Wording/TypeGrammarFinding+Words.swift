import SpecModel

extension TypeGrammarFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .missingType: "missing type"
        case .listTypeNotOneElement: "a list type names one element type, like [String]"
        case .dictionaryTypeNotOnePair: "a dictionary type names one key and one value type, like [String: Int]"
        case .dictionaryKeyNotString: "dictionary keys must be 'String' (JSON object keys are strings)"
        case .mappingForType: "expected a type, found a mapping"
        case .malformed(let text, let malformation):
            "malformed type '\(text)'" + (malformation.map { " (\($0.words))" } ?? "")
        }
    }
}

extension TypeGrammarFinding.Malformation {
    /// What is wrong, in words (said in parentheses after the type).
    var words: String {
        switch self {
        case .expectedEnd: "expected the end of the type"
        case .optionalTwice: "a type can be optional only once"
        case .expectedName: "expected a type name"
        case .tooDeep(let maxDepth): "a type nests deeper than \(maxDepth) levels"
        case .nameStartsWithDigit: "a type name cannot start with a digit"
        case .argumentOutsideExpandable: "only Expandable<Model> takes a type in '<>'"
        case .expandableWithoutModel: "Expandable<…> holds a model name"
        case .expectedClosingAngle: "expected '>'"
        case .expectedClosingBracket: "expected ']'"
        }
    }
}

extension TypeParser.Failure {
    /// The failure in words (as the diagnostic made from it says it).
    public var message: String { problem.words }
}
