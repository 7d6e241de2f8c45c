import Foundation
import YAML

extension TreeDecoding: SingleValueDecodingContainer {
    func decodeNil() -> Bool { scalar == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let value = node.jsonBool else { throw mismatch(type) }
        return value
    }

    func decode(_ type: String.Type) throws -> String {
        guard let value = node.jsonString else { throw mismatch(type) }
        return value
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard let value = node.jsonDouble else { throw mismatch(type) }
        return value
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    /// An integer, or a number with nothing after its point that fits; a number that doesn't fit is corrupt data.
    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        if let exact = node.jsonInteger(type) { return exact }
        guard node.jsonDouble != nil else { throw mismatch(type) }
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                                                debugDescription: "Number does not fit in \(type)."))
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }
}

/// A mapping's entries by key. Small mappings (most of a document's) are searched in order; a large one (a `paths:`,
/// a `properties:`) gets an index, as its decoder asks for every key.
struct TreeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let pairs: [Pair]
    let decoder: TreeDecoding
    private let index: [String: Int]?

    init(pairs: [Pair], decoder: TreeDecoding) {
        self.pairs = pairs
        self.decoder = decoder
        if pairs.count > 16 {
            var index: [String: Int] = [:]
            for (offset, pair) in pairs.enumerated() where index[pair.key.string ?? ""] == nil {
                index[pair.key.string ?? ""] = offset
            }
            self.index = index
        } else {
            self.index = nil
        }
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] { pairs.compactMap { Key(stringValue: $0.key.string ?? "") } }

    private func value(_ key: Key) -> Node? { value(named: key.stringValue) }

    private func value(named name: String) -> Node? {
        if let index { return index[name].map { pairs[$0].value } }
        return pairs.first { ($0.key.string ?? "") == name }?.value
    }

    private func child(_ key: Key) throws -> TreeDecoding {
        guard let node = value(key) else {
            throw DecodingError.keyNotFound(key,
                                            .init(codingPath: codingPath,
                                                  debugDescription: "No value associated with key \(key.stringValue)."))
        }
        return decoder.child(node, key: TreeKey(stringValue: key.stringValue))
    }

    func contains(_ key: Key) -> Bool { value(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decodeValue(type) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let node = value(key) else { return nil }
        let decoding = decoder.child(node, key: TreeKey(stringValue: key.stringValue))
        return decoding.decodeNil() ? nil : try decoding.decodeValue(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    /// The decoder of the value at `name`, or of `null` where there is none (as `JSONDecoder` gives).
    private func superDecoder(named name: String) -> any Decoder {
        decoder.child(value(named: name) ?? Node(.scalar(Scalar("null")), mark: decoder.node.mark),
                      key: TreeKey(stringValue: name))
    }

    func superDecoder() throws -> any Decoder { superDecoder(named: "super") }

    func superDecoder(forKey key: Key) throws -> any Decoder { superDecoder(named: key.stringValue) }
}

/// A list's items, in order.
struct TreeUnkeyedContainer: UnkeyedDecodingContainer {
    let items: [Node]
    let decoder: TreeDecoding
    private(set) var currentIndex = 0

    init(items: [Node], decoder: TreeDecoding) {
        self.items = items
        self.decoder = decoder
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next(_ type: Any.Type) throws -> TreeDecoding {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [TreeKey(intValue: currentIndex)],
                                                          debugDescription: "Unkeyed container is at end."))
        }
        return decoder.child(items[currentIndex], key: TreeKey(intValue: currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard try next(Never.self).decodeNil() else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try next(type).decodeValue(type)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey> {
        let container = try next([String: Any].self).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try next([Any].self).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try next(Any.self)
        currentIndex += 1
        return decoder
    }
}
