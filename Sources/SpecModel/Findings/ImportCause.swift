/// The class of something gen-import says in its own words: what a warning or note is about, by which the same words
/// at many places are counted, and summed up after them. The raw value is the class's name, as the JSON diagnostics
/// and Docs/Import.md (its fix) give it.
public enum ImportCause: String, CaseIterable, Hashable, Sendable {
    // The document as a whole (errors: nothing is imported).
    case notAMapping = "not-a-mapping"
    case swagger2 = "swagger-2"
    case missingVersion = "missing-version"
    case unsupportedVersion = "unsupported-version"
    case unreadableDocument = "unreadable-document"

    // References, read by the bundle stage.
    case selfReference = "self-reference"
    case urlReference = "url-reference"
    case anchorReference = "anchor-reference"
    case malformedReference = "malformed-reference"
    case missingFile = "missing-file"
    case danglingReference = "dangling-reference"
    case idNotBase = "id-not-base"

    // Vendor defects read by their one obvious reading (the normalize stage).
    case duplicateKey = "duplicate-key"
    case unquotedEnumValue = "unquoted-enum-value"
    case nullEnumValue = "null-enum-value"
    case exclusiveBoundForm = "exclusive-bound-form"
    case integerBound = "integer-bound"
    case optionalPathParameter = "optional-path-parameter"
    case responseReferencesRequestBody = "response-refers-to-request-body"
    case responseWithoutDescription = "response-without-description"
    case nullableBesideReference = "nullable-beside-ref"
    case keysReadAsOne = "keys-read-as-one"
    case nullSecurityScopes = "null-security-scopes"
    case contentReference = "content-ref"
    case booleanSchema = "boolean-schema"
    case undeclaredSecurityScheme = "undeclared-security-scheme"
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
}
