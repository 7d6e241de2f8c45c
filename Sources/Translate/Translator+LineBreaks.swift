extension Translator {
    /// What goes between a type's name and the protocols it conforms to (`enum Name:{{inheritanceBreak}}…`): a space
    /// when `declaration`, the whole first line, fits in ``lineWidth``, else a line break and four columns.
    static func inheritanceBreak(_ declaration: String) -> String {
        declaration.utf8.count <= lineWidth ? " " : "\n    "
    }

    /// `statement`, `indent` columns in, as lines: one when it fits in ``lineWidth``, else broken after its first
    /// `(`, the rest four columns further in (`self.x = try container.decode(` / `LongType.self, forKey: "x")`), and
    /// when that rest is still too long, a default after ` ?? ` on a line of its own.
    static func brokenAfterOpening(_ statement: String, indent: Int) -> [String] {
        guard indent + statement.utf8.count > lineWidth, let open = statement.firstIndex(of: "(") else {
            return [statement]
        }
        let rest = "    " + statement[statement.index(after: open)...]
        guard indent + rest.utf8.count > lineWidth, let fallback = rest.range(of: " ?? ") else {
            return [String(statement[...open]), rest]
        }
        return [String(statement[...open]), String(rest[..<fallback.lowerBound]),
                "    ?? " + rest[fallback.upperBound...]]
    }
}
