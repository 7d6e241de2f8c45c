/// A checked endpoint.
public struct CheckedEndpoint: Hashable, Sendable {
    public var name: Located<String>
    public var doc: String?
    public var deprecated: Deprecation?
    /// The file that defines it.
    public var service: ServiceID
    public var method: HTTPMethodName
    /// The path as written.
    public var path: Located<String>
    /// The path in pieces; each placeholder points at its path parameter.
    public var pathParts: [PathPart]
    public var pathParams: [CheckedParam]
    public var query: [CheckedParam]
    public var headers: [CheckedParam]
    /// The body's type, located where it was written.
    public var body: Located<SpecType>?
    /// How the body is sent.
    public var bodyEncoding: BodyEncoding = .json
    /// The body's declared content type, if any.
    public var bodyContentType: String?
    /// nil: no content expected.
    public var response: SpecType?
    /// Several success shapes, by status (sorted); nil when the endpoint has one `response` (or none).
    public var responses: [CheckedStatusBody]?
    /// Typed error bodies: the service's with the endpoint's over them; statuses first (sorted), then
    /// classes, then `default`. An entry without a type has no typed body (`404: ~` beside `default: Problem`).
    public var errors: [CheckedStatusBody] = []
    /// The example response, as written (in the spec, or in the file it names).
    public var example: CheckedExample?
    public var paging: CheckedPaging?
    /// The credentials it takes: its `security:`, or its file's; nil when neither says (a service without `auth:`).
    public var security: [[String]]?

    /// Every type the endpoint decodes: its response, each success status's body and each typed error body.
    public var decodedTypes: [SpecType] {
        [response].compactMap { $0 } + (responses ?? []).compactMap(\.type) + errors.compactMap(\.type)
    }

    /// The distinct types of the typed error bodies, in status order. With two or more, errors decode into an
    /// enum of their own (`<Endpoint>ErrorBody`); with one, into that type.
    public var errorTypes: [SpecType] {
        var seen: Set<SpecType> = []
        return errors.compactMap(\.type).filter { seen.insert($0).inserted }
    }

    public init(_ endpoint: Endpoint, service: ServiceID) {
        name = endpoint.name
        doc = endpoint.doc
        deprecated = endpoint.deprecated
        self.service = service
        method = endpoint.method
        path = endpoint.path
        pathParts = endpoint.pathParts
        pathParams = []
        query = []
        headers = []
    }
}

/// A checked path, query or header parameter.
public struct CheckedParam: Hashable, Sendable {
    /// The name as sent: placeholder, query key or header name.
    public var name: Located<String>
    /// `name:` — the Swift name the user chose.
    public var swiftName: Located<String>?
    public var type: SpecType
    public var doc: String?
    /// `default:`, typed.
    public var defaultValue: Value?
    /// `const:`, typed: always sent, never stored.
    public var constValue: Value?
    /// How a list query parameter is sent.
    public var style: QueryStyle = .repeated
    /// A path parameter whose value keeps its `/`s.
    public var multiSegment = false

    public init(_ param: Param, type: SpecType, defaultValue: Value?, constValue: Value?) {
        name = param.name
        swiftName = param.swiftName
        self.type = type
        doc = param.doc
        self.defaultValue = defaultValue
        self.constValue = constValue
        style = param.style?.value ?? .repeated
        multiSegment = param.multiSegment?.value ?? false
    }
}

/// An endpoint's example response and the file its marks refer to.
public struct CheckedExample: Hashable, Sendable {
    public var value: Literal
    public var file: String

    public init(value: Literal, file: String) {
        self.value = value
        self.file = file
    }
}
