import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The answer to ``NetworkingDelegate/networking(_:retry:failedWith:attempt:)``: whether a failed attempt is sent
/// again, when, and as what.
public enum RetryDecision: Sendable {
    /// Throw the error.
    case doNotRetry
    /// Send again after `delay` (none by default), as `request` when given — else as the failed attempt was
    /// built. The delegate's `prepare` runs again either way, so a refreshed token is picked up.
    case retry(after: Duration = .zero, request: URLRequest? = nil)
}
