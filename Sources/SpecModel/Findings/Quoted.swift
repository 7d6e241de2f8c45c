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
        oneLine(value, lineBreak: "⏎", cutAt: limit, gap: "…")
    }

    /// `text` on one line — a line break is `lineBreak`, a tab a space — and, when longer than `limit` characters,
    /// its start and its last third of `limit` with `gap` between: what a quoted value and a whole message are cut
    /// with.
    public static func oneLine(_ text: String, lineBreak: String, cutAt limit: Int, gap: String) -> String {
        var line = ""
        for character in text {
            if character.isNewline {
                line += lineBreak
            } else {
                line.append(character == "\t" ? " " : character)
            }
        }
        guard line.count > limit else { return line }
        let tail = limit / 3
        return String(line.prefix(limit - tail - gap.count)) + gap + String(line.suffix(tail))
    }
}
