import SpecModel

/// How a run's diagnostics are printed: one line per diagnostic and per note, then a summary line.
public enum DiagnosticReport {
    /// The printed lines of `diagnostics` (already sorted by file and position).
    public static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.flatMap(\.lines)
    }

    /// "2 errors in 1 spec", counting only errors.
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }
        let files = Set(errors.map(\.location.file)).count
        return "\(counted(errors.count, "error")) in \(counted(files, "spec"))"
    }
}
