/// Writes spec YAML text: block mappings for structure, flow mappings for full-form entries, scalars plain
/// where YAML reads them back as the same string and double-quoted otherwise.
struct YAMLWriter {
    private(set) var lines: [String] = []

    mutating func line(_ indent: Int, _ text: String) {
        lines.append(String(repeating: "  ", count: indent) + text)
    }

    /// `key: value` at `indent`.
    mutating func entry(_ indent: Int, _ key: String, _ value: String) {
        line(indent, "\(Self.scalar(key)): \(value)")
    }

    /// A string as a YAML scalar: plain when that reads back as the same string, else double-quoted.
    static func scalar(_ text: String) -> String {
        isPlain(text) ? text : quoted(text)
    }

    /// A type: quoted when it has brackets (YAML would read `[T]?` as a broken list).
    static func type(_ text: String) -> String {
        if text.contains("[") { return quoted(text) }
        let bare = text.hasSuffix("?") ? String(text.dropLast()) : text
        return isPlain(bare) ? text : quoted(text)
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar.value == 0xFEFF
                    || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Letters, digits and `_ - . /` (not first), and nothing YAML would read as another type.
    private static func isPlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" || first == "/" else { return false }
        let allowed = text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-./".unicodeScalars.contains($0) }
        let special: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n", "~"]
        return allowed && !special.contains(text.lowercased()) && text.unicodeScalars.allSatisfy(\.isASCII)
    }

    /// `{ a: 1, b: x }` of already written values.
    static func flow(_ pairs: [(String, String)]) -> String {
        "{ " + pairs.map { "\(scalar($0.0)): \($0.1)" }.joined(separator: ", ") + " }"
    }
}
