import Foundation

/// A ``Request`` whose response body is a stream of elements: server-sent events, JSON Lines, a JSON text
/// sequence or raw bytes, consumed as they arrive with ``Networking/stream(_:)`` or
/// ``Networking/streamResponse(for:)``.
///
/// ```swift
/// struct CompletionRequest: StreamingRequest {
///     typealias Element = CompletionChunk              // Decodable: each event's data decoded as JSON
///     typealias Response = [CompletionChunk]           // what `send` collects from the whole body
///     var prompt: String
///     var method: HTTPMethod { .post }
///     var path: String { "/completions" }
///     var body: RequestBody? { .json(["prompt": prompt]) }
///     var framing: StreamFraming { .events(end: "[DONE]") }
/// }
///
/// for try await chunk in networker.stream(CompletionRequest(prompt: "Hi")) { print(chunk.text) }
/// ```
///
/// `send` still works: it fetches the whole body and cuts it with the same parsers (``Request/Response`` is
/// `[Element]`; `Data` for a `.bytes` stream).
public protocol StreamingRequest: Request {
    /// What one part of the stream decodes to.
    associatedtype Element: Sendable

    /// How the body is cut into parts.
    var framing: StreamFraming { get }

    /// `true`: an event stream sent with `GET` whose connection breaks mid-way (not a clean end) is sent again
    /// with a `Last-Event-ID` header holding the last event ID seen, after the server's `retry:` time. Defaults to
    /// `false`.
    var resumesWithLastEventID: Bool { get }

    /// Turns one part into one element.
    ///
    /// Defaults exist for `Decodable` elements (the JSON of an event's `data`, of a record or of a chunk, decoded
    /// with `decoder`), `String` (the text as it is, not JSON), `Data` (a chunk or record as it is, an event's data
    /// as UTF-8) and ``ServerSentEvent`` (the event as it is). An error thrown here ends the stream with
    /// ``NetworkingError/Reason/decoding(codingPath:description:)``.
    func decodeElement(_ part: StreamPart, decoder: JSONDecoder) throws -> Element
}

extension StreamingRequest {
    /// `false`: a broken stream ends with its transport error.
    public var resumesWithLastEventID: Bool { false }
}

extension StreamingRequest where Element: Decodable {
    /// Decodes the part's JSON (an event's `data`, a record, a chunk) with `decoder`.
    public func decodeElement(_ part: StreamPart, decoder: JSONDecoder) throws -> Element {
        try decoder.decode(Element.self, from: part.payload)
    }
}

extension StreamingRequest where Element == Data {
    /// The part's bytes as they are: a chunk, a record, an event's `data` as UTF-8.
    public func decodeElement(_ part: StreamPart, decoder: JSONDecoder) throws -> Data {
        part.payload
    }
}

extension StreamingRequest where Element == String {
    /// The part's text as it is, not JSON: an event's `data`, a line, a JSON text sequence's record, a chunk as
    /// UTF-8 — what an event stream of plain text sends.
    public func decodeElement(_ part: StreamPart, decoder: JSONDecoder) throws -> String {
        if case .event(let event) = part { return event.data }
        return String(decoding: part.payload, as: UTF8.self)
    }
}

extension StreamingRequest where Element == ServerSentEvent {
    /// The event as it is; a record or chunk becomes an event whose `data` is its text.
    public func decodeElement(_ part: StreamPart, decoder: JSONDecoder) throws -> ServerSentEvent {
        if case .event(let event) = part { return event }
        return ServerSentEvent(data: String(decoding: part.payload, as: UTF8.self))
    }
}
