import Foundation

/// One server-sent event, as the WHATWG event-stream format defines it (`text/event-stream`).
///
/// ```
/// event: delta          →  ServerSentEvent(event: "delta", data: "{\"text\":\"Hi\"}\n{\"text\":\"!\"}", id: "7")
/// id: 7
/// data: {"text":"Hi"}
/// data: {"text":"!"}
///
/// ```
public struct ServerSentEvent: Sendable, Equatable, Hashable {
    /// The `event:` field; `"message"` when the event has none (or an empty one).
    public var event: String
    /// The event's `data:` lines, joined by `"\n"` (one leading space after each colon removed).
    public var data: String
    /// The last event ID in force when the event was dispatched: the latest `id:` of this event or an earlier one.
    /// `nil` when none was given yet, or an empty `id:` reset it. This is the ID sent as `Last-Event-ID` when a
    /// stream is resumed.
    public var id: String?
    /// A `retry:` (the reconnection time in milliseconds) given in this event's own block, if any.
    public var retry: Int?

    /// An event; the defaults are those of an event that has only `data:` lines.
    public init(event: String = "message", data: String, id: String? = nil, retry: Int? = nil) {
        self.event = event
        self.data = data
        self.id = id
        self.retry = retry
    }
}
