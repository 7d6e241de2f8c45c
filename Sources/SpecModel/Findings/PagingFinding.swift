/// An endpoint's paging.
public enum PagingFinding: Hashable, Sendable {
}

extension PagingFinding {
    /// What it is about.
    public var subject: FindingSubject? {
        switch self {}
    }
}
