import Foundation

/// What can go wrong when a ``Networking`` sends a ``Request``.
public enum NetworkingError: Error, Sendable, CustomStringConvertible {
    /// The request's URL could not be built; carries the string that failed to parse.
    case invalidURL(String)
    /// The request's body could not be encoded; carries the encoder's description of the problem.
    case encoding(description: String)
    /// The request never got an HTTP response: no connection, timeout, TLS failure and the like.
    case transport(URLError)
    /// The server answered with a status outside `200..<300`; carries status, headers and body.
    case status(HTTPResponse<Data>)
    /// The 2xx body did not decode to the expected type.
    ///
    /// `codingPath` reads like `recordings[3].date` (empty at the top level); `description` is the decoder's
    /// explanation; `response` keeps the body, status and headers.
    case decoding(response: HTTPResponse<Data>, codingPath: String, description: String)
    /// The request was cancelled (its task was cancelled, or its URLSession task was).
    case cancelled

    /// The HTTP status code, for ``status(_:)`` and ``decoding(response:codingPath:description:)``.
    public var statusCode: Int? { response?.statusCode }

    /// The raw response, for ``status(_:)`` and ``decoding(response:codingPath:description:)``.
    public var response: HTTPResponse<Data>? {
        switch self {
        case .status(let response), .decoding(let response, _, _): response
        default: nil
        }
    }

    /// A one-line explanation for logs.
    public var description: String {
        switch self {
        case .invalidURL(let string):
            return "invalid URL: \(string)"
        case .encoding(let description):
            return "cannot encode the request body: \(description)"
        case .transport(let error):
            return "transport error \(error.code.rawValue): \(error.localizedDescription)"
        case .status(let response):
            return "HTTP status \(response.statusCode) from \(response.url?.absoluteString ?? "?")"
        case .decoding(let response, let codingPath, let description):
            let at = codingPath.isEmpty ? "the top level" : codingPath
            return "cannot decode the response from \(response.url?.absoluteString ?? "?") at \(at): \(description)"
        case .cancelled:
            return "cancelled"
        }
    }

    /// Maps an error from URLSession to ``transport(_:)`` or ``cancelled``.
    static func from(transportError error: any Error) -> NetworkingError {
        if error is CancellationError { return .cancelled }
        let urlError: URLError
        if let error = error as? URLError {
            urlError = error
        } else {
            let nsError = error as NSError
            let code = nsError.domain == NSURLErrorDomain ? nsError.code : URLError.Code.unknown.rawValue
            #if canImport(FoundationNetworking)
            let urlCode = URLError.Code(rawValue: code) ?? .unknown
            #else
            let urlCode = URLError.Code(rawValue: code)
            #endif
            urlError = URLError(urlCode, userInfo: nsError.userInfo)
        }
        return urlError.code == .cancelled ? .cancelled : .transport(urlError)
    }

    /// Maps an error thrown while decoding a response body to ``decoding(response:codingPath:description:)``.
    static func from(decodingError error: any Error, response: HTTPResponse<Data>) -> NetworkingError {
        if let error = error as? NetworkingError { return error }
        guard let error = error as? DecodingError else {
            return .decoding(response: response, codingPath: "", description: "\(error)")
        }
        let context: DecodingError.Context
        var description: String
        switch error {
        case .typeMismatch(let type, let ctx):
            context = ctx
            description = "expected \(type): \(ctx.debugDescription)"
        case .valueNotFound(let type, let ctx):
            context = ctx
            description = "missing \(type) value: \(ctx.debugDescription)"
        case .keyNotFound(let key, let ctx):
            context = DecodingError.Context(codingPath: ctx.codingPath + [key], debugDescription: ctx.debugDescription)
            description = "missing key '\(key.stringValue)': \(ctx.debugDescription)"
        case .dataCorrupted(let ctx):
            context = ctx
            description = ctx.debugDescription
        @unknown default:
            return .decoding(response: response, codingPath: "", description: "\(error)")
        }
        if let underlying = context.underlyingError {
            description += " (\(underlying))"
        }
        return .decoding(response: response, codingPath: codingPathString(context.codingPath), description: description)
    }

    /// `[recordings, 3, date]` → `recordings[3].date`.
    static func codingPathString(_ path: [any CodingKey]) -> String {
        var result = ""
        for key in path {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return result
    }
}
