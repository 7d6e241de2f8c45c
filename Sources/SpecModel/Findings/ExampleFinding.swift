/// An endpoint's example, checked against its response.
public enum ExampleFinding: Hashable, Sendable {
}

extension ExampleFinding {
    /// What it is about.
    public var subject: FindingSubject? {
        switch self {}
    }
}
