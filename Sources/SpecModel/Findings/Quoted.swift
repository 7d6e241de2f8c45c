/// A value from a document or spec as a message quotes it: in single quotes, on one line (a line break or tab is
/// `⏎` or a space), and at most ``Quoted/limit`` characters long — a longer one keeps its start and its end, with
/// `…` between, so that a diagnostic stays one short line whatever the document holds.
public func quoted(_ value: String) -> String {
    "'" + Quoted.oneLine(value) + "'"
}

/// How ``quoted(_:)`` shortens a value.
public enum Quoted {
    /// The most characters a quoted value keeps.
    public static let limit = 80

    /// `value` on one line, and cut to ``limit`` characters.
    public static func oneLine(_ value: String) -> String {
        var text = ""
        for character in value {
            switch character {
            case "\n", "\r\n", "\r": text.append("⏎")
            case "\t": text.append(" ")
            default: text.append(character)
            }
        }
        guard text.count > limit else { return text }
        let tail = limit / 3
        return String(text.prefix(limit - tail - 1)) + "…" + String(text.suffix(tail))
    }
}
