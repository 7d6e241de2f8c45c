import Names
import SpecModel

/// The Swift spelling of a checked type: a built-in type's Swift name (`JSON` → `JSONValue`), a model → its decided
/// type name, `[String: T]`, `T?`.
public enum SwiftTypeName {
    public static func of(_ type: SpecType, _ names: Names) -> String {
        switch type {
        case .builtin(let builtin): return builtin.traits.swiftName
        case .object(let id), .enumeration(let id), .union(let id): return names[id].typeName
        case .expandable(let id): return "Expandable<\(names[id].typeName)>"
        case .array(let element): return "[\(of(element, names))]"
        case .dictionary(let value): return "[String: \(of(value, names))]"
        case .optional(let wrapped): return "\(of(wrapped, names))?"
        }
    }
}
