/// The view models templates render. Every name, type and line of Swift is decided here, in Swift; templates
/// only place them. Docs/Templates.md lists every key a template can use.

/// A stored property of a model, request or controller: its parts, and the lines made of them.
public struct PropertyView: Hashable, Sendable {
    /// `/// …` lines.
    public var doc: [String]
    /// `@available(…)` lines.
    public var attributes: [String]
    /// `public var id: String` (with `@Indirect` in front when the property is boxed).
    public var declaration: String
    /// `self.id = id`, for the memberwise initializer.
    public var assignment: String
    /// The Swift name, escaped: `id`, `` `default` ``.
    public var name: String
    /// The Swift type: `String?`, `[Recording]`.
    public var type: String
    /// The JSON key of a model's property, the name a parameter is sent as (query key, header, placeholder);
    /// empty for a request's body.
    public var key: String
    public var isOptional: Bool
    /// True when it is boxed with `@Indirect` (a heavy model held, or a model that holds itself through it).
    public var isIndirect: Bool
    public var hasDefault: Bool
    /// The default as a Swift expression (`0`, `.newest`, `nil`), or empty.
    public var defaultValue: String
    /// The initializer parameter's name as declared: `id`, or `` `self` selfValue `` for `self`.
    public var parameterName: String
    /// How the initializer's body reads the parameter: `id`, `selfValue`.
    public var parameterValue: String
    /// The initializer parameter: `id: String`, `plays: Int = 0`, `date: String? = nil`.
    public var parameter: String

    /// Doc, attribute and declaration lines, each indented.
    func lines(indent: String) -> [String] {
        (doc + attributes + [declaration]).map { indent + $0 }
    }
}

/// A struct model (`model.mustache`).
public struct ModelView: Hashable, Sendable {
    public var doc: [String]
    public var attributes: [String]
    /// `public ` / `package ` / `` (internal), trailing space included.
    public var access: String
    public var typeName: String
    public var properties: [PropertyView]
    /// `id: String, date: String? = nil`.
    public var initParameters: String
    /// The stored properties as indented lines (each property's doc, attributes and declaration).
    public var memberLines: [String] { properties.flatMap { $0.lines(indent: "    ") } }
    /// The initializer's assignments as indented lines.
    public var assignmentLines: [String] { properties.map { "        " + $0.assignment } }
    /// The protocols it conforms to: `Decodable, Equatable, Sendable`.
    public var conformances: String
    /// A space, or a line break and four columns when the declaration's first line would pass 120 columns: what goes
    /// between the type's name and its protocols (`struct Name:{{inheritanceBreak}}…`).
    public var inheritanceBreak: String
    /// True when it conforms to `Decodable`, `Encodable`.
    public var decodes: Bool
    public var encodes: Bool
    /// True when it decodes and has properties (or additional properties): decoding is written out.
    public var hasCustomDecoding: Bool
    /// `self.id = try container.decode(String.self, forKey: "id")`, one per property, keyed by the runtime's
    /// `AnyCodingKey`.
    public var decodeLines: [String]
    /// True when it encodes and has properties (or additional properties): encoding is written out.
    public var hasCustomEncoding: Bool
    /// `try container.encode(self.id, forKey: "id")`, one per property.
    public var encodeLines: [String]
    /// `guard Fieldwise.equal(self.id, other.id) else { return false }`, one per stored property: the body of
    /// `isFieldwiseEqual(to:)`, which gives the model its `==` (the runtime's `FieldwiseEquatable`). Each comparison
    /// goes through the one generic `Fieldwise.equal`, which the compiler resolves at once, where the `==` of
    /// Swift's synthesized `Equatable` is solved against every overload in scope (Benchmarks/README.md, "Equality
    /// written out").
    public var equalityLines: [String] {
        properties.map { "guard Fieldwise.equal(self.\($0.name), other.\($0.name)) else { return false }" }
    }
}

