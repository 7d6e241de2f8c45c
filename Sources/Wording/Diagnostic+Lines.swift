import SpecModel
import YAML

extension Diagnostic {
    /// The finding in words.
    public var message: String { finding.words }

    /// The diagnostic and its notes as printed, one line each: `path:line:col: error: message`, then
    /// `path:line:col: note: message` per note.
    public var lines: [String] {
        [line(suffix: "")] + notes.map { note in
            let head = "\(note.location): note: "
            return head + Self.oneLine(note.message, cutAt: max(Self.shortestCut, Self.longestLine - head.count))
        }
    }

    /// The diagnostic's own line, `suffix` after its message, and the class gen-import's findings count under in
    /// brackets (Docs/Import.md lists each by that name). A message too long for a line of ``longestLine``
    /// characters keeps its start and its end, with ` … ` between (values a message quotes are cut shorter where they
    /// are quoted).
    func line(suffix: String) -> String {
        let named = finding.isDocumentedClass ? " [\(finding.diagnosticClass)]" : ""
        let head = "\(location): \(severity.rawValue): "
        let room = max(Self.shortestCut, Self.longestLine - head.count - suffix.count - named.count)
        return head + Self.oneLine(message, cutAt: room) + suffix + named
    }

    /// The most characters a diagnostic's line holds (unless its path alone leaves less than ``shortestCut`` for the
    /// message).
    static let longestLine = 300
    /// The fewest characters of a message a line keeps.
    static let shortestCut = 120

    /// `message` on one line (a line break or tab is a space) and at most `limit` characters long.
    static func oneLine(_ message: String, cutAt limit: Int = longestLine) -> String {
        Quoted.oneLine(message, lineBreak: " ", cutAt: limit, gap: " … ")
    }

    /// The diagnostic as one JSON object: `file`, `line`, `column`, `kind`, `class`, `message`, `fix` (null when no
    /// option or overlay fixes it) and `notes` (each with its `file`, `line`, `column` and `message`).
    var json: String {
        func value(_ kind: Literal.Kind) -> Literal { Literal(kind, at: .start) }
        func object(_ pairs: [(String, Literal)]) -> Literal {
            value(.map(pairs.map { Literal.Entry(key: $0.0, keyMark: .start, value: $0.1) }))
        }
        func place(_ location: Location) -> [(String, Literal)] {
            [("file", value(.string(location.file))), ("line", value(.int(location.mark.line))),
             ("column", value(.int(location.mark.column)))]
        }
        let notes = notes.map { object(place($0.location) + [("message", value(.string($0.message)))]) }
        return JSONText.from(object(place(location) + [
            ("kind", value(.string(severity.rawValue))), ("class", value(.string(finding.diagnosticClass))),
            ("message", value(.string(message))), ("fix", value(finding.fix.map { .string($0) } ?? .null)),
            ("notes", value(.list(notes))),
        ]))
    }

    /// Diagnostics of one document and the files read with it (overlays: their marks say which) sorted by place, then
    /// by their words: gen-import's warnings as it prints them.
    public static func sortedByPlace(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { ($0.location.mark, $0.message) < ($1.location.mark, $1.message) }
    }

    /// Diagnostics sorted by file (in the order `files` lists them; others last) and position, then by their words.
    public static func sorted(_ diagnostics: [Diagnostic], files: [String]) -> [Diagnostic] {
        let order = Dictionary(files.enumerated().map { ($0.element, $0.offset) },
                               uniquingKeysWith: { first, _ in first })
        return diagnostics.sorted { lhs, rhs in
            let left = order[lhs.location.file] ?? Int.max, right = order[rhs.location.file] ?? Int.max
            if left != right { return left < right }
            if lhs.location.mark != rhs.location.mark { return lhs.location.mark < rhs.location.mark }
            return lhs.message < rhs.message
        }
    }
}

extension Diagnostic.Note {
    /// The note's finding in words.
    public var message: String { finding.words }
}
