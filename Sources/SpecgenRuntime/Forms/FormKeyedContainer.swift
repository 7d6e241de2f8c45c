/// The keyed container ``FormEncoder`` hands out: each member becomes a child of the object's node.
struct FormKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: FormNode
    let encoder: FormEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws {
        node.child(forKey: key.stringValue).set(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try member(key).write(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey> {
        member(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        member(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        member(AnyCodingKey(stringValue: "super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        member(key)
    }

    /// An encoder for a new member under `key`.
    private func member(_ key: any CodingKey) -> FormEncoder {
        encoder.nested(node.child(forKey: key.stringValue), at: key)
    }
}
