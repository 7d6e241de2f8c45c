import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one error every failure of a ``Networking`` is: what went wrong (``reason``), for which request
/// (``method``, ``url``), and what the server sent, if anything (``response``, ``errorBody``).
///
/// ```swift
/// do {
///     let page = try await networker.send(SearchRecordingsRequest(query: "owl"))
/// } catch let error as NetworkingError {
///     switch error.reason {
///     case .status(401): signIn()
///     case .status(500...): showTryLater()
///     case .status: show(error.errorBody(as: Problem.self)?.title ?? error.localizedDescription)
///     case .transport(let urlError) where urlError.code == .notConnectedToInternet: showOffline()
///     case .cancelled: break
///     default: show(error.localizedDescription)
///     }
/// }
/// ```
/// `localizedDescription` (the error is a `LocalizedError`) and `description` read like
/// `GET https://host/items/1: HTTP 404 (not found); body: {"error":"gone"}`.
public struct NetworkingError: Error, Sendable {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The request's URL could not be built; carries the text that is not an absolute URL.
        case invalidURL(String)
        /// The request's body could not be encoded; carries the encoder's explanation.
        case encoding(description: String)
        /// The exchange failed below HTTP: no connection, a timeout, a connection closed before the body was
        /// complete (`.networkConnectionLost` on every platform), TLS. ``response`` is set when the status and
        /// headers had arrived, with the part of the body received.
        case transport(URLError)
        /// The server answered with this status, outside `200..<300`; ``response`` holds status, headers and body,
        /// ``errorBody`` the body decoded by the request's ``Request/decodeErrorBody(_:decoder:)``.
        case status(Int)
        /// A 2xx body did not decode: `codingPath` reads like `items[1].name` (empty at the top level);
        /// `description` names the model and the place, what was expected there and what the body holds
        /// (`PullRequest.head.repo: expected an object, found null`). ``response`` keeps the body.
        case decoding(codingPath: String, description: String)
        /// The body grew past the networker's ``Networker/maxResponseSize`` (`limit` bytes) and was abandoned;
        /// ``response`` holds status, headers and the first bytes.
        case responseTooLarge(limit: Int)
        /// The request was cancelled: its task was cancelled, or its URLSession task was.
        case cancelled
    }

    /// What went wrong.
    public var reason: Reason
    /// The request's method, as sent (`GET`).
    public var method: String
    /// The request's URL, as sent (before any redirect); `nil` when it could not be built.
    public var url: URL?
    /// What the server sent, when it answered: status, headers, the body (or the part received) and the URL it
    /// came from after redirects.
    public var response: HTTPResponse<Data>?
    /// For ``Reason/status(_:)``: the body decoded into the endpoint's error model, when the request declares one
    /// (``Request/decodeErrorBody(_:decoder:)``) and the body decoded. Read it with ``errorBody(as:)``.
    public var errorBody: (any Sendable)?

    /// Creates an error. Networkers and mocks make them; a hand-written `Networking` can too.
    public init(_ reason: Reason, method: String, url: URL?, response: HTTPResponse<Data>? = nil,
                errorBody: (any Sendable)? = nil) {
        self.reason = reason
        self.method = method
        self.url = url
        self.response = response
        self.errorBody = errorBody
    }

    /// The error for a response whose status is outside `200..<300`: ``Reason/status(_:)`` with the response kept.
    public static func status(
        _ response: HTTPResponse<Data>, method: String, url: URL?, errorBody: (any Sendable)? = nil
    ) -> NetworkingError {
        NetworkingError(.status(response.statusCode), method: method, url: url, response: response,
                        errorBody: errorBody)
    }

    /// The HTTP status code, when the server answered.
    public var statusCode: Int? { response?.statusCode }

    /// The decoded error body as `Body`, or `nil` when there is none or it is of another type.
    ///
    /// `if let problem = error.errorBody(as: Problem.self) { show(problem.detail) }`
    public func errorBody<Body>(as type: Body.Type) -> Body? {
        errorBody as? Body
    }

    /// Whether the request was cancelled (``Reason/cancelled``): usually nothing to show.
    public var isCancellation: Bool { reason == .cancelled }
}
