import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension NetworkingError: LocalizedError, CustomStringConvertible {
    /// One line naming the request and what went wrong, with the status and the first bytes of the body where
    /// there is one: `GET https://host/items/1: HTTP 404 (not found); body: {"error":"gone"}`.
    public var errorDescription: String? { description }

    /// What went wrong, without naming the request: `HTTP 404 (not found)`.
    public var failureReason: String? { reasonText }

    /// The same line as ``errorDescription``, for logs and string interpolation.
    public var description: String {
        var text = "\(method) \(url.map(Self.displayed) ?? "(no URL)"): \(reasonText)"
        if let response, reason != .status(response.statusCode) {
            text += "; HTTP \(response.statusCode)"
        }
        if let response, !response.value.isEmpty {
            text += "; body: " + BodyExcerpt.text(of: response.value)
        }
        return text
    }

    private var reasonText: String {
        switch reason {
        case .invalidURL(let string):
            return "cannot build a URL from \"\(string)\""
        case .encoding(let description):
            return "cannot encode the request body: \(description)"
        case .transport(let error):
            return "\(Self.explanation(of: error)) (URLError \(error.code.rawValue))"
        case .status(let code):
            return "HTTP \(code) (\(HTTPURLResponse.localizedString(forStatusCode: code)))"
        case .decoding(_, let description):
            return "cannot decode the response: \(description)"
        case .responseTooLarge(let limit):
            return "the response is larger than the limit of \(limit) bytes"
        case .cancelled:
            return "cancelled"
        }
    }

    /// The URL without any user or password.
    private static func displayed(_ url: URL) -> String {
        guard url.user != nil || url.password != nil,
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
                  return url.absoluteString
              }
        components.user = nil
        components.password = nil
        return components.string ?? url.absoluteString
    }

    /// A readable explanation of the common transport failures; URLSession's own text on Linux is often only a
    /// code ("The operation could not be completed").
    private static func explanation(of error: URLError) -> String {
        switch error.code {
        case .timedOut: return "the request timed out"
        case .cannotConnectToHost: return "cannot connect to the server"
        case .cannotFindHost, .dnsLookupFailed: return "cannot find the server"
        case .networkConnectionLost: return "the connection was lost before the response was complete"
        case .notConnectedToInternet: return "not connected to the internet"
        case .badServerResponse: return "the server's response is not valid HTTP"
        case .secureConnectionFailed: return "a secure connection could not be made"
        case .httpTooManyRedirects: return "too many redirects"
        default: return error.localizedDescription
        }
    }
}

/// The first bytes of a body as one line of text, for error messages.
enum BodyExcerpt {
    /// How many bytes of the body a message shows.
    static let limit = 200

    /// `{"error":"gone"}`, `<html>…… (2048 bytes)` or `(512 bytes, not text)`.
    static func text(of body: Data) -> String {
        var head = body.prefix(limit)
        var text = String(data: head, encoding: .utf8)
        // A multi-byte character split by the limit: drop its first bytes (at most three).
        while text == nil, head.count < body.count, head.count > limit - 4 {
            head = head.dropLast()
            text = String(data: head, encoding: .utf8)
        }
        guard let text else { return "(\(body.count) bytes, not text)" }
        let line = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        return head.count < body.count ? line + "… (\(body.count) bytes)" : line
    }
}
