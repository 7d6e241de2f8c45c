import SpecModel
import Wording

/// Checks that diagnostics point into the files they are about: one of the spec's files, a line of its text and a
/// column of that line (1-based, in Unicode code points; one past the end of a line is where a missing value goes).
struct DiagnosticLocations {
    /// Each file's lines' lengths, in Unicode code points.
    private var lineLengths: [String: [Int]] = [:]

    init(files: [(path: String, text: String)]) {
        for file in files {
            lineLengths[file.path] = file.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.unicodeScalars.count }
        }
    }

    /// Every location of `diagnostics` (and of their notes) that is not in the texts, described.
    func problems(in diagnostics: [Diagnostic]) -> [String] {
        diagnostics.flatMap { diagnostic in
            let printed = diagnostic.lines.joined(separator: " | ")
            return ([diagnostic.location] + diagnostic.notes.map(\.location)).compactMap { location in
                problem(with: location).map { "\($0): \(printed)" }
            }
        }
    }

    private func problem(with location: Location) -> String? {
        guard let lengths = lineLengths[location.file] else {
            return "located in '\(location.file)', not in the spec's files"
        }
        let (line, column) = (location.mark.line, location.mark.column)
        guard line >= 1, line <= lengths.count else {
            return "line \(line) is not in the text's \(lengths.count) lines"
        }
        guard column >= 1, column <= lengths[line - 1] + 1 else {
            return "column \(column) is not in line \(line) (\(lengths[line - 1]) characters)"
        }
        return nil
    }
}
