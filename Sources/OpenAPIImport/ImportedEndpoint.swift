/// An endpoint the importer writes.
struct ImportedEndpoint {
    var name: String
    var doc: String?
    var deprecated = false
    var method: String
    var path: String
    var pathParams: [ImportedParam] = []
    var query: [ImportedParam] = []
    var headers: [ImportedParam] = []
    var body: ImportedBody?
    /// `response:` (nil: no content).
    var response: String?
    /// `responses:` when success statuses differ in shape: statuses with their types (nil: no body).
    var responses: [(status: String, type: String?)]?
    /// `errors:` entries.
    var errors: [(status: String, type: String)] = []
    /// The first tag: the file it goes to.
    var tag: String?
    /// Where the operation is in the document.
    var location: [String]
    /// The models it names directly.
    var models: Set<String> = []
    /// Of those, the ones its responses and errors name: the ones it decodes.
    var decodedModels: Set<String> = []
    /// False when something of it could not be expressed as the document says.
    var exact = true
}

/// A path, query or header parameter.
struct ImportedParam {
    var name: String
    /// As written, optional when not required: `String`, `[Int]?`.
    var type: String
    var doc: String?
    /// `style:` of a list query parameter.
    var style: String?
}

/// A request body.
struct ImportedBody {
    var type: String
    /// `form`, `multipart` or `raw`; nil for JSON.
    var encoding: String?
    var contentType: String?
}
