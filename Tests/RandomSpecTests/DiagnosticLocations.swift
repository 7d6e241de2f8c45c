import SpecModel

/// Checks that diagnostics point into the spec they are about: its file, a line of its text and a column of
/// that line (1-based, in Unicode code points; one past the end of a line is where a missing value goes).
struct DiagnosticLocations {
    var file: String
    /// The text's lines, in Unicode code points.
    private var lineLengths: [Int]

    init(file: String, text: String) {
        self.file = file
        lineLengths = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.unicodeScalars.count }
    }

    /// Every location of `diagnostics` (and of their notes) that is not in the text, described.
    func problems(in diagnostics: [Diagnostic]) -> [String] {
        diagnostics.flatMap { diagnostic in
            let printed = diagnostic.lines.joined(separator: " | ")
            return ([diagnostic.location] + diagnostic.notes.map(\.location)).compactMap { location in
                problem(with: location).map { "\($0): \(printed)" }
            }
        }
    }

    private func problem(with location: Location) -> String? {
        if location.file != file { return "located in '\(location.file)', not in '\(file)'" }
        let (line, column) = (location.mark.line, location.mark.column)
        guard line >= 1, line <= lineLengths.count else { return "line \(line) is not in the text's \(lineLengths.count) lines" }
        guard column >= 1, column <= lineLengths[line - 1] + 1 else {
            return "column \(column) is not in line \(line) (\(lineLengths[line - 1]) characters)"
        }
        return nil
    }
}
