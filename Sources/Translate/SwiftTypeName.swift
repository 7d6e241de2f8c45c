import SpecModel

/// The Swift spelling of a spec type: `JSON` → `JSONValue`, `[String: T]` → `[String: T]`, `T?` → `T?`.
public enum SwiftTypeName {
    public static func of(_ type: TypeRef) -> String {
        switch type {
        case .named(let name, _): return name == BuiltinType.json.rawValue ? "JSONValue" : name
        case .array(let element): return "[\(of(element))]"
        case .dictionary(let value): return "[String: \(of(value))]"
        case .optional(let wrapped): return "\(of(wrapped))?"
        }
    }

    /// True when the type mentions a Foundation type (`Date`, `URL`, `UUID`, `Data`).
    static func usesFoundation(_ type: TypeRef) -> Bool {
        type.names.contains { ["Date", "URL", "UUID", "Data"].contains($0.name) }
    }

    /// True when the type mentions `JSON` (the runtime's `JSONValue`).
    static func usesJSON(_ type: TypeRef) -> Bool {
        type.names.contains { $0.name == BuiltinType.json.rawValue }
    }
}
