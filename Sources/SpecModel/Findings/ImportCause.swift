/// The class of something gen-import says in its own words: what a warning or note is about, by which the same words
/// at many places are counted, and summed up after them. The raw value is the class's name, as the JSON diagnostics
/// and Docs/Import.md (its fix) give it.
public enum ImportCause: String, CaseIterable, Hashable, Sendable {
    // The document as a whole (errors: nothing is imported).
    case notAMapping = "not-a-mapping"
    case missingVersion = "missing-version"
    case unsupportedVersion = "unsupported-version"
    case unreadableDocument = "unreadable-document"

    /// A Swagger 2.0 construct OpenAPI 3 has no form for (a `tsv` list, form fields beside a body): read as near as
    /// 3 goes.
    case swagger2Construct = "swagger-2-construct"

    // References, read by the bundle stage.
    case selfReference = "self-reference"
    case urlReference = "url-reference"
    case anchorReference = "anchor-reference"
    case malformedReference = "malformed-reference"
    case missingFile = "missing-file"
    case danglingReference = "dangling-reference"
    case idNotBase = "id-not-base"

    // Vendor defects the normalize stage reads by their one obvious reading: each rewrite says so with a warning at
    // its place, and an operation it touches stays exact (the reading is what the document means), unless what the
    // reading gives is itself approximated later (`{ not: {} }`). Docs/Import.md lists the same table.
    /// A mapping with a key twice (JSON parsers differ on which wins): the first is kept.
    case duplicateKey = "duplicate-key"
    /// `true`, `false` or a number among a string enum's values: read as its text.
    case unquotedEnumValue = "unquoted-enum-value"
    /// `null` among an enum's values: the enum is nullable, and `null` is not one of its values.
    case nullEnumValue = "null-enum-value"
    /// `exclusiveMinimum: true` beside `minimum` (the 3.0 form) in a 3.1 document, or a number in a 3.0 one: the bound
    /// in the document's own form.
    case exclusiveBoundForm = "exclusive-bound-form"
    /// A fractional or out-of-range `minimum` / `maximum` on an integer schema: the nearest integer inside it.
    case integerBound = "integer-bound"
    /// A path parameter without `required: true`: a path parameter is always required.
    case optionalPathParameter = "optional-path-parameter"
    /// A response that `$ref`s a request body: a response with that body's content.
    case responseReferencesRequestBody = "response-refers-to-request-body"
    /// A response without `description`: an empty description.
    case responseWithoutDescription = "response-without-description"
    /// `nullable: true` beside `$ref` (which makes the other keys of a 3.0 schema count for nothing): a reference
    /// that may be null, as `allOf: [$ref]` with `nullable: true` (3.0) or `anyOf: [$ref, null]` (3.1) says it.
    case nullableBesideReference = "nullable-beside-ref"
    /// Media types of one content, or status codes of one operation's responses, that read as one (a media type's
    /// parameter the decoder can't read is dropped, so `application/json;simple` is `application/json`; `2xx` is
    /// `2XX`): the first is kept.
    case keysReadAsOne = "keys-read-as-one"
    /// A security requirement whose scopes are `null`: no scopes.
    case nullSecurityScopes = "null-security-scopes"
    /// A `content` written as a `$ref` to a map of media types (OpenAPI refers to a media type, never to a content):
    /// the map referred to.
    case contentReference = "content-ref"
    /// `true` or `false` where a schema goes (JSON Schema's "any value" and "no value"; the decoder reads them only as
    /// `additionalProperties`): `{}`, and `{ not: {} }`, which the conversion then approximates.
    case booleanSchema = "boolean-schema"
    /// An `info` without a `title` or a `version` that is text (OpenAPI requires both): the file's name, an empty
    /// version, or what is written read as text.
    case incompleteInfo = "incomplete-info"
    /// A Swagger 2.0 parameter that is a list without `items` (2.0 requires them): a list of strings.
    case listWithoutItems = "list-without-items"
    /// `items` written as a list (JSON Schema's older tuple form, which OpenAPI doesn't have): one of its schemas.
    case itemsList = "items-list"
    /// A security requirement naming a scheme `components.securitySchemes` doesn't declare: the name left out of the
    /// requirement, as no credentials can be known for it (an overlay that declares the scheme keeps it).
    case undeclaredSecurityScheme = "undeclared-security-scheme"
    /// A component's key with a character outside `[A-Za-z0-9._-]` (`bulk@200`), which OpenAPI doesn't allow: the key
    /// with `_` for each run of them, made unique, and every `$ref`, security requirement and discriminator mapping
    /// naming it renamed too.
    case componentKey = "component-key"

    // A value the decoder can't read: the item that holds it is left out.
    case unreadableValue = "unreadable-value"

    // Operations and paths.
    case pathItemReference = "path-item-ref"
    case unsupportedMethod = "unsupported-method"
    case operationServer = "operation-server"
    case callbacks = "callbacks"
    case webhooks = "webhooks"
    case pathFragment = "path-fragment"
    case pathQueryString = "path-query-string"
    case placeholderTwice = "placeholder-twice"
    case parameterNotInPath = "parameter-not-in-path"

    // Parameters.
    case missingParameterReference = "missing-parameter-ref"
    case contentParameter = "content-parameter"
    case oneValueOrList = "one-value-or-list"
    case unionParameter = "union-parameter"
    case cookieParameter = "cookie-parameter"
    case querystringParameter = "querystring-parameter"
    case headerNotSimple = "header-not-simple"
    case queryListStyle = "query-list-style"
    case queryObjectStyle = "query-object-style"
    case queryNotSimple = "query-not-simple"
    case queryObjectProperty = "query-object-property"
    case pathListStyle = "path-list-style"
    case pathExplodedList = "path-exploded-list"
    case pathNotSimple = "path-not-simple"

    // Bodies and responses.
    case missingBodyReference = "missing-body-ref"
    case bodyNotAllowed = "body-not-allowed"
    case formBodyNotObject = "form-body-not-object"
    case xmlBody = "xml-body"
    case missingResponseReference = "missing-response-ref"
    case mixed2XX = "mixed-2xx"
    /// A streamed response whose elements have no schema: each read as `JSON`.
    case streamWithoutSchema = "stream-without-schema"
    /// A second streamed media type of one operation: left out (the first is the stream).
    case streamLeftOut = "stream-left-out"

    // Schemas.
    case notSchema = "not-schema"
    case referenceNotSchema = "ref-not-schema"
    case missingComponent = "missing-component"
    case selfReferenceNotObject = "self-reference-not-object"
    case unexpressibleSchema = "unexpressible-schema"
    case patternProperties = "pattern-properties"
    case allOfMixedTypes = "allof-mixed-types"
    case allOfMemberNotObject = "allof-member-not-object"
    case untaggedDiscriminator = "untagged-discriminator"
    case anyOfOverlap = "anyof-overlap"
    case requiredSelfModel = "required-self-model"

    // Credentials.
    case securityNotSent = "security-not-sent"

    // What was read from what the document shows (notes).
    case pagingInferred = "paging-inferred"
    case exampleComposed = "example-composed"

    // Overlays.
    case malformedOverlay = "malformed-overlay"
    case overlayTargetEmpty = "overlay-target-empty"
    case overlayNonstandard = "overlay-nonstandard"

    // Recorded traffic (`--responses`).
    case unreadableRecording = "unreadable-recording"
    case unmatchedExchange = "unmatched-exchange"
    case recordedContradiction = "recorded-contradiction"
    case contradictionNotPlaced = "contradiction-not-placed"
}
