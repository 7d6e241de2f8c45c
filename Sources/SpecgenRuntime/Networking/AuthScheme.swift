import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A way an API takes a credential: the spec's `auth:` entries (OpenAPI's `securitySchemes`).
public enum AuthScheme: Sendable, Hashable {
    /// An API key in this header.
    case header(String)
    /// An API key in this query parameter.
    case query(String)
    /// A token in `Authorization: Bearer <token>` (also OAuth 2 and OpenID Connect access tokens).
    case bearer
    /// A user and password in `Authorization: Basic <base64(user:password)>`.
    case basic

    /// `request` with `credential` added as this scheme says (a credential of the other kind is not added).
    func apply(_ credential: Credential, to request: inout URLRequest) {
        switch (self, credential) {
        case (.header(let name), .secret(let value)):
            request.setValue(value, forHTTPHeaderField: name)
        case (.bearer, .secret(let token)):
            request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization")
        case (.basic, .login(let user, let password)):
            request.setValue("Basic " + Data("\(user):\(password)".utf8).base64EncodedString(),
                             forHTTPHeaderField: "Authorization")
        case (.query(let name), .secret(let value)):
            guard let url = request.url, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
                return
            }
            let item = PercentEncoding.encode(name) + "=" + PercentEncoding.encode(value)
            components.percentEncodedQuery = components.percentEncodedQuery.map { $0.isEmpty ? item : $0 + "&" + item }
                ?? item
            if let changed = components.url { request.url = changed }
        default:
            return
        }
    }
}

/// A credential an ``Authorizer`` holds for a scheme: a secret (an API key, a token) or a user and password.
public enum Credential: Sendable, Hashable {
    /// An API key or a token.
    case secret(String)
    /// A user and password (``AuthScheme/basic``).
    case login(user: String, password: String)
}
