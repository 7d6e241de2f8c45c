import YAML

/// An HTTP method an endpoint can use.
public enum HTTPMethodName: String, Hashable, Sendable, CaseIterable {
    case get = "GET", post = "POST", put = "PUT", patch = "PATCH", delete = "DELETE", head = "HEAD", options = "OPTIONS"
    case trace = "TRACE"

    /// Whether a request of this method may have a body (`GET`, `HEAD` and `TRACE` can't).
    public var takesBody: Bool {
        ![.get, .head, .trace].contains(self)
    }
}

/// One endpoint: a request and what it answers.
public struct Endpoint: Hashable, Sendable {
    public var name: Located<String>
    public var doc: String?
    public var deprecated: Deprecation?
    public var method: HTTPMethodName = .get
    /// The path as written, with `{name}` placeholders.
    public var path: Located<String>
    /// The path in pieces: literal text, and placeholders pointing into `pathParams`.
    public var pathParts: [PathPart] = []
    /// Path parameters in the order their placeholders appear (undeclared ones are `String`).
    public var pathParams: [Param] = []
    public var query: [Param] = []
    public var headers: [Param] = []
    public var body: TypeRef?
    /// `encoding:` of the body (nil: JSON).
    public var bodyEncoding: Located<BodyEncoding>?
    /// `contentType:` of the body.
    public var bodyContentType: Located<String>?
    /// nil: no content expected. `Data`: the raw body.
    public var response: TypeRef?
    /// `responses:` — a body type (or none) per success status, in place of `response:`.
    public var responses: [StatusBody]?
    /// `responses:` as written, for diagnostics.
    public var responsesMark: Mark?
    /// `stream:` — the response arrives in parts, decoded as they come (*1.2*).
    public var stream: WrittenStream?
    /// `errors:` — typed error bodies, over the service's.
    public var errors: [StatusBody] = []
    /// `example:` — an inline value, or a file to read (relative to the spec).
    public var example: Example?
    /// The value of an example in a file, once read, with the file its marks refer to (the loader reads it).
    public var exampleValue: CheckedExample?
    public var paging: WrittenPaging?
    /// `security:` — the credentials the endpoint takes, over the file's (*1.1*).
    public var security: [[Located<String>]]?

    public init(name: Located<String>, path: Located<String>) {
        self.name = name
        self.path = path
    }
}

/// A path, query or header parameter.
public struct Param: Hashable, Sendable {
    /// The name as sent (placeholder, query key or header name).
    public var name: Located<String>
    /// `name:` — an explicit Swift name.
    public var swiftName: Located<String>?
    public var type: TypeRef
    public var doc: String?
    /// `default:` — the init default.
    public var defaultValue: Literal?
    /// `const:` — a fixed value, kept out of the init.
    public var constValue: Literal?
    /// False for a path placeholder that `params:` doesn't declare.
    public var isDeclared = true
    /// `style:` of a list query parameter.
    public var style: Located<QueryStyle>?
    /// `multiSegment: true` on a path parameter: its value may span segments (`a/b/c`).
    public var multiSegment: Located<Bool>?
    /// `dates:` — how the parameter's dates are written, when not as the service says (*1.2*).
    public var dates: Located<DateStrategy>?

    public init(name: Located<String>, type: TypeRef) {
        self.name = name
        self.type = type
    }
}

/// An endpoint's example response.
public enum Example: Hashable, Sendable {
    /// A value written in the spec.
    case inline(Literal)
    /// A JSON file, relative to the spec's folder.
    case file(Located<String>)
}
