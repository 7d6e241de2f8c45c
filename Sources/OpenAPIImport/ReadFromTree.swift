import OpenAPIKit
import OpenAPIKit30

/// A type of OpenAPIKit's whose own decoding does work a located tree makes needless, read here the way that decoding
/// reads it where the tree allows; nil leaves it to that decoding (which then gives its value or its error in its own
/// words). One protocol, so that the decoder asks each type one question.
protocol ReadFromTree {
    static func read(from decoding: TreeDecoding) -> Self?
}

/// Examples, defaults and enum values (``TreeDecoding/anyCodable()``).
extension AnyCodable: ReadFromTree {
    static func read(from decoding: TreeDecoding) -> AnyCodable? { decoding.anyCodable() }
}

/// OpenAPI 3.0 schemas (``TreeDecoding/schema30()``).
extension OpenAPIKit30.JSONSchema: ReadFromTree {
    static func read(from decoding: TreeDecoding) -> OpenAPIKit30.JSONSchema? { decoding.schema30() }
}

/// OpenAPI 3.1 schemas (``TreeDecoding/schema31()``), or 3.0 schemas read into the 3.1 model
/// (``TreeDecoding/schema30In31()``).
extension OpenAPIKit.JSONSchema: ReadFromTree {
    static func read(from decoding: TreeDecoding) -> OpenAPIKit.JSONSchema? { decoding.schemas30 ? decoding.schema30In31() : decoding.schema31() }
}

/// A reference of OpenAPIKit's, which reads only from a mapping with `$ref`.
protocol RefersWithKey {}

extension OpenAPIKit30.JSONReference: RefersWithKey {}
extension OpenAPIKit.JSONReference: RefersWithKey {}
extension OpenAPIKit.OpenAPI.Reference: RefersWithKey {}

/// A choice of a reference or a value (`Either<JSONReference<X>, X>`, `Either<OpenAPI.Reference<X>, X>`), which
/// OpenAPIKit decodes by trying the reference first: on every value that isn't one, a keyed container, a missing
/// `$ref` and its error made and thrown, then the value decoded. A mapping without `$ref` can't be a reference (each
/// of them requires it), so its value is decoded at once.
extension Either: ReadFromTree where A: RefersWithKey, B: Decodable {
    static func read(from decoding: TreeDecoding) -> Either<A, B>? {
        guard case .mapping(let pairs) = decoding.node.kind, !pairs.contains(where: { $0.key.string == "$ref" }) else { return nil }
        return (try? decoding.decodeValue(B.self)).map { .b($0) }
    }
}

/// A map of components by key, whose own decoding checks every key against Foundation's character sets (letters and
/// digits of any script, `.`, `-` and `_`): a key of ASCII letters, digits and those three passes for certain.
extension OrderedDictionary: ReadFromTree where Key == OpenAPIKit.OpenAPI.ComponentKey, Value: Decodable {
    static func read(from decoding: TreeDecoding) -> OrderedDictionary<Key, Value>? {
        guard case .mapping(let pairs) = decoding.node.kind else { return nil }
        var map = OrderedDictionary<Key, Value>()
        for pair in pairs {
            guard let text = pair.key.string, isPlainKey(text),
                  let value = try? decoding.child(pair.value, key: TreeKey(stringValue: text)).decodeValue(Value.self) else { return nil }
            map[Key(stringLiteral: text)] = value
        }
        return map
    }

    private static func isPlainKey(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
                true
            default:
                false
            }
        }
    }
}

extension TreeDecoding {
    /// The value of a type read here (``ReadFromTree``) where the tree allows; nil for the rest.
    func readFromTree<T>(_ type: T.Type) -> T? {
        // Unwrapped before the cast: a missing value cast to an optional `T` would be a value of it.
        guard let readable = type as? any ReadFromTree.Type, let value = readable.read(from: self) else { return nil }
        return value as? T
    }
}