/// One case of a string enum.
public struct EnumCaseView: Hashable, Sendable {
    /// The escaped Swift case name: `noScore`, `` `default` ``.
    public var caseName: String
    /// The raw value as a Swift literal: `"no score"`, or `2` in an integer enum.
    public var rawLiteral: String
    /// The raw value as it is: `no score`.
    public var rawValue: String
}

/// A string enum model (`enum.mustache`).
public struct EnumView: Hashable, Sendable {
    public var doc: [String]
    public var attributes: [String]
    public var access: String
    public var typeName: String
    /// The raw values' type: `String`, or `Int` for an integer enum.
    public var rawType: String
    public var cases: [EnumCaseView]
    /// `.a, .b, .noScore`: the known cases, for `allCases`.
    public var allCases: String
    /// The coding and comparing protocols it conforms to: `Decodable, Equatable, Sendable`. Coding is the
    /// standard library's for a `RawRepresentable` (the raw value as one value), so nothing is written out.
    public var conformances: String
    /// A space, or a line break and four columns when the declaration's first line would pass 120 columns: what goes
    /// between the type's name and its protocols (`struct Name:{{inheritanceBreak}}…`).
    public var inheritanceBreak: String
}

/// A request struct for an endpoint (`request.mustache`).
public struct RequestView: Hashable, Sendable {
    public var doc: [String]
    public var attributes: [String]
    public var access: String
    public var typeName: String
    /// The protocol it conforms to: `Request`, or `StreamingRequest` for a stream.
    public var conformance: String
    /// The `Response` typealias: a type, `Data`, or `Void` for no content; nil when `Response` is an enum of
    /// several success responses (``responseCases``). For a stream, what `send` collects: `[Element]`, or `Data`.
    public var responseType: String?
    /// A stream's `Element` typealias: what each part of the stream decodes to.
    public var elementType: String?
    /// A stream's `framing`: `.events(end: "[DONE]")`, `.jsonLines`, `.jsonSequence`, `.bytes`.
    public var framing: String?
    /// Whether a broken GET event stream is sent again with `Last-Event-ID`.
    public var resumes: Bool
    /// The switch cases of `decodeElement(_:decoder:)` for events typed by name, by the event's name.
    public var elementDecodeLines: [String]
    public var hasElementDecoding: Bool { !elementDecodeLines.isEmpty }
    /// `<Endpoint>Event`, the enum events typed by name decode into.
    public var eventType: String?
    public var hasEventEnum: Bool { eventType != nil }
    /// Its cases, each after its doc line.
    public var eventCases: [String]
    /// The cases of the nested `Response` enum, each after its doc line: `case ok(Pet)`, `case noContent`.
    public var responseCases: [String]
    public var hasResponseCases: Bool { !responseCases.isEmpty }
    /// `indirect ` when its cases hold more than a few fields inline (`OutOfLine`), or empty: write
    /// `{{responseIndirect}}enum`.
    public var responseIndirect: String
    /// The switch cases of `decode(_:decoder:)` for several success responses, by status.
    public var decodeLines: [String]
    /// Stored parameters (path, body, query, headers; consts are not stored).
    public var properties: [PropertyView]
    /// The stored parameters as indented lines, each property after a blank line.
    public var memberLines: [String] { properties.flatMap { [""] + $0.lines(indent: "    ") } }
    /// The initializer's assignments as indented lines.
    public var assignmentLines: [String] { properties.map { "        " + $0.assignment } }
    public var initParameters: String
    /// `.get`.
    public var method: String
    /// The path expression's operands: `"/recordings/"`, `PathSegment.encode(self.id)`.
    public var pathPieces: [String]
    /// `"/recordings/" + PathSegment.encode(self.id)`.
    public var path: String { pathPieces.joined(separator: " + ") }
    public var hasQuery: Bool
    /// `items.add("page", page)`, one per query parameter (but those sent comma-joined).
    public var queryLines: [String]
    /// `items.add("fields", self.fields, style: .commaJoined)`: parameters sent already percent-encoded.
    public var encodedQueryLines: [String]
    public var hasEncodedQuery: Bool { !encodedQueryLines.isEmpty }
    public var hasHeaders: Bool
    /// The fixed headers as a dictionary literal: `["Accept": "application/json"]` or `[:]`.
    public var fixedHeaders: String
    /// `headers.add("X-Request-ID", xRequestID)`, one per header parameter.
    public var headerLines: [String]
    public var hasHeaderLines: Bool { !headerLines.isEmpty }
    public var hasBody: Bool
    /// `.json(newRecording)`, `.form(…)`, `.multipart(…)`, `.data(…, contentType: …)`.
    public var body: String
    /// The switch cases of `decodeErrorBody(_:decoder:)`, by status; empty without typed error bodies.
    public var errorLines: [String]
    public var hasErrorBody: Bool { !errorLines.isEmpty }
    /// `<Endpoint>ErrorBody`, the enum typed error bodies of several types decode into.
    public var errorBodyType: String?
    public var hasErrorEnum: Bool { errorBodyType != nil }
    /// Its cases, each after its doc line.
    public var errorCases: [String]
    /// `indirect ` when its cases hold more than a few fields inline (`OutOfLine`), or empty.
    public var errorBodyIndirect: String
    /// `.iso8601`, `.format("yyyy-MM-dd")`.
    public var dateCoding: String
    /// The credentials it takes as a literal (`[["key"], ["token", "app"]]`, `[]`); nil for a service without `auth:`.
    public var security: String?
}

