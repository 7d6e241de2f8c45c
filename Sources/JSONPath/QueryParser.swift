/// A recursive-descent parser for the RFC 9535 grammar (§2.1.1 and the ABNF of §2.3–2.5), over the query's
/// Unicode scalars so that error offsets count code points.
///
/// Whitespace (`S`: space, tab, line feed, carriage return) is accepted exactly where the grammar allows it:
/// between segments, inside brackets around selectors and commas, around operators, inside parentheses and
/// function argument lists — never before `$`, at the end of the query, after `.` or `..`, or between a
/// function's name and its `(`.
struct QueryParser {
    /// The query text.
    let scalars: [Unicode.Scalar]
    /// The index of the next scalar to read.
    var position = 0
    /// How many filters, parentheses and function calls enclose the current position.
    var nesting = 0
    /// Whether a member name after `.` may hold `-` after its first character.
    var hyphenatedNames = false
    /// Whether such a name was read.
    var tookHyphenatedName = false

    /// The deepest nesting of filters, parentheses and function calls accepted: the parser and the evaluator
    /// recurse once per level, so a hostile query must not exhaust the stack.
    static let maximumNesting = 100

    /// A parser positioned at the start of `text`.
    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The whole query: `$` followed by segments, with nothing after them.
    mutating func parseQuery() throws(JSONPathError) -> [Segment] {
        guard peek() == "$" else {
            if let first = peek(), Self.isWhitespace(first) { throw failure("a query must not start with whitespace") }
            throw failure("a JSONPath query starts with '$'")
        }
        position += 1
        let segments = try parseSegments()
        if let next = peek() {
            if Self.isWhitespace(next) { throw failure("a query must not end with whitespace") }
            throw failure("unexpected \(Self.describe(next)); expected '.', '..' or '[' to start a segment")
        }
        return segments
    }

    /// `*(S segment)`. Stops before whitespace that is not followed by a segment.
    mutating func parseSegments() throws(JSONPathError) -> [Segment] {
        var segments: [Segment] = []
        while true {
            let start = position
            skipWhitespace()
            switch peek() {
            case "[":
                segments.append(Segment(kind: .child, selectors: try parseBracketedSelection()))
            case "." where peek(1) == ".":
                position += 2
                segments.append(Segment(kind: .descendant, selectors: try parseDescendantSelectors()))
            case ".":
                position += 1
                segments.append(Segment(kind: .child, selectors: [try parseDotSelector(after: "'.'")]))
            default:
                position = start
                return segments
            }
        }
    }

    /// What follows `..`: a bracketed selection, `*` or a member name.
    private mutating func parseDescendantSelectors() throws(JSONPathError) -> [Selector] {
        if peek() == "[" { return try parseBracketedSelection() }
        return [try parseDotSelector(after: "'..'")]
    }

    /// What follows `.` (or `..`): `*` or a member name, with no whitespace before it.
    private mutating func parseDotSelector(after what: String) throws(JSONPathError) -> Selector {
        guard let next = peek() else { throw failure("expected a member name or '*' after \(what)") }
        if next == "*" {
            position += 1
            return .wildcard
        }
        guard Self.isNameFirst(next) else {
            if Self.isWhitespace(next) { throw failure("no whitespace is allowed after \(what)") }
            if next == "[" && what == "'.'" { throw failure("'.[' is not allowed; write '[' without the dot") }
            throw failure("expected a member name or '*' after \(what), found \(Self.describe(next)); "
                          + "quote other names: ['name']")
        }
        var name = String.UnicodeScalarView()
        while let scalar = peek() {
            if scalar == "-", hyphenatedNames, let after = peek(1), Self.isNameChar(after) {
                tookHyphenatedName = true
            } else if !Self.isNameChar(scalar) {
                break
            }
            name.append(scalar)
            position += 1
        }
        return .name(String(name))
    }

    /// `"[" S selector *(S "," S selector) S "]"`.
    private mutating func parseBracketedSelection() throws(JSONPathError) -> [Selector] {
        position += 1  // [
        var selectors: [Selector] = []
        while true {
            skipWhitespace()
            selectors.append(try parseSelector())
            skipWhitespace()
            switch peek() {
            case ",":
                position += 1
            case "]":
                position += 1
                return selectors
            case nil:
                throw failure("expected ']' to close the bracketed selection")
            case let next?:
                throw failure("unexpected \(Self.describe(next)); expected ',' or ']' after a selector")
            }
        }
    }

    /// One selector inside brackets: a quoted name, `*`, an index, a slice or a filter.
    private mutating func parseSelector() throws(JSONPathError) -> Selector {
        switch peek() {
        case "'", "\"":
            return .name(try parseStringLiteral())
        case "*":
            position += 1
            return .wildcard
        case "?":
            position += 1
            skipWhitespace()
            return .filter(try parseLogicalExpression())
        case ":":
            return try parseSlice(start: nil)
        case let next? where next == "-" || Self.isDigit(next):
            let index = try parseIndex()
            let afterIndex = position
            skipWhitespace()
            if peek() == ":" { return try parseSlice(start: index) }
            position = afterIndex
            return .index(index)
        case nil:
            throw failure("expected a selector and ']'")
        case "]":
            throw failure("empty brackets; expected a selector (a quoted name, '*', an index, a slice or '?filter')")
        case let next?:
            if next == "@" || next == "$" {
                throw failure("a query inside brackets must be in a filter: '[?\(next)…]'")
            }
            throw failure(
                "unexpected \(Self.describe(next)); expected a quoted name, '*', an index, a slice or '?filter'")
        }
    }

    /// The rest of a slice once its start (if any) is read: `":" S [end S] [":" [S step]]`.
    private mutating func parseSlice(start: Int?) throws(JSONPathError) -> Selector {
        position += 1  // :
        skipWhitespace()
        var slice = Selector.Slice(start: start)
        if let next = peek(), next == "-" || Self.isDigit(next) {
            slice.end = try parseIndex()
        }
        let afterEnd = position
        skipWhitespace()
        guard peek() == ":" else {
            position = afterEnd
            return .slice(slice)
        }
        position += 1
        let afterColon = position
        skipWhitespace()
        if let next = peek(), next == "-" || Self.isDigit(next) {
            slice.step = try parseIndex()
        } else {
            position = afterColon
        }
        return .slice(slice)
    }

    // MARK: Reading

    /// The scalar `ahead` places after the current one, nil past the end.
    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    /// True when the text at the current position starts with `text`.
    func looksAt(_ text: String) -> Bool {
        var index = position
        for scalar in text.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    /// Skips `S`: spaces, tabs, line feeds and carriage returns.
    mutating func skipWhitespace() {
        while let scalar = peek(), Self.isWhitespace(scalar) { position += 1 }
    }

    /// An error at `offset` (the current position by default).
    func failure(_ message: String, at offset: Int? = nil) -> JSONPathError {
        JSONPathError(message, at: offset ?? position)
    }

    /// `B` of the grammar.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    /// `DIGIT`.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// `name-first`: ALPHA, `_` or any non-ASCII scalar.
    static func isNameFirst(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar.value >= 0x80
    }

    /// `name-char`: `name-first` or DIGIT.
    static func isNameChar(_ scalar: Unicode.Scalar) -> Bool {
        isNameFirst(scalar) || isDigit(scalar)
    }

    /// A scalar for messages: `'x'`, or its code point when it is invisible.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar == " " {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(scalar)'"
    }
}
