import Names
import SpecModel

/// Writes a typed spec value (a `default:` or `const:`) as a Swift expression. Enum cases are written without
/// their type's name (`.newest`): a member named like the type would otherwise be found first.
struct ValueLiteral {
    let api: CheckedAPI
    let names: Names

    /// The value where the context gives it the type `type` (an initializer default, a decoding fallback).
    func expression(_ value: Value, _ type: SpecType) -> String {
        switch (value, type) {
        case (.null, _): return "nil"
        case (_, .optional(let wrapped)):
            let inner = expression(value, wrapped)
            // In an optional, `.none` and `.some` would be Optional's own cases.
            if case .enumCase = value, inner == ".none" || inner == ".some" { return ".some(\(inner))" }
            return inner
        case (.list(let items), .array(let element)):
            return "[" + items.map { expression($0, element) }.joined(separator: ", ") + "]"
        default:
            return scalar(value)
        }
    }

    /// The value sent as a query item or header, where nothing gives it a type: an enum case is its raw value.
    func sent(_ value: Value) -> String {
        switch value {
        case .list(let items): return "[" + items.map(sent).joined(separator: ", ") + "]"
        case .enumCase(let id, let index):
            let enumCase = api[id].cases[index]
            return enumCase.isInteger ? enumCase.rawValue.value : SwiftLiteral.string(enumCase.rawValue.value)
        // Without a type to infer from, `.nan` and `.infinity` need theirs.
        case .double(let number) where !number.isFinite:
            return number.isNaN ? "Double.nan" : (number < 0 ? "-Double.infinity" : "Double.infinity")
        default: return scalar(value)
        }
    }

    /// The text a value is sent as, when generation can know it: strings, numbers, booleans and enum cases.
    func wireText(_ value: Value) -> String? {
        switch value {
        case .string(let text): return text
        case .parsed(let text, let type):
            guard case .parsed(_, true, _) = type.traits.literal else { return nil }
            return text
        case .int(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .enumCase(let id, let index): return api[id].cases[index].rawValue.value
        default: return nil
        }
    }

    private func scalar(_ value: Value) -> String {
        switch value {
        case .null: return "nil"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return Self.double(number)
        case .string(let text): return SwiftLiteral.string(text)
        case .date(let seconds): return "Date(timeIntervalSince1970: \(seconds))"
        case .parsed(let text, let type):
            // Made as the type is made from text: `URL(string: "…")!` (the checker read the text as one).
            guard case .parsed(let label, _, _) = type.traits.literal else { return SwiftLiteral.string(text) }
            return "\(type.traits.swiftName)(\(label): \(SwiftLiteral.string(text)))!"
        case .json(let literal): return json(literal)
        case .enumCase(let id, let index): return "." + SwiftIdentifier.escaped(names[id].cases[index])
        case .list(let items): return "[" + items.map(scalar).joined(separator: ", ") + "]"
        }
    }

    /// A number as Swift writes it; whole numbers without `.0`, as written in specs.
    static func double(_ number: Double) -> String {
        guard number.isFinite else { return number.isNaN ? ".nan" : (number < 0 ? "-.infinity" : ".infinity") }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    /// A `JSONValue` written with its cases, so `null` is never mistaken for a missing optional.
    private func json(_ literal: Literal) -> String {
        switch literal.kind {
        case .list(let items):
            return ".array([" + items.map(json).joined(separator: ", ") + "])"
        case .map(let entries):
            let pairs = entries.map { "\(SwiftLiteral.string($0.key)): \(json($0.value))" }
            return pairs.isEmpty ? ".object([:])" : ".object([" + pairs.joined(separator: ", ") + "])"
        case .null: return ".null"
        case .bool(let flag): return ".bool(\(flag))"
        case .int(let number): return ".int(\(number))"
        case .double(let number): return number.isFinite ? ".double(\(number))" : ".null"
        case .string(let text): return ".string(\(SwiftLiteral.string(text)))"
        }
    }
}