/// A service's namespace with its base URL (`service.mustache`).
public struct ServiceView: Hashable, Sendable {
    public var doc: [String]
    public var access: String
    public var typeName: String
    public var hasBaseURL: Bool
    /// The base URL as a Swift string literal.
    public var baseURL: String
    /// The service's credentials struct, when it declares `auth:`.
    public var credentials: CredentialsView?
}

/// `<Service>Credentials`: a property per scheme, and the `Authorizer` that applies them (in `service.mustache`).
public struct CredentialsView: Hashable, Sendable {
    public var typeName: String
    /// The service's namespace enum, which holds `authSchemes`.
    public var namespace: String
    /// `["key": .header("X-API-Key"), "token": .bearer]`.
    public var schemes: String
    /// Each property's doc and declaration lines.
    public var propertyLines: [String]
    public var initParameters: String
    public var assignmentLines: [String]
    /// `if let key { held["key"] = .secret(key) }`, one per scheme.
    public var credentialLines: [String]
}

/// A paging controller for an endpoint with `paging:` (`controller.mustache`).
public struct ControllerView: Hashable, Sendable {
    public var doc: [String]
    public var access: String
    public var typeName: String
    /// `PageBasedObjectsController<Recording>`.
    public var baseClass: String
    /// The endpoint's parameters the controller doesn't page with, stored (`public let query: String`).
    public var properties: [PropertyView]
    /// `networking: any Networking, query: String`.
    public var initParameters: String
    /// `super.init(firstPage: 1, pageSize: nil)`.
    public var superInit: String
    /// `loadPage(_ page: Int, size: Int?) async throws -> NumberedPage<Recording>`.
    public var overrideSignature: String
    /// The override's body, line by line.
    public var bodyLines: [String]
}

/// One endpoint of a mock networker.
public struct MockEndpointView: Hashable, Sendable {
    public var doc: [String]
    /// The mock's property for the endpoint (escaped): `searchRecordings`.
    public var propertyName: String
    /// How the mock's own code reads the property: `self.searchRecordings`.
    public var memberAccess: String
    /// `SearchRecordingsRequest`.
    public var requestType: String
    /// The endpoint's name as a Swift string literal.
    public var nameLiteral: String
    public var hasExample: Bool
    /// The example response's JSON text as a Swift string literal (`""` when there is none).
    public var example: String
    /// The example response's JSON text itself.
    public var exampleText: String?
}

