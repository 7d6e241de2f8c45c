/// A union's members and tags.
public enum UnionFinding: Hashable, Sendable {
}

extension UnionFinding {
    /// What it is about.
    public var subject: FindingSubject? {
        switch self {}
    }
}
