/// The single-value container ``FormEncoder`` hands out: the value (an enum's raw value, a wrapper's content)
/// goes into the encoder's own node.
struct FormSingleValueContainer: SingleValueEncodingContainer {
    let node: FormNode
    let encoder: FormEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws {
        node.set(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encoder.write(value)
    }
}
