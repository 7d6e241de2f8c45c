/// A default or const value checked against its type.
public enum ValueFinding: Hashable, Sendable {
}

extension ValueFinding {
    /// What it is about.
    public var subject: FindingSubject? {
        switch self {}
    }
}
