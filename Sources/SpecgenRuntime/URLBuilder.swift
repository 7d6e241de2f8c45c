import Foundation

/// Puts base URL, encoded path and query items together without re-encoding what is already encoded.
enum URLBuilder {
    /// The URL for a request: `absoluteURL` if given, else `base` with `path` appended to its path; then the
    /// query items, percent-encoded, appended to any query already there. A fragment is dropped.
    /// - Throws: ``NetworkingError/Reason/invalidURL(_:)`` naming `method`.
    static func url(base: URL, path: String, absoluteURL: URL?, queryItems: [URLQueryItem], method: String) throws -> URL {
        var (prefix, query) = split(absoluteURL?.absoluteString ?? base.absoluteString)
        if absoluteURL == nil, !path.isEmpty {
            while prefix.hasSuffix("/") { prefix.removeLast() }
            if !path.hasPrefix("/") { prefix += "/" }
            prefix += path
        }
        if !queryItems.isEmpty {
            var encoded = query ?? ""
            for item in queryItems {
                if !encoded.isEmpty { encoded += "&" }
                encoded += PercentEncoding.encode(item.name)
                if let value = item.value {
                    encoded += "="
                    encoded += PercentEncoding.encode(value)
                }
            }
            query = encoded
        }
        let string = query.map { prefix + "?" + $0 } ?? prefix
        guard let url = URL(string: string), url.scheme != nil, url.host != nil else {
            throw NetworkingError(.invalidURL(string), method: method, url: nil)
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
