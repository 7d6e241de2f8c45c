import SpecModel
import YAML

/// Shorthands for making specs in code: every mark is the file's start (the writer doesn't keep them).
extension TypeRef {
    static func named(_ name: String) -> TypeRef { .named(name, at: .start) }

    /// The built-in types of the spec grammar (`File` only goes in multipart bodies).
    static let builtins = ["String", "Int", "Int32", "Int64", "Double", "Float", "Bool", "Date", "URL", "UUID", "Data",
                           "JSON"]
    /// The built-ins a path segment, query value or header can hold.
    static let simpleBuiltins = ["String", "Int", "Int32", "Int64", "Double", "Float", "Bool", "Date", "URL", "UUID"]
    static let integers = ["Int", "Int32", "Int64"]

    /// True for a list or a dictionary (maybe optional).
    var isCollection: Bool {
        switch unwrapped {
        case .array, .dictionary: return true
        default: return false
        }
    }
}

extension Located where Value == String {
    static func at(_ text: String) -> Located<String> { Located(text, at: .start) }
}

extension Model {
    /// A string or integer enum: it can be a parameter, a default and a const.
    var isEnum: Bool {
        if case .enumeration = kind { return true }
        return false
    }

    var isIntegerEnum: Bool { cases.first?.isInteger == true }

    var isUnion: Bool {
        if case .union = kind { return true }
        return false
    }

    var union: Union? {
        if case .union(let union) = kind { return union }
        return nil
    }

    var isObject: Bool {
        if case .object = kind { return true }
        return false
    }
}

extension Property {
    init(_ name: String, _ type: TypeRef) {
        self.init(name: .at(name), type: type)
    }

    /// The JSON key, derived as the spec format says (`keys: snake_case` keeps acronyms whole).
    func jsonKey(snakeCase: Bool) -> String {
        key?.value ?? JSONKey.derived(name.value, style: snakeCase ? .snakeCase : .asIs)
    }
}

extension Param {
    init(_ name: String, _ type: TypeRef) {
        self.init(name: .at(name), type: type)
    }
}
