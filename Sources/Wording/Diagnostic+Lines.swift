import SpecModel

extension Diagnostic {
    /// The finding in words.
    public var message: String { finding.words }

    /// The diagnostic and its notes as printed, one line each: `path:line:col: error: message`, then
    /// `path:line:col: note: message` per note.
    public var lines: [String] {
        ["\(location): \(severity.rawValue): \(message)"] + notes.map { "\($0.location): note: \($0.message)" }
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
