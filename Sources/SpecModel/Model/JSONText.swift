/// A written value (an example, a document's tree) as compact JSON text, the way a server would send it.
public enum JSONText {
    public static func from(_ value: Literal) -> String {
        var text = ""
        write(value, into: &text)
        return text
    }

    private static func write(_ value: Literal, into text: inout String) {
        switch value.kind {
        case .map(let entries):
            text += "{"
            for (index, entry) in entries.enumerated() {
                if index > 0 { text += "," }
                string(entry.key, into: &text)
                text += ":"
                write(entry.value, into: &text)
            }
            text += "}"
        case .list(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                write(item, into: &text)
            }
            text += "]"
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += String(number)
        case .double(let number): text += number.isFinite ? String(number) : "null"
        case .string(let string): self.string(string, into: &text)
        }
    }

    private static func string(_ value: String, into text: inout String) {
        text += "\""
        // Most strings need no escape: appended whole.
        guard value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            text += value
            text += "\""
            return
        }
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
