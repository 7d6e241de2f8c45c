/// A coding key for any JSON key: the one key type of generated models, whose written-out coding spells each key as a
/// string literal (`forKey: "released_at"`), and how open objects read and write the keys they don't declare.
@_spi(Generated) public struct AnyCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    public let stringValue: String
    public var intValue: Int? { nil }

    /// The key `stringValue`.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// The key a string literal spells: `forKey: "released_at"`.
    public init(stringLiteral value: String) {
        self.stringValue = value
    }

    /// Integer keys are not JSON object keys: always nil.
    public init?(intValue: Int) {
        nil
    }
}

@_spi(Generated) extension Decoder {
    /// The object's members whose keys are not in `declared`, each decoded as `type` (an open object's
    /// additional properties).
    public func decodeAdditionalProperties<Value: Decodable>(_ type: Value.Type, declared: Set<String>) throws
        -> [String: Value] {
        let container = try self.container(keyedBy: AnyCodingKey.self)
        var values: [String: Value] = [:]
        for key in container.allKeys where !declared.contains(key.stringValue) {
            values[key.stringValue] = try container.decode(Value.self, forKey: key)
        }
        return values
    }
}

@_spi(Generated) extension Encoder {
    /// Writes `values` as members of the object being encoded, beside its declared properties, sorted by key (so
    /// a form body lists them the same way every time).
    public func encodeAdditionalProperties<Value: Encodable>(_ values: [String: Value]) throws {
        var container = self.container(keyedBy: AnyCodingKey.self)
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            try container.encode(value, forKey: AnyCodingKey(stringValue: key))
        }
    }
}
