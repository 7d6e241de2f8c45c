import SpecModel

/// How gen and gen-import print diagnostics: one line each (`path:line:col: kind: message`, a note that points at
/// another place a line of its own), at most one per place and class, and — unless verbose — the same words at many
/// places once, at the first, with how many more there are. Or, for editors and CI, one JSON object per diagnostic.
public struct DiagnosticListing: Sendable {
    /// The printed form.
    public enum Format: String, CaseIterable, Sendable {
        /// Lines a person reads.
        case text
        /// One JSON object per line: file, line, column, kind, class, message, fix (and notes).
        case json
    }

    public var format: Format
    /// Every diagnostic on a line of its own, none folded.
    public var verbose: Bool

    public init(format: Format = .text, verbose: Bool = false) {
        self.format = format
        self.verbose = verbose
    }

    /// The lines that print `diagnostics`, in the order given.
    public func lines(_ diagnostics: [Diagnostic]) -> [String] {
        let kept = Self.onePerPlaceAndClass(diagnostics)
        if format == .json { return kept.map(\.json) }
        guard !verbose else { return kept.flatMap(\.lines) }
        var counts: [FoldKey: Int] = [:]
        for diagnostic in kept { counts[FoldKey(diagnostic), default: 0] += 1 }
        var said: Set<FoldKey> = []
        var lines: [String] = []
        for diagnostic in kept {
            let key = FoldKey(diagnostic)
            guard said.insert(key).inserted else { continue }
            let more = counts[key, default: 1] - 1
            guard more > 0 else {
                lines += diagnostic.lines
                continue
            }
            lines.append(diagnostic.line(suffix: " (and \(more) more like it; --verbose lists them)"))
        }
        return lines
    }

    /// Per class, most first: `314 × a GET or HEAD request with a body — left out`, and what the class costs
    /// (`costs`, by class: the operations it approximates and skips) and how to fix it. Errors are not summed up (they
    /// stop the run, and each is printed); nor is anything in JSON.
    public func summary(_ diagnostics: [Diagnostic], costs: [String: ClassCost] = [:]) -> [String] {
        guard format == .text else { return [] }
        var counts: [String: (count: Int, first: Diagnostic)] = [:]
        var order: [String] = []
        for diagnostic in Self.onePerPlaceAndClass(diagnostics) where diagnostic.severity != .error {
            let name = diagnostic.finding.diagnosticClass
            if counts[name] == nil { order.append(name) }
            counts[name, default: (0, diagnostic)].count += 1
        }
        let sorted = order.enumerated().sorted {
            (counts[$1.element]!.count, $0.offset) < (counts[$0.element]!.count, $1.offset)
        }.map(\.element)
        return sorted.map { name in
            let (count, first) = counts[name]!
            var line = "\(count) × \(first.finding.classSummary)"
            if let cost = costs[name], cost.approximated + cost.skipped > 0 {
                let parts = [cost.approximated > 0 ? "\(cost.approximated) approximated" : nil,
                             cost.skipped > 0 ? "\(cost.skipped) skipped" : nil].compactMap { $0 }
                line += " (operations: " + parts.joined(separator: ", ") + ")"
            }
            if first.finding.isDocumentedClass { line += " [\(name)]" }
            return line
        }
    }

    /// What folds diagnostics together: the same kind and the same words.
    private struct FoldKey: Hashable {
        var severity: Diagnostic.Severity
        var message: String

        init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity
            message = diagnostic.message
        }
    }

    /// `diagnostics` without a second one of the same class at the same place (the first is kept).
    static func onePerPlaceAndClass(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Key: Hashable {
            var location: Location
            var severity: Diagnostic.Severity
            var name: String
        }
        var seen: Set<Key> = []
        return diagnostics.filter {
            seen.insert(Key(location: $0.location, severity: $0.severity, name: $0.finding.diagnosticClass)).inserted
        }
    }
}
