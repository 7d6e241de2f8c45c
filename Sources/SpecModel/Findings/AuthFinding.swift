/// Credential schemes and security requirements. `endpoint` is the endpoint whose own `security:` it is about; nil for
/// a file's `security:`.
public enum AuthFinding: Hashable, Sendable {
    /// `auth:` in a file without `service:`.
    case authWithoutService
    /// A scheme two files of a service give, differently.
    case schemeGivenTwice(String)
    /// A scheme named twice in one alternative of `security:`.
    case schemeTwiceInAlternative(String, endpoint: String?)
    /// A scheme in `security:` the service doesn't declare, with the one it is nearest to, if any.
    case unknownScheme(String, endpoint: String?, serviceDeclaresNone: Bool, suggestion: String?)
}

extension AuthFinding {
    /// What it is about: the endpoint whose `security:` it is in; nil for a file's `auth:` or `security:`.
    public var subject: FindingSubject? {
        switch self {
        case .authWithoutService, .schemeGivenTwice: nil
        case .schemeTwiceInAlternative(_, let endpoint), .unknownScheme(_, let endpoint, _, _):
            endpoint.map { .endpoint($0) }
        }
    }
}
