/// The unkeyed container ``FormEncoder`` hands out: each element becomes the next child of the list's node.
struct FormUnkeyedContainer: UnkeyedEncodingContainer {
    let node: FormNode
    let encoder: FormEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { node.children.count }

    mutating func encodeNil() throws {
        node.appendChild().set(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try element().write(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey> {
        element().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        element().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        element()
    }

    /// An encoder for a new last element.
    private func element() -> FormEncoder {
        let index = count
        return encoder.nested(node.appendChild(), at: IndexKey(intValue: index))
    }

    /// A list index in a coding path (`items[2]` in error messages).
    private struct IndexKey: CodingKey {
        let index: Int
        var intValue: Int? { index }
        var stringValue: String { String(index) }
        init(intValue: Int) { index = intValue }
        init?(stringValue: String) { nil }
    }
}
