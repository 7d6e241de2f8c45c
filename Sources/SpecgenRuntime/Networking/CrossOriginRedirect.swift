import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a redirect to another origin (another scheme, host or port) may carry: the delegate's answer to
/// ``NetworkingDelegate/networking(_:redirectingTo:from:)``.
///
/// A request's secrets are its `Authorization`, `Proxy-Authorization` and `Cookie` headers and every header the
/// delegate added or changed (``NetworkingDelegate/headers(for:)``, ``NetworkingDelegate/networking(_:prepare:)``).
/// A redirect within the origin always keeps them.
public enum CrossOriginRedirect: Sendable, Hashable {
    /// Follow without the secrets (the default): a token for one host never reaches another.
    case dropSecrets
    /// Follow with the secrets: only for a host you trust with them (your own CDN, say).
    case keepSecrets
    /// Don't follow: the redirect response itself is the answer (a `3xx` status error with its `Location`).
    case refuse
}

/// The origin of a URL: scheme, host and port, compared without regard to case and with default ports filled in.
struct Origin: Hashable {
    let scheme: String
    let host: String
    let port: Int?

    init?(_ url: URL?) {
        guard let url, let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
    }
}

/// What the networker needs to apply the redirect rule to one request.
struct RedirectRule: Sendable {
    /// The headers that count as secrets, with the values sent in the first request.
    let secrets: [String: String]
    /// The origin of the first request.
    let origin: Origin?
    /// Asks the delegate about a redirect to another origin.
    let decide: @Sendable (URLRequest) async -> CrossOriginRedirect

    /// The names that are secrets whatever their value.
    static let secretNames = ["Authorization", "Proxy-Authorization", "Cookie"]

    /// The rule for `sent`, the request as the delegate prepared it, given `built`, the request before the
    /// delegate's headers and `prepare`.
    init(sent: URLRequest, built: URLRequest, decide: @escaping @Sendable (URLRequest) async -> CrossOriginRedirect) {
        var secrets: [String: String] = [:]
        for (name, value) in sent.allHTTPHeaderFields ?? [:] {
            let isSecretName = Self.secretNames.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
            if isSecretName || built.value(forHTTPHeaderField: name) != value { secrets[name] = value }
        }
        self.secrets = secrets
        self.origin = Origin(sent.url)
        self.decide = decide
    }

    /// The request to send for a redirect to `next` (as URLSession made it), or nil to stop at the redirect.
    func apply(to next: URLRequest) async -> URLRequest? {
        if let origin, Origin(next.url) == origin { return with(next, secrets: true) }
        switch await decide(next) {
        case .dropSecrets: return with(next, secrets: false)
        case .keepSecrets: return with(next, secrets: true)
        case .refuse: return nil
        }
    }

    private func with(_ request: URLRequest, secrets keep: Bool) -> URLRequest {
        var request = request
        for name in Self.secretNames where !keep {
            request.setValue(nil, forHTTPHeaderField: name)
        }
        for (name, value) in secrets {
            request.setValue(keep ? value : nil, forHTTPHeaderField: name)
        }
        return request
    }
}
