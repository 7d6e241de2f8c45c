import Foundation

/// Another request's body as raw bytes, chunk by chunk: everything but the response's decoding is `Base`'s
/// (method, URL, headers, body, date coding, credentials, error body). What downloads send.
struct RawStreamRequest<Base: Request>: StreamingRequest {
    typealias Response = Data
    typealias Element = Data

    let base: Base

    init(_ base: Base) {
        self.base = base
    }

    var framing: StreamFraming { .bytes }
    var method: HTTPMethod { base.method }
    var path: String { base.path }
    var absoluteURL: URL? { base.absoluteURL }
    var queryItems: [URLQueryItem] { base.queryItems }
    var percentEncodedQueryItems: [URLQueryItem] { base.percentEncodedQueryItems }
    var headers: [String: String] { base.headers }
    var body: RequestBody? { base.body }
    var dateCoding: DateCoding? { base.dateCoding }
    var security: [[String]]? { base.security }

    func decodeErrorBody(_ response: HTTPResponse<Data>, decoder: JSONDecoder) -> (any Sendable)? {
        base.decodeErrorBody(response, decoder: decoder)
    }
}
