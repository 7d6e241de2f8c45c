/// A model's definition.
public enum ModelFinding: Hashable, Sendable {
}

extension ModelFinding {
    /// What it is about.
    public var subject: FindingSubject? {
        switch self {}
    }
}
