import SpecModel

/// The vendor defects the normalize stage reads by their one obvious reading — one table, one entry a class (its
/// ``cause``, by which the warnings are counted). Each rewrite says so with a warning at its place; an operation it
/// touches stays exact (the reading is what the document means), unless what the reading gives is itself approximated
/// later (`{ not: {} }`). Docs/Import.md lists the same table.
enum DocumentDefect: CaseIterable, Sendable {
    /// A mapping with a key twice (JSON parsers differ on which wins): the first is kept.
    case duplicateKey
    /// `true`, `false` or a number among a string enum's values: read as its text.
    case unquotedEnumValue
    /// `null` among an enum's values: the enum is nullable, and `null` is not one of its values.
    case nullEnumValue
    /// `exclusiveMinimum: true` beside `minimum` (the 3.0 form) in a 3.1 document, or a number in a 3.0 one: the bound
    /// in the document's own form.
    case exclusiveBoundForm
    /// A fractional or out-of-range `minimum` / `maximum` on an integer schema: the nearest integer inside it.
    case integerBound
    /// A path parameter without `required: true`: a path parameter is always required.
    case optionalPathParameter
    /// A response that `$ref`s a request body: a response with that body's content.
    case responseReferencesRequestBody
    /// A response without `description`: an empty description.
    case responseWithoutDescription
    /// `nullable: true` beside `$ref` (which makes the other keys of a 3.0 schema count for nothing): a reference
    /// that may be null, as `allOf: [$ref]` with `nullable: true` (3.0) or `anyOf: [$ref, null]` (3.1) says it.
    case nullableBesideReference
    /// Media types of one content, or status codes of one operation's responses, that read as one (a media type's
    /// parameter the decoder can't read is dropped, so `application/json;simple` is `application/json`; `2xx` is
    /// `2XX`): the first is kept.
    case keysReadAsOne
    /// A security requirement whose scopes are `null`: no scopes.
    case nullSecurityScopes
    /// A `content` written as a `$ref` to a map of media types (OpenAPI refers to a media type, never to a content):
    /// the map referred to.
    case contentReference
    /// `true` or `false` where a schema goes (JSON Schema's "any value" and "no value"; the decoder reads them only as
    /// `additionalProperties`): `{}`, and `{ not: {} }`, which the conversion then approximates.
    case booleanSchema
    /// A security requirement naming a scheme `components.securitySchemes` doesn't declare: the name left out of the
    /// requirement, as no credentials can be known for it (an overlay that declares the scheme keeps it).
    case undeclaredSecurityScheme
    /// A component's key with a character outside `[A-Za-z0-9._-]` (`bulk@200`), which OpenAPI doesn't allow: the key
    /// with `_` for each run of them, made unique, and every `$ref`, security requirement and discriminator mapping
    /// naming it renamed too.
    case componentKey

    /// The class its warnings count under.
    var cause: ImportCause {
        switch self {
        case .duplicateKey: .duplicateKey
        case .unquotedEnumValue: .unquotedEnumValue
        case .nullEnumValue: .nullEnumValue
        case .exclusiveBoundForm: .exclusiveBoundForm
        case .integerBound: .integerBound
        case .optionalPathParameter: .optionalPathParameter
        case .responseReferencesRequestBody: .responseReferencesRequestBody
        case .responseWithoutDescription: .responseWithoutDescription
        case .nullableBesideReference: .nullableBesideReference
        case .keysReadAsOne: .keysReadAsOne
        case .nullSecurityScopes: .nullSecurityScopes
        case .contentReference: .contentReference
        case .booleanSchema: .booleanSchema
        case .undeclaredSecurityScheme: .undeclaredSecurityScheme
        case .componentKey: .componentKey
        }
    }
}
