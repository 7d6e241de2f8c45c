import YAML

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
