import SpecModel

/// An operation the converter made into an endpoint, before names.
struct ImportedEndpoint: Sendable {
    /// Its place among the selected operations.
    var index: Int
    /// What its name is derived from: the operationId, or the method and path.
    var nameSource: NameSource
    var doc: String?
    var deprecated = false
    var method: HTTPMethodName
    var path: String
    var pathParams: [ImportedParam] = []
    var query: [ImportedParam] = []
    var headers: [ImportedParam] = []
    var body: ImportedBody?
    /// The success body's type; nil: no content (or `responses` holds several shapes).
    var response: ImportedType?
    /// `responses:` when success statuses differ in shape: a body type (or none) per status.
    var responses: [(status: StatusKey, type: ImportedType?)]?
    /// A success response streamed in parts: the endpoint's `stream:`, or, beside a whole response (JSON), an
    /// endpoint of its own (`<name>Stream`).
    var stream: ImportedStream?
    /// `errors:`: a typed body per error status.
    var errors: [(status: StatusKey, type: ImportedType)] = []
    /// The first tag: the file it goes to.
    var tag: String?
    /// A success response declares the `Link` header (the next page's URL, GitHub style).
    var declaresLinkHeader = false
    /// How it pages, when the document says or shows it.
    var paging: WrittenPaging?
    /// What the paging was read from (a pattern, or the extension that says it).
    var pagingPattern: String?
    /// A GET whose response is or holds a list: it might page.
    var isListShaped = false
    /// Where the first JSON success response's media type is (its examples).
    var responseContent: [String]?
    /// The example response: the document's, or one composed from its schemas' property examples.
    var example: Literal?
    /// The credentials it takes, by scheme name (alternatives); `[]` for none.
    var security: [[String]] = []
    /// Where the operation is in the document.
    var location: [String]

    /// Whether its stream is an endpoint of its own, beside the whole response.
    var streamsBeside: Bool { stream != nil && (response != nil || responses != nil) }

    /// Where an endpoint's name comes from.
    enum NameSource: Hashable, Sendable {
        case operationID(String)
        case route(method: String, path: String)
    }

    /// The models it names directly.
    var uses: [ImportedModelID] {
        (pathParams + query + headers).flatMap(\.type.models) + (body?.type.models ?? []) + decodes
    }

    /// The models it decodes directly: its responses' and error bodies' types.
    var decodes: [ImportedModelID] {
        (response?.models ?? []) + (responses ?? []).flatMap { $0.type?.models ?? [] } + errors.flatMap(\.type.models)
            + (stream?.models ?? [])
    }
}

/// A path, query or header parameter.
struct ImportedParam: Sendable {
    var name: String
    var type: ImportedType
    var optional: Bool
    var doc: String?
    var style: QueryStyle?
    /// Days alone (`format: date`), written `yyyy-MM-dd`: the value, or a list's elements.
    var dateOnly = false
    /// A value always sent (from a query string written in the path).
    var constValue: String?
    /// What the path holds before a path parameter's value: `.` in `label` style, `;name=` in `matrix` style.
    var pathPrefix = ""
    var location: [String]
}

/// A request body.
struct ImportedBody: Sendable {
    var type: ImportedType
    var optional: Bool
    var encoding: BodyEncoding?
    var contentType: String?
    var location: [String]
}
