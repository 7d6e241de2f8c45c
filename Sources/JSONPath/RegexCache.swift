import Foundation

/// `match()` and `search()` patterns compiled once per evaluation: a filter runs its regular expression for
/// every node it tests, usually with the same pattern.
final class RegexCache {
    /// Compiled patterns by I-Regexp text and anchoring; nil for a pattern that is not a valid I-Regexp.
    private var compiled: [Key: NSRegularExpression?] = [:]

    private struct Key: Hashable {
        var pattern: String
        var wholeString: Bool
    }

    /// Whether `text` matches the I-Regexp `pattern` — entirely (`match()`) or somewhere (`search()`). An invalid
    /// pattern matches nothing (RFC 9535 §2.4.6–2.4.7: the result is LogicalFalse, not an error).
    func matches(_ text: String, pattern: String, wholeString: Bool) -> Bool {
        let key = Key(pattern: pattern, wholeString: wholeString)
        let expression: NSRegularExpression?
        if let cached = compiled[key] {
            expression = cached
        } else {
            expression = IRegexp.icuPattern(pattern).flatMap { translated in
                try? NSRegularExpression(pattern: wholeString ? "\\A(?:\(translated))\\z" : translated)
            }
            compiled[key] = .some(expression)
        }
        guard let expression else { return false }
        let range = NSRange(location: 0, length: text.utf16.count)
        return expression.firstMatch(in: text, options: [], range: range) != nil
    }
}
