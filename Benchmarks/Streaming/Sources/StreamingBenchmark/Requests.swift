import Foundation
import SpecgenRuntime

/// One event's payload.
struct Token: Codable, Sendable {
    var id: Int
    var text: String
    var logprob: Double
}

/// `/events/N`: events decoded as `Token`, ended by `[DONE]`.
struct TokenStream: StreamingRequest {
    typealias Element = Token
    typealias Response = [Token]
    var count: Int
    var path: String { "/events/\(count)" }
    var framing: StreamFraming { .events(end: "[DONE]") }
}

/// `/stall` and `/flood`: events without an end.
struct OpenStream: StreamingRequest {
    typealias Element = Token
    typealias Response = [Token]
    var path: String
    var framing: StreamFraming { .events(end: nil) }
}

/// `/bytes/N`.
struct Bytes: Request {
    typealias Response = Data
    var count: Int
    var path: String { "/bytes/\(count)" }
}

/// `POST /upload` with a body.
struct Upload: Request {
    typealias Response = Data
    var body: RequestBody?
    var method: HTTPMethod { .post }
    var path: String { "/upload" }
}
