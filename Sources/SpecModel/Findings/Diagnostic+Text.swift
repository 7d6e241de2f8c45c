/// Diagnostics made from words, while the diagnostics move to kinds (``Finding``). Goes when no caller is left.
extension Diagnostic {
    public init(_ severity: Severity = .error, _ message: String, at location: Location, notes: [Note] = []) {
        self.init(severity, .text(message), at: location, notes: notes)
    }
}

extension Diagnostic.Note {
    public init(_ message: String, at location: Location) {
        self.init(.text(message), at: location)
    }
}
