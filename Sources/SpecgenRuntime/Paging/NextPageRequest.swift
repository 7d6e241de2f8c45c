import Foundation

/// A request for a page found by URL — a `Link: <…>; rel="next"` header or a `links.next` field — that otherwise
/// behaves like `base`: same method, headers, body, date coding and decoding.
///
/// The URL replaces base URL, path and query items, the already encoded ones too (a next link carries its own
/// query); the body — JSON, form, multipart or raw — is encoded again with the base request's date coding.
/// ```swift
/// let first = try await networker.response(for: request)
/// if let next = first.link(rel: "next") {
///     let second = try await networker.send(NextPageRequest(request, url: next))
/// }
/// ```
@_spi(Generated) public struct NextPageRequest<Base: Request>: Request {
    /// The same response type as the base request.
    public typealias Response = Base.Response

    /// The request whose settings are reused.
    public var base: Base
    /// The page's absolute URL.
    public var url: URL

    /// A request for `url` with `base`'s settings.
    public init(_ base: Base, url: URL) {
        self.base = base
        self.url = url
    }

    /// The base request's method.
    public var method: HTTPMethod { base.method }
    /// ``url``.
    public var absoluteURL: URL? { url }
    /// The base request's headers.
    public var headers: [String: String] { base.headers }
    /// The base request's body.
    public var body: RequestBody? { base.body }
    /// The base request's date coding.
    public var dateCoding: DateCoding? { base.dateCoding }

    /// Decodes as the base request does.
    public func decode(_ response: HTTPResponse<Data>, decoder: JSONDecoder) throws -> Base.Response {
        try base.decode(response, decoder: decoder)
    }

    /// Decodes an error body as the base request does.
    public func decodeErrorBody(_ response: HTTPResponse<Data>, decoder: JSONDecoder) -> (any Sendable)? {
        base.decodeErrorBody(response, decoder: decoder)
    }
}
