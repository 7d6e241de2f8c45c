/// How random specs write scalars and types: plain when YAML reads them back as the same string, quoted
/// otherwise, so a name like `true`, `a, b` or `page[number]` stays a string in flow and block context alike.
enum YAMLText {
    /// Words YAML (1.1 or 1.2) resolves to something other than a string.
    private static let resolvedWords: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"]

    /// A string scalar: plain when it is a plain identifier, double-quoted otherwise.
    static func scalar(_ text: String) -> String {
        if isPlainIdentifier(text), !resolvedWords.contains(text.lowercased()) { return text }
        return quoted(text)
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A type: plain (`Int`, `String?`), a bare flow collection (`[Item]`, `[String: Int]`, which the spec reads
    /// as the type they look like) when `bare` and the shape allows it, quoted otherwise (`"[Item]?"`).
    static func type(_ type: SpecType, bare: Bool) -> String {
        let text = type.text
        if isPlainIdentifier(text.hasSuffix("?") ? String(text.dropLast()) : text) { return text }
        if bare, case .array(.named(let element)) = type, isPlainIdentifier(element) { return text }
        if bare, case .dictionary(.named(let value)) = type, isPlainIdentifier(value) { return text }
        return quoted(text)
    }

    /// A flow mapping of already written values: `{ a: 1, b: x }`.
    static func mapping(_ pairs: [(key: String, value: String)]) -> String {
        pairs.isEmpty ? "{}" : "{ " + pairs.map { "\(scalar($0.key)): \($0.value)" }.joined(separator: ", ") + " }"
    }

    static func sequence(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }

    private static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII else {
            return false
        }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }
}
