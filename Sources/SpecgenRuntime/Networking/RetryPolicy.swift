import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A ready-made answer to ``NetworkingDelegate/networking(_:retry:failedWith:attempt:)`` for the common case:
/// retry idempotent methods when the connection failed in a passing way or the server said 429 or 503,
/// honouring `Retry-After`, with exponential backoff and jitter, a few times at most. POST and PATCH are never
/// retried unless added to ``methods``.
///
/// ```swift
/// final class AppDelegate: NetworkingDelegate {
///     let retry = RetryPolicy()                      // or RetryPolicy(maxAttempts: 5)
///     func networking(_ networking: any Networking, retry request: URLRequest, failedWith error: NetworkingError,
///                     attempt: Int) async throws -> RetryDecision {
///         retry.decision(for: request, error: error, attempt: attempt)
///     }
/// }
/// ```
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included (3: the first and two retries).
    public var maxAttempts: Int
    /// The methods that may be sent again: the idempotent ones by default (`GET HEAD PUT DELETE`).
    public var methods: Set<HTTPMethod>
    /// Statuses worth another attempt: 429 (too many requests) and 503 (unavailable) by default.
    public var statuses: Set<Int>
    /// Transport failures worth another attempt: timeouts, lost and refused connections, no network, DNS.
    public var transportErrors: Set<URLError.Code>
    /// The wait before the first retry; each further retry waits twice as long.
    public var baseDelay: Duration
    /// The longest wait: backoff stops growing here, and a `Retry-After` asking for more is not waited for (the
    /// error is thrown, with the header in its response).
    public var maxDelay: Duration
    /// How much of each backoff wait is random, from 0 (none) to 1 (anywhere between zero and the full wait), so
    /// that many clients don't retry in step. A `Retry-After` wait is never shortened.
    public var jitter: Double

    /// A policy; the defaults suit most apps.
    public init(
        maxAttempts: Int = 3,
        methods: Set<HTTPMethod> = [.get, .head, .put, .delete],
        statuses: Set<Int> = [429, 503],
        transportErrors: Set<URLError.Code> = [
            .timedOut, .networkConnectionLost, .cannotConnectToHost, .notConnectedToInternet, .cannotFindHost,
            .dnsLookupFailed,
        ],
        baseDelay: Duration = .milliseconds(500),
        maxDelay: Duration = .seconds(30),
        jitter: Double = 0.5
    ) {
        self.maxAttempts = maxAttempts
        self.methods = methods
        self.statuses = statuses
        self.transportErrors = transportErrors
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.jitter = min(max(jitter, 0), 1)
    }

    /// Whether and when to send `request` again after `error` ended attempt number `attempt` (1 for the first).
    public func decision(for request: URLRequest, error: NetworkingError, attempt: Int) -> RetryDecision {
        var generator = SystemRandomNumberGenerator()
        return decision(for: request, error: error, attempt: attempt, using: &generator)
    }

    /// ``decision(for:error:attempt:)`` with the jitter drawn from `generator`.
    public func decision(
        for request: URLRequest, error: NetworkingError, attempt: Int, using generator: inout some RandomNumberGenerator
    ) -> RetryDecision {
        guard attempt < maxAttempts, let method = HTTPMethod(rawValue: request.httpMethod ?? "GET"),
              methods.contains(method) else { return .doNotRetry }
        switch error.reason {
        case .status(let code) where statuses.contains(code):
            if let header = error.response?.value(forHTTPHeaderField: "Retry-After"),
               let wait = RetryAfter.delay(header) {
                return wait <= maxDelay ? .retry(after: wait) : .doNotRetry
            }
        case .transport(let urlError) where transportErrors.contains(urlError.code):
            break
        default:
            return .doNotRetry
        }
        return .retry(after: backoff(attempt: attempt, using: &generator))
    }

    /// `baseDelay · 2^(attempt-1)`, at most `maxDelay`, less a random share of up to `jitter` of it.
    private func backoff(attempt: Int, using generator: inout some RandomNumberGenerator) -> Duration {
        let doubling = Double(1 << min(max(attempt - 1, 0), 30))
        let full = min(Self.seconds(baseDelay) * doubling, Self.seconds(maxDelay))
        let random = jitter > 0 ? Double.random(in: 0...jitter, using: &generator) : 0
        return .seconds(full * (1 - random))
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
