/// Doc comment lines for a spec's `doc:` text.
public enum DocComment {
    /// `/// line` for each line of `doc` (blank lines as `///`), plus a deprecation note when there is no
    /// other text; nothing for no doc.
    public static func lines(_ doc: String?) -> [String] {
        guard let doc, !doc.allSatisfy(\.isWhitespace) else { return [] }
        // Any line break ends a comment line: \n, \r\n (one Character in Swift), a lone \r, U+2028…
        var lines = doc.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line -> String in
            let text = line.trimmingTrailingWhitespace()
            return text.isEmpty ? "///" : "/// " + text
        }
        while lines.last == "///" { lines.removeLast() }
        return lines
    }
}

extension Substring {
    func trimmingTrailingWhitespace() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}
