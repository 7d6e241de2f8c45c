/// A type name that names nothing, or the wrong kind of model.
public enum TypeFinding: Hashable, Sendable {
}

extension TypeFinding {
    /// What it is about.
    public var subject: FindingSubject? {
        switch self {}
    }
}
