import SpecModel

/// Every Swift name a run's output holds, decided and checked once by ``NamingPass``. Translation reads
/// these and derives none of its own. Names are unescaped (`default`, not `` `default` ``): escaping is how
/// they are written, not what they are.
///
/// The lists run parallel to the ``CheckedAPI``'s: `models[i]` names `api.models[i]`.
public struct Names: Sendable {
    public var services: [ServiceNames] = []
    public var models: [ModelNames] = []
    public var endpoints: [EndpointNames] = []

    public init() {}

    public subscript(_ id: ModelID) -> ModelNames { models[id.index] }
    public subscript(_ id: EndpointID) -> EndpointNames { endpoints[id.index] }
    public subscript(_ id: ServiceID) -> ServiceNames { services[id.index] }
}

/// The names of a spec file's service's own types (alike in every file of one service), and of the file's
/// grouped files.
public struct ServiceNames: Hashable, Sendable {
    /// The namespace enum holding its base URL (nil for a file without a service).
    public var namespace: String?
    /// `Mock<Service>Networker` (nil for a file without a service).
    public var mock: String?
    /// `<Service>Credentials` when the service declares `auth:` (nil otherwise, and for a file without a service).
    public var credentials: String?
    /// Its property for each of the service's schemes, in order.
    public var credentialProperties: [MemberName] = []
    /// The mock's property for each of the file's endpoints, in order (decided with those of the service's
    /// other files, in one scope).
    public var mockEndpoints: [String] = []
    /// What the grouped layout names the file's files after: `Shop` (`Shop+API.swift`), `Shop+Orders` for
    /// another file of the service, or for a file without a service its file name's stem (`Shared`).
    public var fileGroup = ""
    /// What the `modules` layout names the file's part after, behind the module's name: `Orders` (`ShopAPIOrders`),
    /// from the file name's stem, distinct across the run's files and never `Shared`.
    public var modulePart = ""
}

/// The names of a model.
public struct ModelNames: Hashable, Sendable {
    public var typeName: String
    /// Each property's stored property (and coding key, and initializer parameter), in order.
    public var properties: [MemberName] = []
    /// Each enum case's name, or each union member's case name, in order.
    public var cases: [String] = []
    /// The stored property holding an open object's additional properties.
    public var additionalProperties: String?
}

/// A stored property and the initializer parameter that sets it.
public struct MemberName: Hashable, Sendable {
    /// The property's name: `id`, `default`, `pathParameter`.
    public var name: String
    /// How the initializer's body reads the parameter: the name itself, or for a parameter named `self`
    /// (which would hide `self`) an inner name, `selfValue`.
    public var local: String

    public init(_ name: String, local: String? = nil) {
        self.name = name
        self.local = local ?? name
    }
}

/// The names of an endpoint's request type and, when it pages, its controller.
public struct EndpointNames: Hashable, Sendable {
    public var requestType: String
    public var controllerType: String?
    /// `<Endpoint>ErrorBody`, when the endpoint's typed error bodies are of two or more types.
    public var errorBodyType: String?
    /// `<Endpoint>Event`, when the endpoint streams events typed by name.
    public var eventType: String?
    /// The cases of ``eventType``, parallel to the stream's events.
    public var eventCases: [String] = []
    /// The request's stored parameters.
    public var request: ParameterNames
    /// For each of the request's stored parameters (in ``ParameterNames/stored`` order), where a controller
    /// gets it from.
    public var controller: [ControllerArgument]?
}

/// The stored properties for an endpoint's parameters, parallel to its path, query and header parameters.
public struct ParameterNames: Hashable, Sendable {
    public var path: [MemberName] = []
    /// The body's property, when the endpoint has a body.
    public var body: MemberName?
    public var query: [ParameterName] = []
    public var headers: [ParameterName] = []

    /// Every stored parameter in declaration order: path, body, query, headers.
    public var stored: [MemberName] {
        path + (body.map { [$0] } ?? []) + (query + headers).compactMap(\.member)
    }
}

/// What becomes of a query or header parameter in a type.
public enum ParameterName: Hashable, Sendable {
    /// Stored under this name.
    case stored(MemberName)
    /// Not stored: a const, always sent with this value.
    case constant(Value)

    /// The stored property, if the parameter has one.
    public var member: MemberName? {
        if case .stored(let member) = self { return member }
        return nil
    }
}

/// Where a paging controller gets one of its request's parameters.
public enum ControllerArgument: Hashable, Sendable {
    /// From a property of its own, stored at init.
    case stored(MemberName)
    /// From the paging method's argument.
    case paged(PagingArgument)
}

/// The values a paging method hands a controller.
public enum PagingArgument: Hashable, Sendable {
    case offset, limit, page, cursor
    /// The page size the method is given, or this one.
    case pageSize(Int)

    /// What the paging method hands over for a parameter a paging setting names (`numbers`: the paging's, for the
    /// page size a `perPage` parameter sends).
    init?(_ setting: PagingSetting, numbers: [PagingSetting: Int]) {
        switch setting {
        case .offset: self = .offset
        case .limit: self = .limit
        case .page: self = .page
        case .cursor: self = .cursor
        case .perPage: self = .pageSize(numbers[.pageSize] ?? 1)
        case .first, .pageSize, .next, .key, .hasMore, .items, .total, .pageCount: return nil
        }
    }
}
