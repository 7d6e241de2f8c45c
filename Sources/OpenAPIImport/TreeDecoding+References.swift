import OpenAPIKit
import OpenAPIKit30

/// OpenAPIKit's choice between a reference and a value (`Either<JSONReference<X>, X>`, `Either<OpenAPI.Reference<X>, X>`),
/// which its own decoding makes by trying the reference first: on every value that isn't one, a keyed container, a
/// missing `$ref` and its error made and thrown, then the value decoded. A mapping without `$ref` can't be a reference
/// (each of them requires it), so its value is decoded straight away; anything else takes OpenAPIKit's way.
protocol ReferenceOrValue {
    /// The value the mapping of `decoding` holds, as the choice of it; throws where the value fails.
    static func value(from decoding: TreeDecoding) throws -> Self
}

/// A reference of OpenAPIKit's, which reads only from a mapping with `$ref`.
protocol RefersWithKey {}

extension OpenAPIKit30.JSONReference: RefersWithKey {}
extension OpenAPIKit.JSONReference: RefersWithKey {}
extension OpenAPIKit.OpenAPI.Reference: RefersWithKey {}

extension Either: ReferenceOrValue where A: RefersWithKey, B: Decodable {
    static func value(from decoding: TreeDecoding) throws -> Either<A, B> {
        .b(try decoding.decodeValue(B.self))
    }
}

extension TreeDecoding {
    /// The choice of a value where the node is a mapping without `$ref` and the value decodes; nil for the rest, which
    /// OpenAPIKit's own decoding then reads (a reference, or an error naming both failures in its words).
    func referenceOrValue<T>(_ type: T.Type) -> T? {
        guard let choice = type as? any ReferenceOrValue.Type, case .mapping(let pairs) = node.kind,
              !pairs.contains(where: { $0.key.string == "$ref" }) else { return nil }
        return try? choice.value(from: self) as? T
    }
}
