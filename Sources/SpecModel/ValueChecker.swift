import Foundation
import YAML

/// Checks a YAML value (a default, or an example response) against a spec type, collecting located
/// problems: wrong scalar types, wrong shapes, missing required keys, enum values not in the enum.
struct ValueChecker {
    struct Problem: Hashable {
        var message: String
        var mark: Mark
    }

    let models: [String: Model]
    /// Unknown enum values are problems (defaults), or fine (examples: decoding keeps them).
    let strictEnums: Bool
    /// How dates are written.
    let dates: DateStrategy
    /// The key style of each model's spec; when given, objects are checked key by key (examples).
    var keyStyles: [String: KeyStyle]?
    private(set) var problems: [Problem] = []
    private var depth = 0

    init(models: [String: Model], strictEnums: Bool, dates: DateStrategy) {
        self.models = models
        self.strictEnums = strictEnums
        self.dates = dates
    }

    /// Types whose values can be written as Swift literals: scalars, enums, JSON, and optionals and lists of them.
    static func isLiteralType(_ type: TypeRef, models: [String: Model]) -> Bool {
        switch type {
        case .optional(let wrapped), .array(let wrapped): return isLiteralType(wrapped, models: models)
        case .dictionary: return false
        case .named(let name, _):
            if let builtin = BuiltinType(rawValue: name) { return builtin != .data }
            return models[name]?.isEnum == true
        }
    }

    mutating func check(_ node: Node, against type: TypeRef) {
        depth += 1
        defer { depth -= 1 }
        guard depth < 100 else { return }
        switch type {
        case .optional(let wrapped):
            if !node.isNull { check(node, against: wrapped) }
        case .array(let element):
            guard let items = node.sequence else { return expected("a list", for: type, node) }
            for item in items { check(item, against: element) }
        case .dictionary(let value):
            guard let pairs = node.mapping else { return expected("a mapping", for: type, node) }
            for pair in pairs { check(pair.value, against: value) }
        case .named(let name, _):
            if let builtin = BuiltinType(rawValue: name) {
                checkBuiltin(node, builtin)
            } else if let model = models[name] {
                checkModel(node, model)
            }
        }
    }

    private mutating func expected(_ what: String, for type: TypeRef, _ node: Node) {
        problems.append(Problem(message: "expected \(what) for '\(type)', found \(describe(node))", mark: node.mark))
    }

    private func describe(_ node: Node) -> String {
        guard let scalar = node.scalar else { return node.kindDescription }
        return "\(node.kindDescription) '\(scalar.value)'"
    }

    private mutating func checkBuiltin(_ node: Node, _ builtin: BuiltinType) {
        let type = TypeRef.named(builtin.rawValue, at: node.mark)
        guard node.scalar != nil || builtin == .json else { return expected("a value", for: type, node) }
        let value = node.resolved
        switch builtin {
        case .json:
            return
        case .string, .data:
            if case .string = value { return }
            expected(builtin == .string ? "a string (quote it)" : "a string", for: type, node)
        case .date:
            if DateValue.secondsSince1970(node, strategy: dates) != nil { return }
            expected(DateValue.expectation(dates), for: type, node)
        case .int, .int64:
            if case .int = value { return }
            expected("an integer", for: type, node)
        case .int32:
            if case .int(let number) = value, Int32(exactly: number) != nil { return }
            expected("an integer that fits in Int32", for: type, node)
        case .double, .float:
            switch value {
            case .int, .double: return
            default: expected("a number", for: type, node)
            }
        case .bool:
            if case .bool = value { return }
            expected("true or false", for: type, node)
        case .url:
            if case .string(let text) = value, URL(string: text) != nil { return }
            expected("a URL", for: type, node)
        case .uuid:
            if case .string(let text) = value, UUID(uuidString: text) != nil { return }
            expected("a UUID", for: type, node)
        }
    }

    private mutating func checkModel(_ node: Node, _ model: Model) {
        let name = model.name.value
        switch model.kind {
        case .enumeration(let cases):
            guard case .string(let text) = node.resolved, node.scalar != nil else {
                return expected("a string", for: .named(name, at: node.mark), node)
            }
            let raw = cases.map(\.rawValue.value)
            if strictEnums, !raw.contains(text) {
                var message = "'\(text)' is not a value of enum '\(name)'"
                if let named = cases.first(where: { $0.swiftName?.value == text }) {
                    message += " (values are raw values: case '\(text)' is '\(named.rawValue.value)')"
                } else {
                    message += suggestion(text, among: raw)
                }
                problems.append(Problem(message: message, mark: node.mark))
            }
        case .object(let properties):
            guard let pairs = node.mapping else { return expected("a mapping", for: .named(name, at: node.mark), node) }
            guard let keys = keyStyles?[name] else { return }
            var values: [String: Node] = [:]
            for pair in pairs { if let key = pair.key.string { values[key] = pair.value } }
            for property in properties {
                let key = property.jsonKey(keys)
                if let value = values[key] {
                    check(value, against: property.type)
                } else if !property.type.isOptional, property.defaultValue == nil {
                    problems.append(Problem(message: "missing key '\(key)' (property '\(property.name.value)' of '\(name)')", mark: node.mark))
                }
            }
        }
    }
}
