import Foundation

/// What OpenAPIKit's decoding makes, in the schema model `Schema`, of a name an object `required`
/// without a property: a required fragment marked `inferred`. No public initialiser marks a schema inferred, so it is
/// taken, once, from OpenAPIKit's own decoding of such an object; `property` picks it out of the object (nil unless it
/// is there and inferred).
func inferredRequiredProperty<Schema: Decodable>(_ property: (Schema) -> Schema?) -> Schema {
    let object = try? JSONDecoder().decode(Schema.self, from: Data(#"{"type": "object", "required": ["name"]}"#.utf8))
    guard let inferred = object.flatMap(property) else {
        preconditionFailure("OpenAPIKit's decoding no longer infers a property for a name required without one")
    }
    return inferred
}
