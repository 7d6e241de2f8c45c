import YAML

/// A located problem in a spec file, printed as `path:line:col: error: message`, followed by its notes
/// (`path:line:col: note: message`).
public struct Diagnostic: Hashable, Sendable {
    /// How bad it is.
    public enum Severity: String, Hashable, Sendable {
        case error, warning
        /// Said for the record: what was inferred, and from what.
        case note
    }

    /// A second location and what it is ("first defined here").
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: Location

        public init(_ message: String, at location: Location) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var message: String
    public var location: Location
    public var notes: [Note]

    public init(_ severity: Severity = .error, _ message: String, at location: Location, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// The diagnostic and its notes as printed, one line each.
    public var lines: [String] {
        ["\(location): \(severity.rawValue): \(message)"] + notes.map { "\($0.location): note: \($0.message)" }
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
