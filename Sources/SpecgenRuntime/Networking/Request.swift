import Foundation

/// One HTTP endpoint call, tied to the type its response decodes to.
///
/// A request describes *what* to send; a ``Networking`` (usually a ``Networker``) sends it.
/// Only ``Response`` and ``path`` (or ``absoluteURL``) need thought: every other member has a default.
///
/// ```swift
/// struct RecordingRequest: Request {
///     typealias Response = Recording
///     var id: String
///     var path: String { "/recordings/\(id)" }
/// }
/// ```
public protocol Request: Sendable {
    /// What a successful response decodes to: any `Decodable`, `Data` for the raw body, or `Void` for no content.
    associatedtype Response: Sendable

    /// The HTTP method. Defaults to ``HTTPMethod/get``.
    var method: HTTPMethod { get }

    /// The already percent-encoded path, appended to the base URL's path (`/api/2` + `/recordings`).
    ///
    /// Percent-encode each parameter in it (generated requests encode each as one segment); the networker
    /// does not encode it again. A missing leading `/` is added. Ignored when ``absoluteURL`` is set.
    /// Defaults to `""` (the base URL itself).
    var path: String { get }

    /// A complete URL that replaces base URL and ``path`` (an image URL, a next-page link). Defaults to `nil`.
    ///
    /// Its own query is kept; ``queryItems`` are appended to it.
    var absoluteURL: URL? { get }

    /// Query items, in order, not yet percent-encoded: the networker encodes them. Defaults to none.
    ///
    /// A `nil` value sends the bare name (`?flag`).
    var queryItems: [URLQueryItem] { get }

    /// Query items whose names and values are already percent-encoded, sent as they are after ``queryItems``.
    /// Defaults to none.
    ///
    /// For a value whose separators must stay literal, such as a comma-joined list (`ids=a,b%2Cc`). A `nil` value
    /// sends the bare name.
    var percentEncodedQueryItems: [URLQueryItem] { get }

    /// Header fields for this request; they win over the delegate's headers. Defaults to none.
    var headers: [String: String] { get }

    /// The body to send, or `nil` for none (the default).
    var body: RequestBody? { get }

    /// How dates are coded in this request's body and response, or `nil` (the default) for the networker's own
    /// ``JSONCoding``.
    ///
    /// Generated requests declare their service's setting, e.g. `var dateCoding: DateCoding? { .iso8601 }`;
    /// a request that declares one is coded with default (as-is) keys, whatever the networker's key setting.
    var dateCoding: DateCoding? { get }

    /// Turns a successful (2xx) response into ``Response``.
    ///
    /// Defaults exist for `Decodable` responses (decoded with `decoder`), `Data` (the raw body) and `Void`
    /// (body ignored). Implement it to read headers or status, or to decode in a custom way.
    /// - Parameters:
    ///   - response: The raw body with its status code, headers and URL.
    ///   - decoder: A decoder set up for this request's ``dateCoding`` (or the networker's defaults).
    func decode(_ response: HTTPResponse<Data>, decoder: JSONDecoder) throws -> Response

    /// The credentials the endpoint takes, by scheme name (the spec's `security:`): alternatives, each a list of
    /// schemes applied together (`[["key"], ["token", "app"]]`); `[]` for none; `nil` when the request doesn't say
    /// (hand-written requests). An ``Authorizer`` applies them.
    var security: [[String]]? { get }

    /// Decodes the body of an error response (a status outside `200..<300`) into the endpoint's error model, or
    /// returns `nil`. Defaults to `nil`.
    ///
    /// What it returns travels in the ``NetworkingError`` thrown for the status, as
    /// ``NetworkingError/errorBody``; the caller reads it with ``NetworkingError/errorBody(as:)``. Return `nil`
    /// (don't throw) when the body is not the model: the caller still gets the status error with the raw body.
    ///
    /// ```swift
    /// func decodeErrorBody(_ response: HTTPResponse<Data>, decoder: JSONDecoder) -> (any Sendable)? {
    ///     switch response.statusCode {
    ///     case 422: try? decoder.decode(ValidationProblem.self, from: response.value)
    ///     default: try? decoder.decode(Problem.self, from: response.value)
    ///     }
    /// }
    /// ```
    func decodeErrorBody(_ response: HTTPResponse<Data>, decoder: JSONDecoder) -> (any Sendable)?
}

extension Request {
    /// `nil`: the request doesn't say which credentials it takes.
    public var security: [[String]]? { nil }
    /// `GET`.
    public var method: HTTPMethod { .get }
    /// The empty path: the base URL itself.
    public var path: String { "" }
    /// `nil`: the request goes to the base URL plus ``path``.
    public var absoluteURL: URL? { nil }
    /// No query items.
    public var queryItems: [URLQueryItem] { [] }
    /// No already encoded query items.
    public var percentEncodedQueryItems: [URLQueryItem] { [] }
    /// No extra headers.
    public var headers: [String: String] { [:] }
    /// No body.
    public var body: RequestBody? { nil }
    /// `nil`: use the networker's default ``JSONCoding``.
    public var dateCoding: DateCoding? { nil }
    /// `nil`: no error model; a status error carries the raw body only.
    public func decodeErrorBody(_ response: HTTPResponse<Data>, decoder: JSONDecoder) -> (any Sendable)? { nil }
}

extension Request where Response: Decodable {
    /// Decodes the body as JSON with `decoder`.
    public func decode(_ response: HTTPResponse<Data>, decoder: JSONDecoder) throws -> Response {
        try decoder.decode(Response.self, from: response.value)
    }
}

extension Request where Response == Data {
    /// Returns the raw body.
    public func decode(_ response: HTTPResponse<Data>, decoder: JSONDecoder) throws -> Data {
        response.value
    }
}

extension Request where Response == Void {
    /// Ignores the body: the request expects no content.
    public func decode(_ response: HTTPResponse<Data>, decoder: JSONDecoder) throws {}
}
