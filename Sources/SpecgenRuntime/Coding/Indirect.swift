/// Stores a value out of line: a struct that holds it copies one reference instead of every field of the value,
/// and can hold an optional of itself (`parent: Comment?`), which a plain struct can't. Generated models store
/// the larger models they hold with it (`@Indirect public var owner: User`); it codes, compares and hashes as the
/// value it holds.
@propertyWrapper
public struct Indirect<Value> {
    fileprivate indirect enum Storage {
        case value(Value)
    }

    private var storage: Storage

    /// Boxes `wrappedValue`.
    public init(wrappedValue: Value) {
        storage = .value(wrappedValue)
    }

    /// The value held.
    public var wrappedValue: Value {
        get {
            switch storage {
            case .value(let value): return value
            }
        }
        set { storage = .value(newValue) }
    }
}

extension Indirect: Sendable where Value: Sendable {}
extension Indirect.Storage: Sendable where Value: Sendable {}

extension Indirect: Equatable where Value: Equatable {
    /// Compares the values held.
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Indirect: Hashable where Value: Hashable {
    /// Hashes the value held.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension Indirect: Encodable where Value: Encodable {
    /// Encodes the value held, as if there were no box.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension Indirect: Decodable where Value: Decodable {
    /// Decodes the value, as if there were no box.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
    }
}

@_spi(Generated) extension KeyedDecodingContainer {
    /// Decodes an optional boxed value the way a plain optional is decoded: a missing key or `null` is `nil`.
    public func decode<Wrapped: Decodable>(_ type: Indirect<Wrapped?>.Type, forKey key: Key) throws
        -> Indirect<Wrapped?> {
        Indirect(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}

@_spi(Generated) extension KeyedEncodingContainer {
    /// Encodes an optional boxed value the way a plain optional is encoded: `nil` leaves the key out.
    public mutating func encode<Wrapped: Encodable>(_ value: Indirect<Wrapped?>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}
