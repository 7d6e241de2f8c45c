import Foundation

/// A value received over HTTP together with the response's status code, headers and URL.
///
/// ``Networking/response(for:)`` returns one; mocks build one with `HTTPResponse(value: …)`.
public struct HTTPResponse<Value> {
    /// The decoded value (or the raw body, for `HTTPResponse<Data>`).
    public var value: Value
    /// The HTTP status code, e.g. `200`.
    public var statusCode: Int
    /// The response header fields as received. Look names up with ``value(forHTTPHeaderField:)``, which ignores case.
    public var headers: [String: String]
    /// The URL the response came from (after redirects), when known.
    public var url: URL?

    /// Creates a response; the defaults suit mocks (`200`, no headers, no URL).
    public init(value: Value, statusCode: Int = 200, headers: [String: String] = [:], url: URL? = nil) {
        self.value = value
        self.statusCode = statusCode
        self.headers = headers
        self.url = url
    }

    /// The value of a header field, looked up without regard to case (`link` finds `Link`).
    public func value(forHTTPHeaderField name: String) -> String? {
        if let exact = headers[name] { return exact }
        return headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The same status, headers and URL with a transformed value.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> HTTPResponse<T> {
        HTTPResponse<T>(value: try transform(value), statusCode: statusCode, headers: headers, url: url)
    }

    /// The URL of the `Link` header entry with relation `rel` (e.g. `"next"`), resolved against ``url``.
    public func link(rel: String) -> URL? {
        guard let field = value(forHTTPHeaderField: "Link") else { return nil }
        return LinkHeader.url(forRel: rel, in: field, relativeTo: url)
    }
}

extension HTTPResponse: Sendable where Value: Sendable {}
extension HTTPResponse: Equatable where Value: Equatable {}
