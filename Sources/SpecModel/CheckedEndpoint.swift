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
    /// nil: no content expected.
    public var response: SpecType?
    /// The example response, as written (in the spec, or in the file it names).
    public var example: CheckedExample?
    public var paging: CheckedPaging?

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

    public init(_ param: Param, type: SpecType, defaultValue: Value?, constValue: Value?) {
        name = param.name
        swiftName = param.swiftName
        self.type = type
        doc = param.doc
        self.defaultValue = defaultValue
        self.constValue = constValue
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
