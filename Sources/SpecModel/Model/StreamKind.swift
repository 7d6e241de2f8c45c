/// How a streamed response is framed (`stream:` of an endpoint, *1.2*).
public enum StreamKind: String, Hashable, Sendable, CaseIterable {
    /// Server-sent events (`text/event-stream`): each event's `data` decoded.
    case events
    /// JSON Lines (`application/jsonl`, `application/x-ndjson`): one JSON value per line.
    case lines
    /// JSON text sequences (`application/json-seq`): each value after a record separator.
    case sequence
    /// The body's bytes as they arrive: a download.
    case bytes
}
