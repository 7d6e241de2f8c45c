extension Translator {
    /// What goes between a type's name and the protocols it conforms to (`enum Name:{{inheritanceBreak}}…`): a space
    /// when `declaration`, the whole first line, fits in ``lineWidth``, else a line break and four columns.
    static func inheritanceBreak(_ declaration: String) -> String {
        declaration.utf8.count <= lineWidth ? " " : "\n    "
    }

    /// `statement`, `indent` columns in, as lines: one when it fits in ``lineWidth``, else two — broken after its
    /// first `(`, the rest four columns further in (`self.x = try container.decode(` / `LongType.self, forKey: "x")`).
    static func brokenAfterOpening(_ statement: String, indent: Int) -> [String] {
        guard indent + statement.utf8.count > lineWidth, let open = statement.firstIndex(of: "(") else {
            return [statement]
        }
        let head = statement[...open]
        return [String(head), "    " + statement[statement.index(after: open)...]]
    }
}
