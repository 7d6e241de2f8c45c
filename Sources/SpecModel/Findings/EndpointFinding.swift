/// An endpoint's parameters, body, responses and errors.
public enum EndpointFinding: Hashable, Sendable {
}

extension EndpointFinding {
    /// What it is about.
    public var subject: FindingSubject? {
        switch self {}
    }
}
