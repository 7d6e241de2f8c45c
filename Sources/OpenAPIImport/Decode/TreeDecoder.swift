import Foundation
import YAML

/// Decodes a `Decodable` value straight from a located tree, read the way the tree's JSON text would be read by
/// `JSONDecoder`: scalars under the YAML 1.2 core schema (quoted text is a string; `1` an integer, which reads as a
/// `Double` too), a number that isn't finite as `null`, a key as its text, a URL from its string. A decoding error
/// carries the coding path as usual.
struct TreeDecoder {
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// Schemas, `AnyCodable` values, choices of a reference or a value and maps of components are built straight from
    /// the tree where they can be (the types that are ``ReadFromTree``); false leaves them all to OpenAPIKit's own
    /// decoding.
    var buildsFromTree = true

    func decode<T: Decodable>(_ type: T.Type, from node: Node) throws -> T {
        try TreeDecoding(node, path: nil, userInfo: userInfo, buildsFromTree: buildsFromTree).decodeValue(type)
    }
}

/// One step of a coding path, kept as a list from the value back to the root (built only when asked for).
final class TreePath: Sendable {
    let key: any CodingKey & Sendable
    let parent: TreePath?

    init(_ key: any CodingKey & Sendable, parent: TreePath?) {
        self.key = key
        self.parent = parent
    }

    static func keys(_ path: TreePath?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var step = path
        while let current = step {
            keys.append(current.key)
            step = current.parent
        }
        return keys.reversed()
    }
}

/// A key of the coding path: a mapping's key or a list's index.
struct TreeKey: CodingKey, Sendable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// The decoder of one node.
final class TreeDecoding: Decoder {
    let node: Node
    let path: TreePath?
    let userInfo: [CodingUserInfoKey: Any]
    let buildsFromTree: Bool

    init(_ node: Node, path: TreePath?, userInfo: [CodingUserInfoKey: Any], buildsFromTree: Bool) {
        self.node = node
        self.path = path
        self.userInfo = userInfo
        self.buildsFromTree = buildsFromTree
    }

    var codingPath: [any CodingKey] { TreePath.keys(path) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .mapping(let pairs) = node.kind else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(TreeKeyedContainer<Key>(pairs: pairs, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .sequence(let items) = node.kind else { throw mismatch([Any].self) }
        return TreeUnkeyedContainer(items: items, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// The decoder of a node inside this one, at `key`.
    func child(_ node: Node, key: any CodingKey & Sendable) -> TreeDecoding {
        TreeDecoding(node, path: TreePath(key, parent: path), userInfo: userInfo, buildsFromTree: buildsFromTree)
    }

    /// The scalar the node holds as JSON would have it: a number that isn't finite is `null`; nil for a collection.
    var scalar: ResolvedScalar? { node.jsonScalar }

    func mismatch(_ type: Any.Type) -> DecodingError {
        if scalar == .null {
            return .valueNotFound(
                type, .init(codingPath: codingPath, debugDescription: "Cannot get \(type) -- found null value instead"))
        }
        return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "Expected to decode \(type) but "
                + "found \(node.kindDescription) instead."))
    }

    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if type == URL.self {
            let text = try decode(String.self)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                                                        debugDescription: "Invalid URL string."))
            }
            return url as! T
        }
        // Built straight from the tree where it can be (see ``TreeDecoder/buildsFromTree``).
        if buildsFromTree, let value = try readFromTree(type) { return value }
        return try T(from: self)
    }
}
