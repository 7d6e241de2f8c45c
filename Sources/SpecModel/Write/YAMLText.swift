import YAML

/// How the spec writer spells scalars, types and values: plain where YAML reads the text back as the same string,
/// double-quoted otherwise, so a name like `true`, `a, b` or `page[number]` stays a string in flow and block
/// context alike. "YAML" is every reader: gen's (YAML 1.2's core schema) and YAML 1.1's, whose parsers end a plain
/// scalar in flow context at a `?` and whose resolvers read `yes`, `0_7`, `1:30` or `2024-05-01` as other types
/// (PyYAML's pure-Python loader among them), so a spec gen-import writes reads alike in every tool.
enum YAMLText {
    /// Words that YAML 1.1 or 1.2 resolves to something other than a string.
    private static let resolvedWords: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"]

    /// A string scalar: plain when that reads back as the same string (in flow context: `[a, b]`, `{ k: v }`),
    /// double-quoted otherwise.
    static func scalar(_ text: String) -> String {
        isPlain(text) || isPlainText(text, inFlow: true) ? text : quoted(text)
    }

    /// Prose (a `doc:` on a line of its own): plain wherever YAML reads it back as the same text in block context.
    static func prose(_ text: String) -> String {
        isPlainText(text, inFlow: false) ? text : quoted(text)
    }

    /// Characters a plain scalar can't start with (YAML's indicators).
    private static let indicators = Set("-?:,[]{}#&*!|>'\"%@`".unicodeScalars)

