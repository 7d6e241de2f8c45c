import Foundation

/// Puts base URL, encoded path and query items together without re-encoding what is already encoded.
enum URLBuilder {
    /// The URL `request` is sent to from a networker whose base URL is `base`: the request's ``Request/absoluteURL``
    /// if given, else `base` with the ``Request/path`` appended to its path; then the ``Request/queryItems``,
    /// percent-encoded, and the ``Request/percentEncodedQueryItems`` as they are, appended to any query already
    /// there. A fragment is dropped.
    /// - Throws: ``NetworkingError/Reason/invalidURL(_:)`` naming the request's method.
    static func url<R: Request>(for request: R, base: URL) throws -> URL {
        let absoluteURL = request.absoluteURL
        var (prefix, query) = split(absoluteURL?.absoluteString ?? base.absoluteString)
        let path = request.path
        if absoluteURL == nil, !path.isEmpty {
            while prefix.hasSuffix("/") { prefix.removeLast() }
            if !path.hasPrefix("/") { prefix += "/" }
            prefix += path
        }
        let items = request.queryItems.map { ($0, PercentEncoding.encode) }
            + request.percentEncodedQueryItems.map { ($0, { $0 }) }
        if !items.isEmpty {
            var encoded = query ?? ""
            for (item, encode) in items {
                if !encoded.isEmpty { encoded += "&" }
                encoded += encode(item.name)
                if let value = item.value {
                    encoded += "="
                    encoded += encode(value)
                }
            }
            query = encoded
        }
        let string = query.map { prefix + "?" + $0 } ?? prefix
        guard let url = URL(string: string), url.scheme != nil, url.host != nil else {
            throw NetworkingError(.invalidURL(string), method: request.method.rawValue, url: nil)
        }
        return url
    }

    /// Splits `scheme://host/path?query#fragment` into `scheme://host/path` and `query` (nil when absent).
    private static func split(_ string: String) -> (prefix: String, query: String?) {
        var rest = Substring(string)
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        guard let mark = rest.firstIndex(of: "?") else { return (String(rest), nil) }
        return (String(rest[..<mark]), String(rest[rest.index(after: mark)...]))
    }
}
