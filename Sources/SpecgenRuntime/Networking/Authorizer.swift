import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Adds the credentials each request takes: a ``NetworkingDelegate`` that knows an API's ``AuthScheme``s by name and
/// holds a ``Credential`` for some of them. For a request whose ``Request/security`` lists alternatives, it applies the
/// first alternative it has every credential of (a request that takes none, or doesn't say, gets none).
///
/// Generated code makes one for each service that declares `auth:` (`ShopCredentials(key: "…").authorizer()`):
///
/// ```swift
/// let networker = Networker(baseURL: Shop.baseURL, delegate: ShopCredentials(token: "t0").authorizer())
/// ```
///
/// With `refresh`, a request refused with 401 after a bearer token was added gets a new token and is sent once more;
/// many requests refused with the same token cause one refresh. Every other hook goes to `next`.
public final class Authorizer: NetworkingDelegate {
    /// Gets a new credential for `scheme` to replace `stale` (an OAuth 2 or OpenID Connect token).
    public typealias Refresh = @Sendable (_ scheme: String, _ stale: Credential) async throws -> Credential

    /// The schemes, by the names requests use.
    public let schemes: [String: AuthScheme]
    private let credentials: Locked<[String: Credential]>
    private let refreshing = Locked([String: Task<Credential, any Error>]())
    private let refresh: Refresh?
    private let next: (any NetworkingDelegate)?

    /// An authorizer for `schemes` holding `credentials` (by scheme name); `next` gets every other hook.
    public init(schemes: [String: AuthScheme], credentials: [String: Credential], refresh: Refresh? = nil,
                next: (any NetworkingDelegate)? = nil) {
        self.schemes = schemes
        self.credentials = Locked(credentials.filter { schemes[$0.key] != nil })
        self.refresh = refresh
        self.next = next
    }

    /// The credential held for `scheme`.
    public func credential(for scheme: String) -> Credential? {
        credentials.withLock { $0[scheme] }
    }

    /// Holds `credential` for `scheme` from the next request on (nil: none).
    public func set(_ credential: Credential?, for scheme: String) {
        credentials.withLock { $0[scheme] = credential }
    }

    /// Applies the first alternative of `security` it holds every credential of.
    public func networking(_ networking: any Networking, authorize request: URLRequest,
                           security: [[String]]?) async throws -> URLRequest {
        let held = credentials.withLock { $0 }
        guard let security,
              let chosen = security.first(
                  where: { alternative in alternative.allSatisfy { held[$0] != nil && schemes[$0] != nil } })
        else { return try await next?.networking(networking, authorize: request, security: security) ?? request }
        var request = request
        for name in chosen {
            if let scheme = schemes[name], let credential = held[name] { scheme.apply(credential, to: &request) }
        }
        return request
    }

    /// On a 401 for a request that carried a bearer credential of a scheme it can refresh: a new credential (one
    /// refresh for many requests refused with the same one) and the request once more. Else `next` decides.
    public func networking(_ networking: any Networking, retry request: URLRequest, failedWith error: NetworkingError,
                           attempt: Int)
        async throws -> RetryDecision {
        if error.statusCode == 401, attempt == 1, let refresh,
           let (scheme, stale) = bearer(sentIn: request) {
            _ = try await refreshed(scheme, replacing: stale, with: refresh)
            return .retry()
        }
        return try await next?.networking(networking, retry: request, failedWith: error, attempt: attempt)
               ?? .doNotRetry
    }

    /// The bearer scheme and credential whose token `request` carries.
    private func bearer(sentIn request: URLRequest) -> (String, Credential)? {
        guard let header = request.value(forHTTPHeaderField: "Authorization") else { return nil }
        return credentials.withLock { held in
            held.first { name, credential in
                guard schemes[name] == .bearer, case .secret(let token) = credential else { return false }
                return header == "Bearer " + token
            }.map { ($0.key, $0.value) }
        }
    }

    /// A credential newer than `stale`: the one another request already got, the one being fetched, or a new one.
    private func refreshed(_ scheme: String, replacing stale: Credential, with refresh: @escaping Refresh) async throws
        -> Credential {
        let task: Task<Credential, any Error> = credentials.withLock { held in
            refreshing.withLock { tasks in
                if let current = held[scheme], current != stale { return Task { current } }
                if let running = tasks[scheme] { return running }
                let task = Task { [credentials, refreshing] in
                    defer { refreshing.withLock { $0[scheme] = nil } }
                    let fresh = try await refresh(scheme, stale)
                    credentials.withLock { $0[scheme] = fresh }
                    return fresh
                }
                tasks[scheme] = task
                return task
            }
        }
        return try await task.value
    }

    /// `next`'s headers.
    public func headers(for networking: any Networking) async -> [String: String] {
        await next?.headers(for: networking) ?? [:]
    }

    /// `next`'s preparation.
    public func networking(_ networking: any Networking, prepare request: URLRequest) async throws -> URLRequest {
        try await next?.networking(networking, prepare: request) ?? request
    }

    /// `next`'s look at the response.
    public func networking(_ networking: any Networking, didReceive response: HTTPResponse<Data>,
                           for request: URLRequest)
        async throws -> HTTPResponse<Data> {
        try await next?.networking(networking, didReceive: response, for: request) ?? response
    }

    /// Tells `next`.
    public func networking(_ networking: any Networking, didFail error: NetworkingError,
                           for request: URLRequest) async {
        await next?.networking(networking, didFail: error, for: request)
    }

    /// `next`'s answer; without one, the credentials don't follow a redirect to another origin.
    public func networking(_ networking: any Networking, redirectingTo redirect: URLRequest,
                           from request: URLRequest) async
        -> CrossOriginRedirect {
        await next?.networking(networking, redirectingTo: redirect, from: request) ?? .dropSecrets
    }
}
