/// A checked `stream:` (*1.2*): the stream as written (its fields read through: `stream.kind`, `stream.end`) and its
/// element types resolved.
@dynamicMemberLookup
public struct CheckedStream: Hashable, Sendable {
    /// The stream as written.
    public var declared: WrittenStream
    /// The type of every element; nil for `bytes` and for events typed by name.
    public var element: SpecType?
    /// Events typed by name (`events: { name: Type }`), in order.
    public var events: [CheckedEvent] = []

    public init(_ stream: WrittenStream, element: SpecType?, events: [CheckedEvent] = []) {
        declared = stream
        self.element = element
        self.events = events
    }

    /// A field of the stream as written.
    public subscript<Value>(dynamicMember field: KeyPath<WrittenStream, Value>) -> Value { declared[keyPath: field] }

    /// The framing.
    public var kind: StreamKind { declared.kind.value }
    /// The data of the event that ends the stream, if any.
    public var end: String? { declared.end?.value }
    /// Whether a broken GET event stream is sent again with `Last-Event-ID`.
    public var resumes: Bool { declared.resume?.value ?? false }
}
