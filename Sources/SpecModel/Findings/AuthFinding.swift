/// Credential schemes and security requirements.
public enum AuthFinding: Hashable, Sendable {
}

extension AuthFinding {
    /// What it is about.
    public var subject: FindingSubject? {
        switch self {}
    }
}
