import Foundation

/// One piece of a streamed body, cut out by the request's ``StreamFraming``: what
/// ``StreamingRequest/decodeElement(_:decoder:)`` turns into an element.
public enum StreamPart: Sendable, Equatable {
    /// A server-sent event (``StreamFraming/events(end:)``).
    case event(ServerSentEvent)
    /// One JSON text of JSON Lines or of a JSON text sequence, without its line end or RS.
    case record(Data)
    /// Bytes as they arrived (``StreamFraming/bytes``).
    case chunk(Data)

    /// The bytes an element is decoded from: an event's `data` as UTF-8, a record, a chunk.
    public var payload: Data {
        switch self {
        case .event(let event): event.utf8Data
        case .record(let data), .chunk(let data): data
        }
    }
}
