import YAML

/// A located finding: what gen (or gen-import) found, how bad it is, where, and the other places it involves. It holds
/// no words: a ``Finding`` is data, worded only where it is printed (the `Wording` target), so that no stage can act on
/// another's text.
public struct Diagnostic: Hashable, Sendable {
    /// How bad it is.
    public enum Severity: String, Hashable, Sendable {
        case error, warning
        /// Said for the record: what was inferred, and from what.
        case note
    }

    /// A second location and what it is ("first defined here").
    public struct Note: Hashable, Sendable {
        public var finding: Finding
        public var location: Location

        public init(_ finding: Finding, at location: Location) {
            self.finding = finding
            self.location = location
        }
    }

    public var severity: Severity
    public var finding: Finding
    public var location: Location
    public var notes: [Note]

    public init(_ severity: Severity = .error, _ finding: Finding, at location: Location, notes: [Note] = []) {
        self.severity = severity
        self.finding = finding
        self.location = location
        self.notes = notes
    }
}

/// A file (as the user named it) and a mark in it.
public struct Location: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var mark: Mark

    public init(file: String, mark: Mark) {
        self.file = file
        self.mark = mark
    }

    public var description: String { "\(file):\(mark.line):\(mark.column)" }
}
