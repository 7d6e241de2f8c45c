/// Doc comment lines for a spec's `doc:` text.
public enum DocComment {
    /// `/// line` for each line of `doc` (blank lines as `///`), plus a deprecation note when there is no
    /// other text; nothing for no doc.
    /// A line longer than ``Translator/lineWidth`` (four columns in) is broken at spaces, as Markdown reads a
    /// paragraph's lines as one; code (in a fence or indented) and table rows keep their lines.
    public static func lines(_ doc: String?) -> [String] {
        guard let doc, !doc.allSatisfy(\.isWhitespace) else { return [] }
        var lines: [String] = []
        var inFence = false
        // Any line break ends a comment line: \n, \r\n (one Character in Swift), a lone \r, U+2028…
        for line in doc.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let text = line.trimmingTrailingWhitespace()
            let trimmed = text.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle() }
            let keeps = inFence || trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") || trimmed.hasPrefix("|")
                || text.count - trimmed.count >= 4
            lines += keeps || text.isEmpty ? [text.isEmpty ? "///" : "/// " + text] : wrapped(text)
        }
        while lines.last == "///" { lines.removeLast() }
        return lines
    }

    /// `/// text` broken at spaces into lines of at most ``Translator/lineWidth`` columns four columns in (a word
    /// longer than that, a URL, stays whole); a list item's lines after its first are indented under its text.
    static func wrapped(_ text: String) -> [String] {
        let width = Translator.lineWidth - 4 - "/// ".count
        guard text.count > width else { return ["/// " + text] }
        let indent = text.prefix { $0 == " " }
        let hanging = String(repeating: " ", count: indent.count + listMarkerWidth(text.dropFirst(indent.count)))
        var lines: [String] = []
        var current = String(indent)
        var empty = true
        for word in text.dropFirst(indent.count).split(separator: " ") {
            if !empty, current.count + 1 + word.count > width {
                lines.append(current)
                current = hanging + word
            } else {
                current += (empty ? "" : " ") + word
            }
            empty = false
        }
        lines.append(current)
        return lines.map { "/// " + $0 }
    }

    /// The width of the Markdown list marker `text` starts with and the space after it (`- `, `* `, `+ `, `12. `,
    /// `3) `), or 0.
    static func listMarkerWidth(_ text: Substring) -> Int {
        if let first = text.first, "-*+".contains(first), text.dropFirst().first == " " { return 2 }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let rest = text.dropFirst(digits.count)
        guard !digits.isEmpty, let marker = rest.first, ".)".contains(marker), rest.dropFirst().first == " " else {
            return 0
        }
        return digits.count + 2
    }
}

extension Substring {
    func trimmingTrailingWhitespace() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}
