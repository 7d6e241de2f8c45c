import OpenAPIKit

/// A type of OpenAPIKit's whose own decoding does work a located tree makes needless, read here the way that decoding
/// reads it where the tree allows; nil leaves it to that decoding (which then gives its value or its error in its own
/// words), a throw is the value's error. One protocol, so that the decoder asks each type one question.
protocol ReadFromTree {
    static func read(from decoding: TreeDecoding) throws -> Self?
}

/// Examples, defaults and enum values (``TreeDecoding/anyCodable()``).
extension AnyCodable: ReadFromTree {
    static func read(from decoding: TreeDecoding) -> AnyCodable? { decoding.anyCodable() }
}

/// OpenAPI 3.1 schemas (``TreeDecoding/schema31()``).
extension OpenAPIKit.JSONSchema: ReadFromTree {
    static func read(from decoding: TreeDecoding) -> OpenAPIKit.JSONSchema? { decoding.schema31() }
}

/// A reference of OpenAPIKit's, which reads only from a mapping with `$ref`.
protocol RefersWithKey {}

extension OpenAPIKit.JSONReference: RefersWithKey {}
extension OpenAPIKit.OpenAPI.Reference: RefersWithKey {}

/// A choice of a reference or a value (`Either<JSONReference<X>, X>`, `Either<OpenAPI.Reference<X>, X>`), which
/// OpenAPIKit decodes by trying the reference first: on every value that isn't one, a keyed container, a missing
/// `$ref` and its error made and thrown, then the value decoded. A mapping without `$ref` can't be a reference (each
/// of them requires it), so its value is decoded at once.
extension Either: ReadFromTree where A: RefersWithKey, B: Decodable {
    static func read(from decoding: TreeDecoding) -> Either<A, B>? {
        guard case .mapping(let pairs) = decoding.node.kind, !pairs.contains(where: { $0.key.string == "$ref" }) else {
            return nil
        }
        return (try? decoding.decodeValue(B.self)).map { .b($0) }
    }
}

/// A map by key (paths, responses by status, contents by media type, components by name…), read pair by pair, each key
/// made as OpenAPIKit's decoding makes it from its text — a `String` as it is, else from the text as a
/// `LosslessStringConvertible`, else as the raw value of a `RawRepresentable` — without its list of all keys, a search
/// for each key among them, and a cast of each key to `HasWarnings`. A key that brings warnings (a media type or a
/// status code OpenAPIKit warns of) is left to OpenAPIKit, which keeps them. A map of components checks every key
/// against Foundation's character sets (letters and digits of any script, `.`, `-` and `_`): a key of ASCII letters,
/// digits and those three passes for certain, and is made at once.
extension OrderedDictionary: ReadFromTree where Value: Decodable {
    static func read(from decoding: TreeDecoding) -> OrderedDictionary<Key, Value>? {
        guard case .mapping(let pairs) = decoding.node.kind, let key = keyMaker else { return nil }
        var map = OrderedDictionary<Key, Value>()
        for pair in pairs {
            guard let text = pair.key.string, let made = key(text),
                  let value = try? decoding.child(pair.value, key: TreeKey(stringValue: text))
                      .decodeValue(Value.self) else { return nil }
            map[made] = value
        }
        return map
    }

    /// How a key is made from its text, in the order OpenAPIKit's decoding tries; nil for keys it doesn't read from
    /// text.
    private static var keyMaker: ((String) -> Key?)? {
        if Key.self == OpenAPIKit.OpenAPI.ComponentKey.self {
            return { text in isPlainKey(text) ? OpenAPIKit.OpenAPI.ComponentKey(stringLiteral: text) as? Key : nil }
        }
        if Key.self == String.self { return { $0 as? Key } }
        // The keys that bring warnings (OpenAPIKit's `HasWarnings` keys).
        if Key.self == OpenAPIKit.OpenAPI.ContentType.self {
            return { OpenAPIKit.OpenAPI.ContentType(rawValue: $0).flatMap { $0.warnings.isEmpty ? $0 as? Key : nil } }
        }
        if Key.self == OpenAPIKit.OpenAPI.Response.StatusCode.self {
            return {
                OpenAPIKit.OpenAPI.Response.StatusCode(rawValue: $0).flatMap { $0.warnings.isEmpty ? $0 as? Key : nil }
            }
        }
        if let lossless = Key.self as? any LosslessStringConvertible.Type { return { lossless.init($0) as? Key } }
        if let raw = Key.self as? any RawRepresentable.Type { return { made(raw, $0) as? Key } }
        return nil
    }

    private static func made<Raw: RawRepresentable>(_ type: Raw.Type, _ text: String) -> Raw? {
        (text as? Raw.RawValue).flatMap(Raw.init(rawValue:))
    }

    private static func isPlainKey(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
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
    func readFromTree<T>(_ type: T.Type) throws -> T? {
        // Unwrapped before the cast: a missing value cast to an optional `T` would be a value of it.
        guard let readable = type as? any ReadFromTree.Type, let value = try readable.read(from: self) else {
            return nil
        }
        return value as? T
    }
}
