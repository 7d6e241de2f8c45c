import SpecModel
import YAML

/// Writes a spec value (a `default:` or `const:`, already checked against its type) as a Swift expression.
struct ValueLiteral {
    let models: [String: Model]
    let dates: DateStrategy
    /// Write enum cases with their type (`Sort.newest`), for places without a type context.
    var qualifyEnums = false

    func expression(_ node: Node, _ type: TypeRef) -> String {
        switch type {
        case .optional(let wrapped):
            // Inside an optional, `.none` or `.some` would mean Optional's cases: write enum cases qualified.
            var qualified = self
            qualified.qualifyEnums = true
            return node.isNull ? "nil" : qualified.expression(node, wrapped)
        case .array(let element):
            return "[" + (node.sequence ?? []).map { expression($0, element) }.joined(separator: ", ") + "]"
        case .dictionary(let value):
            let pairs = (node.mapping ?? []).map { "\(SwiftLiteral.string($0.key.string ?? "")): \(expression($0.value, value))" }
            return pairs.isEmpty ? "[:]" : "[" + pairs.joined(separator: ", ") + "]"
        case .named(let name, _):
            if let builtin = BuiltinType(rawValue: name) { return builtinExpression(node, builtin) }
            if let model = models[name], model.isEnum, let raw = node.string,
               let match = model.cases.first(where: { $0.rawValue.value == raw }), let caseName = match.resolvedSwiftName {
                return (qualifyEnums ? name : "") + "." + SwiftIdentifier.escaped(caseName)
            }
            return "nil"
        }
    }

    private func builtinExpression(_ node: Node, _ builtin: BuiltinType) -> String {
        let text = node.string ?? ""
        switch builtin {
        case .string, .data: return SwiftLiteral.string(text)
        case .int, .int32, .int64:
            if case .int(let value) = node.resolved { return String(value) }
            return text
        case .double, .float:
            switch node.resolved {
            case .int(let value): return String(value)
            case .double(let value): return value.isFinite ? String(value) : (value < 0 ? "-.infinity" : value.isNaN ? ".nan" : ".infinity")
            default: return text
            }
        case .bool:
            if case .bool(let value) = node.resolved { return value ? "true" : "false" }
            return text
        case .date:
            let seconds = DateValue.secondsSince1970(node, strategy: dates) ?? 0
            return "Date(timeIntervalSince1970: \(seconds))"
        case .url: return "URL(string: \(SwiftLiteral.string(text)))!"
        case .uuid: return "UUID(uuidString: \(SwiftLiteral.string(text)))!"
        case .json: return json(node)
        }
    }

    /// A `JSONValue` written with its cases, so `null` is never mistaken for a missing optional.
    private func json(_ node: Node) -> String {
        switch node.kind {
        case .sequence(let items):
            return ".array([" + items.map(json).joined(separator: ", ") + "])"
        case .mapping(let pairs):
            let entries = pairs.map { "\(SwiftLiteral.string($0.key.string ?? "")): \(json($0.value))" }
            return entries.isEmpty ? ".object([:])" : ".object([" + entries.joined(separator: ", ") + "])"
        case .scalar(let scalar):
            switch node.resolved {
            case .null: return ".null"
            case .bool(let value): return ".bool(\(value))"
            case .int(let value): return ".int(\(value))"
            case .double(let value): return value.isFinite ? ".double(\(value))" : ".null"
            case .string: return ".string(\(SwiftLiteral.string(scalar.value)))"
            }
        }
    }
}
