import YAML

/// Writes nodes as JSON text, scalars by their YAML 1.2 core-schema value.
enum JSONText {
    /// The node as compact JSON.
    static func value(_ node: Node) -> String {
        switch node.kind {
        case .scalar:
            switch node.resolved {
            case .null: return "null"
            case .bool(let value): return value ? "true" : "false"
            case .int(let value): return String(value)
            case .double(let value): return value.isFinite ? String(value) : "null"
            case .string(let value): return string(value)
            }
        case .sequence(let items):
            return "[" + items.map(value).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            return "{" + pairs.map { string($0.key.string ?? "") + ": " + value($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest as UTF-8.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
