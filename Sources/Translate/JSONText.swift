import YAML

/// A YAML value (an example) written as compact JSON text, the way a server would send it.
public enum JSONText {
    public static func from(_ node: Node) -> String {
        var text = ""
        write(node, into: &text)
        return text
    }

    private static func write(_ node: Node, into text: inout String) {
        switch node.kind {
        case .mapping(let pairs):
            text += "{"
            for (index, pair) in pairs.enumerated() {
                if index > 0 { text += "," }
                string(pair.key.string ?? "", into: &text)
                text += ":"
                write(pair.value, into: &text)
            }
            text += "}"
        case .sequence(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                write(item, into: &text)
            }
            text += "]"
        case .scalar(let scalar):
            switch node.resolved {
            case .null: text += "null"
            case .bool(let value): text += value ? "true" : "false"
            case .int(let value): text += String(value)
            case .double(let value): text += value.isFinite ? String(value) : "null"
            case .string: string(scalar.value, into: &text)
            }
        }
    }

    private static func string(_ value: String, into text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