    /// Text with spaces and punctuation that is still a plain scalar reading back as itself: one line, no leading or
    /// trailing space, no indicator first, no `: ` or ` #` inside, no `:` last, nothing YAML 1.2 or 1.1 resolves
    /// otherwise (`true`, `12`, `null`, `yes`, `1:30`), and in flow context none of `,?[]{}`.
    static func isPlainText(_ text: String, inFlow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              !indicators.contains(first), first != " ", last != " ", last != ":" else { return false }
        // On the bytes, as YAML reads them: `: ` and ` #` end a plain scalar, control characters can't be in one.
        var previous: UInt8 = 0
        var ascii = true
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: " ") where previous == UInt8(ascii: ":"),
                 UInt8(ascii: "#") where previous == UInt8(ascii: " "): return false
            case 0..<0x20, 0x7F: return false
            case UInt8(ascii: ","), UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
                 UInt8(ascii: "}"):
                if inFlow { return false }
            case 0x80...: ascii = false
            default: break
            }
            previous = byte
        }
        if !ascii, text.unicodeScalars.contains(where: isEscaped) {
            return false
        }
        return Scalar(text).resolved == .string(text) && !isResolvedWord(text) && !YAML11.readsOtherwise(text)
    }

    /// One of the words YAML resolves to a boolean or null, in any case (all of them five letters or fewer, and only
    /// ASCII letters lower-case to their letters).
    private static func isResolvedWord(_ text: String) -> Bool {
        text.utf8.count <= 5 && resolvedWords.contains(text.lowercased())
    }

    /// A double-quoted scalar, escaped so that any text (control characters, line breaks, a byte order mark)
    /// reads back as itself.
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
                if scalar.value < 0x20 || scalar.value == 0x7F || isEscaped(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A character beyond ASCII written escaped, never as itself: C1 controls (YAML 1.1 takes U+0085 for a line
    /// break), the byte order mark, the line and paragraph separators, and U+FFFE and U+FFFF, which no YAML reader
    /// takes.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        (0x80...0x9F).contains(scalar.value) || [0xFEFF, 0x2028, 0x2029, 0xFFFE, 0xFFFF].contains(scalar.value)
    }

    /// Text that YAML reads as this very string in block and flow context: ASCII letters, digits and `_ - . /`,
    /// starting with a letter, `_` or `/`, and not a word YAML resolves to a boolean or null.
    static func isPlain(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(),
              Self.isLetter(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: "/") else { return false }
        while let byte = bytes.next() {
            guard Self.isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "/") else { return false }
        }
        return !isResolvedWord(text)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// A type: plain (`Int`, `Expandable<Customer>`, and in block context `String?`), bare when YAML's reading of it
    /// is the type it looks like (`[Item]`, `[String: Item]`), quoted otherwise (`"[Item]?"`, `"[[Int]]"`, and in
    /// flow context `"String?"`, as YAML 1.1 parsers end a plain scalar there at its `?`).
    static func type(_ type: TypeRef, inFlow: Bool = true) -> String {
        let text = type.description
        if isPlainType(text), !inFlow || !text.hasSuffix("?") { return text }
        switch type {
        case .array(.named(let element, _)) where isPlain(element): return text
        case .dictionary(.named(let value, _)) where isPlain(value): return text
        default: return quoted(text)
        }
    }

    /// A name, optional or not, or `Expandable<Name>`: nothing YAML reads specially.
    private static func isPlainType(_ text: String) -> Bool {
        var core = Substring(text)
        if core.hasSuffix("?") { core = core.dropLast() }
        if core.hasPrefix("Expandable<"), core.hasSuffix(">") { core = core.dropFirst("Expandable<".count).dropLast() }
        return isPlain(String(core)) && !core.utf8.contains(UInt8(ascii: "/")) && !core.utf8.contains(UInt8(ascii: "."))
    }

    /// A value as flow YAML: scalars as they were written where that reads back the same, lists and maps in
    /// brackets and braces.
    static func literal(_ value: Literal) -> String {
        switch value.kind {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number):
            // As written where every reader takes it for the same number: `+5` or `0x1F`, but not `017` (octal in
            // YAML 1.1) or `0o17` (text there).
            if let written = value.written, Scalar(written).resolved == .int(number),
               written.wholeMatch(of: /[-+]?(?:0|[1-9][0-9]*)|0x[0-9a-fA-F]+/) != nil { return written }
            return String(number)
        case .double(let number):
            // As written where YAML 1.1 takes it for a number too: a digit before the point, a sign in the exponent.
            if let written = value.written, case .double(let read) = Scalar(written).resolved,
               read == number || read.isNaN && number.isNaN,
               written.wholeMatch(of: /[-+]?[0-9]+\.[0-9]*(?:[eE][-+][0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)/)
                != nil { return written }
            return double(number)
        case .string(let text): return scalar(text)
        case .list(let items): return "[" + items.map(literal).joined(separator: ", ") + "]"
        case .map(let entries): return flow(entries.map { ($0.key, literal($0.value)) })
        }
    }

    /// A double as YAML 1.2 and 1.1 both read it: `.inf`, `-.inf`, `.nan`, or digits with a point (before the
    /// exponent, if any) that read back as the same number.
    static func double(_ number: Double) -> String {
        if number.isNaN { return ".nan" }
        if number.isInfinite { return number < 0 ? "-.inf" : ".inf" }
        let text = "\(number)"
        // Swift writes `1e-07` and `1e+20`, which YAML 1.1 reads as text: `1.0e-07`. A bare integer would be an Int.
        guard !text.contains(".") else { return text }
        guard let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text + ".0" }
        return text[..<exponent] + ".0" + text[exponent...]
    }

    /// `{ a: 1, b: x }` of already written values; `{}` when there are none.
    static func flow(_ pairs: [(key: String, value: String)]) -> String {
        pairs.isEmpty ? "{}" : "{ " + pairs.map { "\(scalar($0.key)): \($0.value)" }.joined(separator: ", ") + " }"
    }

    /// `doc:` text in block context: a literal block (`|-`) for several lines that it keeps exactly, else a scalar.
    static func blockText(_ text: String, indent: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let keepsExactly = lines.count > 1 && !(lines.first?.isEmpty ?? true) && lines.first?.first != " "
            && lines.allSatisfy { line in
                line.last != " "
                    && line.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !isEscaped($0) }
            }
            && lines.last?.isEmpty == false
        guard keepsExactly else { return prose(text) }
        let padding = String(repeating: "  ", count: indent + 1)
        return "|-\n" + lines.map { $0.isEmpty ? "" : padding + $0 }.joined(separator: "\n")
    }
}
