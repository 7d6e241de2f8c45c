import YAML

/// Collects the diagnostics of one file.
struct DiagnosticCollector {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    mutating func error(_ finding: Finding, at mark: Mark, note: (finding: Finding, mark: Mark)? = nil) {
        var diagnostic = Diagnostic(.error, finding, at: Location(file: file, mark: mark))
        if let note {
            diagnostic.notes = [Diagnostic.Note(note.finding, at: Location(file: file, mark: note.mark))]
        }
        diagnostics.append(diagnostic)
    }

    /// Diagnostics another collector of the same file found (a part of the file parsed on another core).
    mutating func append(contentsOf found: [Diagnostic]) {
        diagnostics += found
    }
}
