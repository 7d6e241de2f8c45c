/// Writing values into Swift source.
public enum SwiftLiteral {
    /// A string literal that reads back as `text`: quotes, backslashes and control characters escaped.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A multi-line string literal (`"""`) that reads back as `text`, its content cut into lines of at most `width`
    /// characters joined by line continuations, so that a long text stays within a line width: the opening and closing
    /// delimiters, and between them the content lines, each but the last ending in `\`, not yet indented (indent
    /// every line but the first as one, at least as far as the closing delimiter). A cut never splits an escape.
    public static func multiline(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for scalar in text.unicodeScalars {
            let piece: String
            switch scalar {
            case "\\": piece = "\\\\"
            // A quote is escaped only where it would close the literal (`"""`); escaping them all would be harmless.
            case "\"": piece = line.hasSuffix("\"\"") ? "\\\"" : "\""
            case "\n": piece = "\\n"
            case "\r": piece = "\\r"
            case "\t": piece = "\\t"
            case "\0": piece = "\\0"
            default:
                piece = scalar.value < 0x20 || scalar.value == 0x7F
                    ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
            }
            // Counted in UTF-8 bytes, never fewer than the characters an editor shows nor than a byte-counting tool's.
            if line.utf8.count + piece.utf8.count > width - 1 {
                // Spaces at the cut go to the next line: a space before the `\` would look like trailing whitespace.
                let kept = line.reversed().drop { $0 == " " }.reversed()
                if !kept.isEmpty {
                    lines.append(String(kept) + "\\")
                    line = String(line.dropFirst(kept.count))
                }
            }
            line += piece
        }
        return ["\"\"\""] + lines + [line, "\"\"\""]
    }
}
