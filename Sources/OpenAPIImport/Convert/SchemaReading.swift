import OpenAPIKit
import YAML

/// The reading of one schema's keywords for the schema builder (``TreeDecoding/schema31()``): values read as the tree
/// decoder reads them, `null` as absent (as `decodeIfPresent` has it), subschemas decoded as usual. Anything else than
/// what OpenAPIKit reads without a word throws ``Unread``: then OpenAPIKit's own decoding reads the schema.
struct SchemaReading {
    let keywords: SchemaKeywords
    let decoding: TreeDecoding

    struct Unread: Error {}

    /// A value decoded as usual, nil where the keyword is absent or `null`.
    func value<T: Decodable>(_ type: T.Type, _ node: Node?, _ key: String) throws -> T? {
        guard let node, node.jsonScalar != .null else { return nil }
        return try decoding.child(node, key: TreeKey(stringValue: key)).decodeValue(type)
    }

    /// A list of subschemas, each decoded as usual.
    func members<Schema: Decodable>(_ node: Node, _ key: String) throws -> [Schema] {
        guard case .sequence(let items) = node.kind else { throw Unread() }
        let decoding = decoding.child(node, key: TreeKey(stringValue: key))
        return try items.enumerated().map { index, item in
            try decoding.child(item, key: TreeKey(intValue: index)).decodeValue(Schema.self)
        }
    }

    /// Properties in the document's order, each decoded as usual; a name written twice is left to OpenAPIKit.
    func properties<Schema: Decodable>(_ node: Node, _ key: String) throws -> OrderedDictionary<String, Schema> {
        guard case .mapping(let pairs) = node.kind else { throw Unread() }
        let decoding = decoding.child(node, key: TreeKey(stringValue: key))
        var properties = OrderedDictionary<String, Schema>()
        for pair in pairs {
            guard let name = pair.key.string, properties[name] == nil else { throw Unread() }
            properties[name] = try decoding.child(pair.value, key: TreeKey(stringValue: name)).decodeValue(Schema.self)
        }
        return properties
    }

    /// An object's properties as OpenAPIKit reads them: in the document's order, one not `required` made optional by
    /// `optional`, and a name `required` without a property `inferred`.
    func objectProperties<Schema: Decodable>(optional makeOptional: (Schema) -> Schema, inferred: () -> Schema) throws
        -> OrderedDictionary<String, Schema> {
        let required = try optional(keywords.required, Self.strings) ?? []
        var properties: OrderedDictionary<String, Schema> =
            try optional(keywords.properties) { try self.properties($0, "properties") } ?? [:]
        for (name, schema) in properties where !required.contains(name) { properties[name] = makeOptional(schema) }
        for name in required where properties[name] == nil { properties[name] = inferred() }
        return properties
    }

    /// `readOnly` and `writeOnly` as one: none, one of them, or read-write when both are false.
    func permissions() throws -> JSONSchema.Permissions? {
        switch (try optional(keywords.readOnly, Self.bool), try optional(keywords.writeOnly, Self.bool)) {
        case (nil, nil): nil
        case (true, true): throw Unread()
        case (true, _): .readOnly
        case (_, true): .writeOnly
        default: .readWrite
        }
    }

    /// A scalar, nil where the keyword is absent or `null`.
    func optional<T>(_ node: Node?, _ read: (Node) throws -> T) throws -> T? {
        guard let node, node.jsonScalar != .null else { return nil }
        return try read(node)
    }

    static func bool(_ node: Node) throws -> Bool { try read(node.jsonBool) }
    static func string(_ node: Node) throws -> String { try read(node.jsonString) }
    static func double(_ node: Node) throws -> Double { try read(node.jsonDouble) }
    static func integer(_ node: Node) throws -> Int { try read(node.jsonInteger(Int.self)) }

    /// A scalar of the kind asked for, as the tree decoder reads it; anything else is left to OpenAPIKit.
    private static func read<T>(_ value: T?) throws -> T {
        guard let value else { throw Unread() }
        return value
    }

    static func strings(_ node: Node) throws -> [String] {
        guard case .sequence(let items) = node.kind else { throw Unread() }
        return try items.map(string)
    }
}
