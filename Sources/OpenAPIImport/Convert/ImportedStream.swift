import SpecModel

/// A success response streamed in parts (`text/event-stream`, JSON Lines, `application/json-seq`): the endpoint's
/// `stream:`.
struct ImportedStream: Sendable {
    var kind: StreamKind
    /// The type of every element; nil for events typed by name.
    var element: ImportedType?
    /// Events typed by their `event:` name, in the document's order.
    var events: [(name: String, type: ImportedType)] = []
    /// The data of the event that ends the stream (`x-speakeasy-sse-sentinel`, `x-sse-terminator`).
    var end: String?
    /// Where the media type is.
    var location: [String]
    /// The elements of its example, when the document gives one.
    var example: Literal?

    /// The streamed media types, by their framing: server-sent events, JSON Lines (under each name it goes by) and
    /// JSON text sequences.
    static func kind(of mediaType: String) -> StreamKind? {
        switch mediaType {
        case "text/event-stream": .events
        case "application/jsonl", "application/x-ndjson", "application/ndjson", "application/x-jsonlines",
             "application/jsonlines", "application/json-lines", "application/stream+json": .lines
        case "application/json-seq": .sequence
        default: nil
        }
    }

    /// The models its elements name.
    var models: [ImportedModelID] {
        (element?.models ?? []) + events.flatMap(\.type.models)
    }
}
