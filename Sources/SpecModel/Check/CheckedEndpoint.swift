/// A checked endpoint: the endpoint as written (``declared``, whose fields read through: `endpoint.name`,
/// `endpoint.method`) and what checking adds — its file, its parameters, body, responses and errors typed, its paging
/// and example checked. A field added to ``Endpoint`` is read here with nothing else written.
@dynamicMemberLookup
public struct CheckedEndpoint: Hashable, Sendable {
    /// The endpoint as written.
    public var declared: Endpoint
    /// The file that defines it.
    public var service: ServiceID
    public var pathParams: [CheckedParam] = []
    public var query: [CheckedParam] = []
    public var headers: [CheckedParam] = []
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
    /// The stream the response is (*1.2*); then ``response`` is what `send` collects: the list of its elements, or
    /// `Data` for bytes (nil for events typed by name).
    public var stream: CheckedStream?
    /// Typed error bodies: the service's with the endpoint's over them; statuses first (sorted), then
    /// classes, then `default`. An entry without a type has no typed body (`404: ~` beside `default: Problem`).
    public var errors: [CheckedStatusBody] = []
    /// The example response, as written (in the spec, or in the file it names).
    public var example: CheckedExample?
    public var paging: CheckedPaging?
    /// The credentials it takes: its `security:`, or its file's; nil when neither says (a service without `auth:`).
    public var security: [[String]]?

    public init(_ endpoint: Endpoint, service: ServiceID) {
        declared = endpoint
        self.service = service
    }

    /// A field of the endpoint as written.
    public subscript<Value>(dynamicMember field: KeyPath<Endpoint, Value>) -> Value { declared[keyPath: field] }

    /// Every type the endpoint decodes: its response, each success status's body and each typed error body.
    public var decodedTypes: [SpecType] {
        [response].compactMap { $0 } + (responses ?? []).compactMap(\.type) + errors.compactMap(\.type)
            + (stream?.events.map(\.type) ?? [])
    }

    /// The distinct types of the typed error bodies, in status order. With two or more, errors decode into an
    /// enum of their own (`<Endpoint>ErrorBody`); with one, into that type.
    public var errorTypes: [SpecType] {
        var seen: Set<SpecType> = []
        return errors.compactMap(\.type).filter { seen.insert($0).inserted }
    }
}

/// A checked path, query or header parameter: the parameter as written (its fields read through) and what checking
/// adds — its type resolved, its default and const typed.
@dynamicMemberLookup
public struct CheckedParam: Hashable, Sendable {
    /// The parameter as written.
    public var declared: Param
    public var type: SpecType
    /// `default:`, typed.
    public var defaultValue: Value?
    /// `const:`, typed: always sent, never stored.
    public var constValue: Value?

    public init(_ param: Param, type: SpecType, defaultValue: Value?, constValue: Value?) {
        declared = param
        self.type = type
        self.defaultValue = defaultValue
        self.constValue = constValue
    }

    /// A field of the parameter as written.
    public subscript<Value>(dynamicMember field: KeyPath<Param, Value>) -> Value { declared[keyPath: field] }

    /// How a list query parameter is sent.
    public var style: QueryStyle { declared.style?.value ?? .repeated }
    /// A path parameter whose value keeps its `/`s.
    public var multiSegment: Bool { declared.multiSegment?.value ?? false }
    /// `dates:` — how its dates are written, when not as the service says.
    public var dates: DateStrategy? { declared.dates?.value }
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
