/// An event of a stream typed by name: its name and the type of its data.
public struct CheckedEvent: Hashable, Sendable {
    public var name: String
    public var type: SpecType

    public init(name: String, type: SpecType) {
        self.name = name
        self.type = type
    }
}
