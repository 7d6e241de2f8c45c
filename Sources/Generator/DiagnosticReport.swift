import Wording
import SpecModel

/// The summary line under a run's diagnostics.
public enum DiagnosticReport {
    /// "2 errors in 1 spec", counting only errors.
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }
        let files = Set(errors.map(\.location.file)).count
        return "\(counted(errors.count, "error")) in \(counted(files, "spec"))"
    }
}
