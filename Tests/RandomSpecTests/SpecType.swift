/// A type as a random spec writes it: a name (built-in or model), `[T]`, `[String: T]` or `T?`.
indirect enum SpecType: Hashable {
    case named(String)
    case array(SpecType)
    case dictionary(SpecType)
    case optional(SpecType)

    /// The built-in types of the spec grammar.
    static let builtins = ["String", "Int", "Int32", "Int64", "Double", "Float", "Bool", "Date", "URL", "UUID", "Data", "JSON"]
    /// The built-ins a path segment, query value or header can hold.
    static let simpleBuiltins = ["String", "Int", "Int32", "Int64", "Double", "Float", "Bool", "Date", "URL", "UUID"]
    static let integers = ["Int", "Int32", "Int64"]

    /// The spec spelling: `[String: [Item]]?`.
    var text: String {
        switch self {
        case .named(let name): return name
        case .array(let element): return "[\(element.text)]"
        case .dictionary(let value): return "[String: \(value.text)]"
        case .optional(let wrapped): return "\(wrapped.text)?"
        }
    }

    var unwrapped: SpecType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The name of a plain (maybe optional) named type.
    var name: String? {
        if case .named(let name) = unwrapped { return name }
        return nil
    }

    /// True for a list or a dictionary (maybe optional).
    var isCollection: Bool {
        switch unwrapped {
        case .array, .dictionary: return true
        default: return false
        }
    }
}
