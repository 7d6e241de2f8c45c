import SpecModel

/// Names generated code relies on, and why a spec can't take them.
enum Reserved {
    /// Type names no model, service or generated type may have, with the reason.
    static let typeNames: [String: NamingFinding.Reservation] = {
        var reserved: [String: NamingFinding.Reservation] = [:]
        // A built-in type added after version 1 (`File`) is a name a model may have: the model takes it over.
        for builtin in BuiltinType.allCases where builtin.traits.since == nil {
            reserved[builtin.rawValue] = .builtinType
        }
        let modules = ["Swift", "Foundation", "FoundationNetworking", "SpecgenRuntime", "Combine", "Observation",
                       "Dispatch"]
        for module in modules { reserved[module] = .module }
        for runtime in runtimeTypes { reserved[runtime] = .runtimeType }
        for swift in swiftTypes { reserved[swift] = .swiftType }
        for member in ["Response", "Object", "CodingKeys"] {
            reserved[member] = .declaredType
        }
        // Coding written out reads `container.decode(Item.self, …)` and decoding by status `decoder.decode(Item.self,
        // from: response.body)` with these locals and parameters in scope.
        for local in ["container", "decoder", "encoder", "attempts", "response"] { reserved[local] = .codingLocal }
        return reserved
    }()

    /// The runtime's public types: generated code imports the runtime, so a model of one of these names would shadow
    /// it (a test reads the runtime's sources, so the list can't fall behind).
    static let runtimeTypes = [
        "Request", "HTTPMethod", "Networking", "Networker", "NetworkingDelegate", "NetworkingError", "JSONValue",
        "ObjectsController", "AnyObjectsController", "OffsetBasedObjectsController", "PageBasedObjectsController",
        "CursorBasedObjectsController", "OffsetPage", "NumberedPage", "CursorPage", "LoadState", "QueryItems",
        "HeaderFields", "PathSegment", "RequestBody", "DateCoding", "JSONCoding", "HTTPResponse", "Indirect",
        "NextPageRequest", "MockEndpoint", "MockEndpoints", "MockNetworkingError", "Locked",
        "RetryPolicy", "RetryDecision", "CrossOriginRedirect", "ParameterBuilder", "Expandable", "Nullable",
        "AnyCodingKey", "UnionDecoding", "FilePart", "Authorizer", "AuthScheme", "Credential", "UserPassword",
        "FieldwiseEquatable", "Fieldwise", "PageKey", "ObjectsChange", "RequestPublisher", "DateCoded",
        "StreamingRequest", "StreamFraming", "StreamPart", "ServerSentEvent", "ResponseStream", "MockStreamStep",
        "StreamPublisher", "SpecgenRuntimeRequires0_2",
    ]

    /// Swift and Foundation types (and attributes) that generated code names.
    static let swiftTypes = [
        "Any", "AnyObject", "Self", "Type", "Protocol", "Optional", "Array", "Dictionary", "Set", "Never", "Void",
        "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Sendable", "CodingKey", "Decoder", "Encoder",
        "RawRepresentable", "CaseIterable", "URLQueryItem", "JSONDecoder", "JSONEncoder", "KeyedDecodingContainer",
        "KeyedEncodingContainer", "MainActor", "Identifiable",
    ]

    /// Type names a member can't have, because generated code writes them where a member of that name would
    /// be found first (`PathSegment.encode(…)`, `Date(timeIntervalSince1970: …)`, `CodingKeys.self`). A type of
    /// the spec's own that a body names is reserved in that type only (see `NamingPass`).
    static let memberTypeNames: [String: NamingFinding.Reservation] = {
        let names = BuiltinType.allCases.map(\.traits.swiftName) + [
            "CodingKeys", "AnyCodingKey", "QueryItems", "HeaderFields", "PathSegment", "DateCoding",
            "OffsetPage", "NumberedPage", "CursorPage", "MockEndpoint", "MockEndpoints", "MockNetworkingError",
            "Fieldwise",
        ]
        return Dictionary(uniqueKeysWithValues: names.map { ($0, .memberType) })
    }()

    /// Members every generated request has (the `Request` protocol's).
    static let requestMembers = members(
        ["method", "path", "absoluteURL", "queryItems", "percentEncodedQueryItems", "headers", "body", "dateCoding",
         "decode", "decodeErrorBody", "security"],
        .requestMember)

    /// Members a streaming request has besides the `Request` protocol's (the `StreamingRequest` protocol's).
    static let streamRequestMembers = members(["framing", "resumesWithLastEventID", "decodeElement"], .requestMember)

    /// Members a paging controller inherits from the runtime's controller classes or declares itself.
    static let controllerMembers = members(
        ["networking", "objects", "hasMore", "state", "isLoading", "onChange", "changes", "clearObjects", "reload",
         "loadMore", "reloadWithCompletion", "loadMoreWithCompletion", "pageSize", "firstPage", "hasTotal", "loadPage",
         "loadObjects"],
        .controllerMember)

    /// Members of a mock networker besides its endpoints.
    static let mockMembers = members(["reset", "response", "send", "publisher", "endpoints", "streamResponse", "stream",
                                      "download"], .mockMember)

    /// Members of a string enum besides its cases.
    static let enumMembers = members(["unknown", "allCases", "rawValue"], .enumMember)

    /// Members of a model besides its properties.
    static let modelMembers = members(["hashValue"], .modelMember)

    private static func members(_ names: [String],
                                _ reason: NamingFinding.Reservation) -> [String: NamingFinding.Reservation] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, reason) })
    }
}

/// Whether a model may be named `name`: nothing generated code relies on (a built-in spec type, a runtime or
/// Swift type generated code names, a type generated types declare). For the OpenAPI importer, which renames
/// such models before gen would reject them — and one named like a built-in type a model may take the name of (one
/// added after version 1), which would take it from what the importer writes as that type.
public enum ReservedTypeNames {
    public static func contains(_ name: String) -> Bool {
        Reserved.typeNames[name] != nil || BuiltinType(rawValue: name) != nil
    }
}
