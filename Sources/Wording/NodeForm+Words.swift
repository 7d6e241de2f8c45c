import YAML

extension Node.Form {
    /// What a node is, in words: "a mapping", "a list", "a string", …
    var words: String {
        switch self {
        case .mapping: "a mapping"
        case .list: "a list"
        case .null: "null"
        case .boolean: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        }
    }
}