/// A mock networker for a service (`mock.mustache`).
public struct MockView: Hashable, Sendable {
    public var doc: [String]
    public var access: String
    public var typeName: String
    /// The service's name as a Swift string literal.
    public var serviceName: String
    public var endpoints: [MockEndpointView]
    /// Whether an endpoint streams: the mock then answers `streamResponse(for:)` too.
    public var hasStreams: Bool
    /// The endpoints in parts of at most ``MockPartView/size``, each stored in a struct of its own.
    public var parts: [MockPartView]
}

/// A part of a mock's endpoints, stored and made in a nested struct of its own (`Part0`), so that no initializer
/// assigns more than ``size`` properties: the compiler's definite-initialization pass over one initializer grows
/// faster than the square of the properties it assigns (a mock of 1,000 endpoints stored in the class built in 562 s;
/// in parts, 7 s).
public struct MockPartView: Hashable, Sendable {
    /// How many endpoints a part holds at most: 32, 64 and 128 built a 1,000-endpoint mock in 3.3, 3.0 and 4.2 s.
    public static let size = 64

    /// `Part0`.
    public var typeName: String
    /// `part0`.
    public var propertyName: String
    public var endpoints: [MockEndpointView]
}

/// Which output folder a file goes to.
public enum OutputKind: String, Hashable, Sendable {
    case api, mocks
}

/// One file to generate: its name in the output folder, its header and the modules it imports, and what it declares
/// — or, for a file that is not a declaration's (the `modules` layout's `Package.swift` and re-exports), what its
/// template renders whole. In the grouped layouts the files of one ``group`` are joined, their imports merged.
public struct FileView: Hashable, Sendable {
    /// What a file is rendered from; the case names the template.
    public enum Content: Hashable, Sendable {
        case model(ModelView)
        case enumeration(EnumView)
        case union(UnionView)
        case request(RequestView)
        case service(ServiceView)
        case mock(MockView)
        case controller(ControllerView)
        /// A whole file: the `modules` layout's `Package.swift`.
        case manifest(ManifestView)
        /// A whole file: the `modules` layout's re-exports.
        case exports(ExportsView)

        /// The template's name (without `.mustache`).
        public var templateName: String {
            switch self {
            case .model: return "model"
            case .enumeration: return "enum"
            case .union: return "union"
            case .request: return "request"
            case .service: return "service"
            case .mock: return "mock"
            case .controller: return "controller"
            case .manifest: return "package"
            case .exports: return "exports"
            }
        }

        /// True for a declaration, which `file.mustache` places under its file's header and imports; false for a file
        /// its template renders whole.
        public var isDeclaration: Bool {
            switch self {
            case .model, .enumeration, .union, .request, .service, .mock, .controller: return true
            case .manifest, .exports: return false
            }
        }
    }

    /// `Recording.swift`.
    public var fileName: String
    /// `// Generated by gen 0.2.0 from Specs/XenoCanto.yaml. Do not edit.` (a whole file's template places its own).
    public var header: String
    /// The modules the declaration needs, in the order its `import` lines are written.
    public var imports: [String]
    public var content: Content
    /// The folder it goes to.
    public var kind: OutputKind = .api
    /// In the grouped layout, the file it joins: `XenoCanto+API` (without a number or `.swift`); nil for a
    /// file that stays on its own (a service's namespace, a mock).
    public var group: String?
    /// In the `modules` layout, the module whose folder (`Sources/<module>/`) it goes to; nil for a file of the
    /// output folder itself (`Package.swift`, or any file in the other layouts).
    public var module: String?

    public init(fileName: String, header: String = "", imports: [String] = [], content: Content,
                kind: OutputKind = .api, group: String? = nil, module: String? = nil) {
        self.fileName = fileName
        self.header = header
        self.imports = imports
        self.content = content
        self.kind = kind
        self.group = group
        self.module = module
    }
}
