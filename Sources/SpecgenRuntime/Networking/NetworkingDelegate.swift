import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Hooks into every request a ``Networker`` sends: extra headers, a last look at the `URLRequest` (auth tokens),
/// the raw response (logging, rewriting), retries (token refresh, `Retry-After`) and redirects to other origins.
///
/// Every method has a default implementation that changes nothing, so conform with only what you need.
/// The networker keeps the delegate it is given at init, as `URLSession` does.
/// Hooks run on no particular actor; hop to the main actor inside one if you need it.
public protocol NetworkingDelegate: AnyObject, Sendable {
    /// Header fields to add to every request. A request's own ``Request/headers`` win over these.
    func headers(for networking: any Networking) async -> [String: String]

    /// Returns the `URLRequest` to send, given the one the networker built (URL, method, headers, body).
    ///
    /// Called after ``headers(for:)`` were applied; a good place for auth tokens or a timeout.
    /// An error thrown here stops the request and reaches the caller unchanged.
    func networking(_ networking: any Networking, prepare request: URLRequest) async throws -> URLRequest

    /// Adds the credentials an endpoint takes (its ``Request/security``) to each attempt, before `prepare`. The
    /// default adds none; ``Authorizer`` adds the ones it holds.
    func networking(_ networking: any Networking, authorize request: URLRequest, security: [[String]]?) async throws
        -> URLRequest

    /// Sees every HTTP response (any status) before the networker checks the status and decodes; returns the
    /// response to use.
    ///
    /// Return `response` unchanged to only observe (logging). An error thrown here reaches the caller unchanged.
    func networking(
        _ networking: any Networking,
        didReceive response: HTTPResponse<Data>,
        for request: URLRequest
    ) async throws -> HTTPResponse<Data>

    /// Learns about a failed request (transport, status, decoding or cancellation) before the error is thrown —
    /// once per call, after any retries.
    func networking(_ networking: any Networking, didFail error: NetworkingError, for request: URLRequest) async

    /// Decides whether an attempt that failed is sent again: after a transport failure, an error status (401 →
    /// refresh the token; 429 or 503 → wait for `Retry-After`) or a body that did not decode. Not asked after
    /// cancellation.
    ///
    /// ``RetryPolicy`` answers for the common case. An error thrown here reaches the caller unchanged.
    /// - Parameters:
    ///   - networking: The networker that sent it.
    ///   - request: The request as sent (after `prepare`).
    ///   - error: Why the attempt failed.
    ///   - attempt: The number of the attempt that failed: 1 for the first.
    func networking(_ networking: any Networking, retry request: URLRequest, failedWith error: NetworkingError,
                    attempt: Int)
        async throws -> RetryDecision

    /// Decides what a redirect to another origin (scheme, host or port) may carry: the request's secrets — its
    /// `Authorization`, `Proxy-Authorization` and `Cookie` headers and every header this delegate added — are
    /// dropped unless it answers ``CrossOriginRedirect/keepSecrets``. A redirect within the origin keeps them
    /// without asking.
    /// - Parameters:
    ///   - networking: The networker that sent it.
    ///   - redirect: The request URLSession would send next (its URL is the new location).
    ///   - request: The request as first sent, secrets included.
    func networking(_ networking: any Networking, redirectingTo redirect: URLRequest, from request: URLRequest) async
        -> CrossOriginRedirect
}

extension NetworkingDelegate {
    /// No extra headers.
    public func headers(for networking: any Networking) async -> [String: String] { [:] }

    /// Returns `request` unchanged.
    public func networking(_ networking: any Networking, prepare request: URLRequest) async throws -> URLRequest {
        request
    }

    /// Adds nothing.
    public func networking(_ networking: any Networking, authorize request: URLRequest,
                           security: [[String]]?) async throws -> URLRequest {
        request
    }

    /// Returns `response` unchanged.
    public func networking(
        _ networking: any Networking,
        didReceive response: HTTPResponse<Data>,
        for request: URLRequest
    ) async throws -> HTTPResponse<Data> {
        response
    }

    /// Does nothing.
    public func networking(_ networking: any Networking, didFail error: NetworkingError,
                           for request: URLRequest) async {}

    /// ``RetryDecision/doNotRetry``.
    public func networking(_ networking: any Networking, retry request: URLRequest, failedWith error: NetworkingError,
                           attempt: Int)
        async throws -> RetryDecision {
        .doNotRetry
    }

    /// ``CrossOriginRedirect/dropSecrets``.
    public func networking(_ networking: any Networking, redirectingTo redirect: URLRequest,
                           from request: URLRequest) async
        -> CrossOriginRedirect {
        .dropSecrets
    }
}
