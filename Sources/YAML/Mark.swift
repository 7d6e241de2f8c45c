/// A position in a source file: 1-based line and column, columns counted in Unicode characters
/// (code points), as libyaml counts them.
public struct Mark: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode code points.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first character of a file.
    public static let start = Mark(line: 1, column: 1)

    /// The same line, `count` characters to the right.
    public func advanced(by count: Int) -> Mark {
        Mark(line: line, column: column + count)
    }

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
