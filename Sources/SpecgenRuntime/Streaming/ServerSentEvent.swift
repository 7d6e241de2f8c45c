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
    public var data: String {
        get { String(decoding: utf8Data, as: UTF8.self) }
        set { utf8Data = Data(newValue.utf8) }
    }
    /// ``data`` as the stream carried it: what an element is decoded from, without a trip through `String`.
    private(set) var utf8Data: Data
    /// The last event ID in force when the event was dispatched: the latest `id:` of this event or an earlier one.
    /// `nil` when none was given yet, or an empty `id:` reset it. This is the ID sent as `Last-Event-ID` when a
    /// stream is resumed.
    public var id: String?
    /// A `retry:` (the reconnection time in milliseconds) given in this event's own block, if any.
    public var retry: Int?

    /// An event; the defaults are those of an event that has only `data:` lines.
    public init(event: String = "message", data: String, id: String? = nil, retry: Int? = nil) {
        self.init(event: event, utf8Data: Data(data.utf8), id: id, retry: retry)
    }

    /// An event whose data is `utf8Data` (UTF-8, as received).
    init(event: String, utf8Data: Data, id: String?, retry: Int?) {
        self.event = event
        self.utf8Data = utf8Data
        self.id = id
        self.retry = retry
    }

    /// Events are equal when their fields are: `data` compared as text.
    public static func == (lhs: ServerSentEvent, rhs: ServerSentEvent) -> Bool {
        lhs.event == rhs.event && lhs.id == rhs.id && lhs.retry == rhs.retry
            && (lhs.utf8Data == rhs.utf8Data || lhs.data == rhs.data)
    }

    /// Hashes the fields, `data` as text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(event)
        hasher.combine(data)
        hasher.combine(id)
        hasher.combine(retry)
    }
}
