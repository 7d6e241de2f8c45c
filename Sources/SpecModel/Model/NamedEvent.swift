import YAML

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
