/// How a streamed body is cut into the parts a ``StreamingRequest`` decodes: the endpoint's media type.
public enum StreamFraming: Sendable, Equatable {
    /// `text/event-stream`: one ``StreamPart/event(_:)`` per server-sent event. An event whose `data` equals `end`
    /// (`"[DONE]"`, say) ends the stream without becoming an element, and the connection is closed without
    /// reading on; `nil`: only the end of the body ends the stream.
    case events(end: String?)
    /// `application/jsonl`, `application/x-ndjson`: one JSON text per line, each a ``StreamPart/record(_:)``.
    /// Lines end in LF or CRLF; blank lines are skipped.
    case jsonLines
    /// `application/json-seq` (RFC 7464): each JSON text preceded by RS (`0x1E`) and followed by LF, each a
    /// ``StreamPart/record(_:)``. A text may span lines; it is delivered once it is complete.
    case jsonSequence
    /// The body's bytes as they arrive, each piece a ``StreamPart/chunk(_:)`` (no size of its own: as the network
    /// delivers them).
    case bytes
}
