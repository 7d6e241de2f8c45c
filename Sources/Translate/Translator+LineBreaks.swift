extension Translator {
    /// The most columns a generated line takes where gen decides where it breaks (an editor's usual width).
    static let lineWidth = 120

    /// Whether `line`, `indent` columns in, is within ``lineWidth`` (counted in bytes, as wide as it can be).
    static func fits(_ line: String, at indent: Int) -> Bool {
        indent + line.utf8.count <= lineWidth
    }

    /// What goes between a type's name and the protocols it conforms to (`enum Name:{{inheritanceBreak}}…`): a space
    /// when `declaration`, the whole first line, fits in ``lineWidth``, else a line break and four columns.
    static func inheritanceBreak(_ declaration: String) -> String {
        fits(declaration, at: 0) ? " " : "\n    "
    }

    /// `statement`, `indent` columns in, as lines: one when it fits in ``lineWidth``, else broken after its first
    /// `(`, the rest four columns further in (`self.x = try container.decode(` / `LongType.self, forKey: "x")`), and
    /// when that rest is still too long, a default after ` ?? ` on a line of its own.
    static func brokenAfterOpening(_ statement: String, indent: Int) -> [String] {
        guard !fits(statement, at: indent), let open = statement.firstIndex(of: "(") else {
            return [statement]
        }
        let rest = "    " + statement[statement.index(after: open)...]
        guard !fits(rest, at: indent), let fallback = rest.range(of: " ?? ") else {
            return [String(statement[...open]), rest]
        }
        return [String(statement[...open]), String(rest[..<fallback.lowerBound]),
                "    ?? " + rest[fallback.upperBound...]]
    }

    /// `words` (none of them holding a line break) filled into lines `indent` columns in, separated by spaces: the
    /// first line starts with `first`, each further one with `next`, and a line takes a word more as long as it
    /// still fits (a word wider than a line stands alone).
    static func filled(_ words: [String], first: String, next: String, indent: Int) -> [String] {
        var lines: [String] = []
        var line = first
        var prefix = first
        for word in words {
            if line == prefix {
                line += word
            } else if fits(line + " " + word, at: indent) {
                line += " " + word
            } else {
                lines.append(line)
                prefix = next
                line = next + word
            }
        }
        return lines + [line]
    }

    /// A call, `indent` columns in: `head` (which ends with the call's `(`), the `arguments` separated by `, `, then
    /// `tail` — on one line when it fits, else `head` alone and the arguments filled into lines four columns further
    /// in (`let response = try await self.networking.send(ListRequest(` / `    limit: self.limit, cursor: cursor))`).
    static func call(_ head: String, _ arguments: [String], tail: String, indent: Int) -> [String] {
        let line = head + arguments.joined(separator: ", ") + tail
        guard !fits(line, at: indent), let last = arguments.last else { return [line] }
        let words = arguments.dropLast().map { $0 + "," } + [last + tail]
        return [head] + filled(words, first: "    ", next: "    ", indent: indent)
    }

    /// A switch case, `indent` columns in: `label statement` on one line when it fits, else the statement on a line
    /// of its own four columns further in; `continuation` (`.map(Error.notFound)`) follows the statement, on a line
    /// of its own four columns further still when the statement's line can't hold it.
    static func switchCase(_ label: String, _ statement: String, continuation: String = "", indent: Int) -> [String] {
        let whole = statement + continuation
        if fits(label + " " + whole, at: indent) { return [label + " " + whole] }
        if continuation.isEmpty || fits("    " + whole, at: indent) { return [label, "    " + whole] }
        return [label, "    " + statement, "        " + continuation]
    }
}
