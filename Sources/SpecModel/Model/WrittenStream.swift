import YAML

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

/// `stream:` of an endpoint as written (*1.2*): the response arrives in parts, each decoded as it comes.
public struct WrittenStream: Hashable, Sendable {
    /// Which framing, located at the key (or the scalar `bytes`) that says it.
    public var kind: Located<StreamKind>
    /// The type of every element (`events: Type`, `lines: Type`, `sequence: Type`); nil for `bytes` and for events
    /// typed by name.
    public var element: TypeRef?
    /// `events: { name: Type, … }`: the type of each event's data by its `event:` name, in order.
    public var namedEvents: [NamedEvent] = []
    /// `end:` — the data of the event that ends an event stream (`[DONE]`).
    public var end: Located<String>?
    /// `resume: true` — a broken GET event stream is sent again with `Last-Event-ID`.
    public var resume: Located<Bool>?
    /// Where `stream:` is.
    public var mark: Mark

    public init(kind: Located<StreamKind>, mark: Mark) {
        self.kind = kind
        self.mark = mark
    }
}

/// One entry of `events: { name: Type }`: events of that name carry that type in their data.
public struct NamedEvent: Hashable, Sendable {
    /// The event's name, as the `event:` field sends it.
    public var name: Located<String>
    public var type: TypeRef

    public init(name: Located<String>, type: TypeRef) {
        self.name = name
        self.type = type
    }
}
