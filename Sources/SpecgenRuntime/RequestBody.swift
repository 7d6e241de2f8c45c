import Foundation

/// The body of a ``Request``: an `Encodable` value sent as JSON, or raw bytes.
public struct RequestBody: Sendable {
    enum Content: Sendable {
        case json(any Encodable & Sendable)
        case data(Data, contentType: String?)
    }

    let content: Content

    /// A value encoded as JSON with the request's date coding, sent with `Content-Type: application/json`
    /// unless the request sets its own `Content-Type`.
    public static func json(_ value: some Encodable & Sendable) -> RequestBody {
        RequestBody(content: .json(value))
    }

    /// Raw bytes, sent as they are, with `contentType` as `Content-Type` when given (and the request sets none).
    public static func data(_ data: Data, contentType: String? = nil) -> RequestBody {
        RequestBody(content: .data(data, contentType: contentType))
    }

    /// Encodes the body with `encoder`, returning the bytes and the content type to send.
    func encoded(with encoder: JSONEncoder) throws -> (data: Data, contentType: String?) {
        switch content {
        case .json(let value):
            return (try encoder.encode(value), "application/json")
        case .data(let data, let contentType):
            return (data, contentType)
        }
    }
}
