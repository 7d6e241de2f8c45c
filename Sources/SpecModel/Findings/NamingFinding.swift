/// A Swift name gen decides, and what it collides with.
public enum NamingFinding: Hashable, Sendable {
}

extension NamingFinding {
    /// What it is about.
    public var subject: FindingSubject? {
        switch self {}
    }
}
