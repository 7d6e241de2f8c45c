/// A position in a source file: 1-based line and column, columns counted in Unicode characters
/// (code points), as libyaml counts them.
public struct Mark: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode code points.
    public var column: Int
    /// Which of the files read together the position is in: 0 for the first (a document), 1… for the files whose
    /// values were merged into its tree (overlays), in order.
    public var document: Int

    public init(line: Int, column: Int, document: Int = 0) {
        self.line = line
        self.column = column
        self.document = document
    }

    /// The first character of a file.
    public static let start = Mark(line: 1, column: 1)

    /// The same line, `count` characters to the right.
    public func advanced(by count: Int) -> Mark {
        Mark(line: line, column: column + count, document: document)
    }

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.document, lhs.line, lhs.column) < (rhs.document, rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
