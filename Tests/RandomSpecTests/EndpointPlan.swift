/// An endpoint of a random spec, before it is written.
struct EndpointPlan {
    var name: String
    /// Nil: left out (GET).
    var method: String?
    var path: String
    /// Declared path parameters (placeholders without one are `String`).
    var pathParams: [FieldPlan] = []
    var query: [FieldPlan] = []
    var headers: [FieldPlan] = []
    var body: SpecType?
    /// `encoding:` and `contentType:` of the body (full form when either is set).
    var bodyEncoding: String?
    var bodyContentType: String?
    var response: SpecType?
    /// `responses:` in place of `response:`, statuses as written; nil types are `~`.
    var responses: [(status: String, type: SpecType?)]?
    var errors: [(status: String, type: SpecType?)] = []
    /// An inline example, as flow YAML.
    var example: String?
    /// The paging mapping's entries, in order, values as flow YAML.
    var paging: [(key: String, value: String)]?
    var doc: String?
    var deprecated: String?

    init(name: String, method: String?, path: String) {
        self.name = name
        self.method = method
        self.path = path
    }
}
