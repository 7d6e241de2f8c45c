/// Every spec of a run, checked: each type resolved to what it names, every `default:` and `const:` typed,
/// paging key paths walked, examples read. What the naming pass and translation work from; nothing in it
/// refers to YAML.
///
/// Models and endpoints of all files are in one list each, in the order read (the first definition of a
/// model name is the one types refer to); services point into those lists.
public struct CheckedAPI: Sendable {
    public var services: [CheckedService] = []
    public var models: [CheckedModel] = []
    public var endpoints: [CheckedEndpoint] = []
    /// Every `Expandable<Model>` written, with where and in what model or endpoint: the naming pass checks that the
    /// model's generated `id` is a `String` (what `Expandable` needs).
    public var expandables: [(model: ModelID, location: Location, owner: FindingOwner)] = []

    public init() {}

    public subscript(_ id: ModelID) -> CheckedModel { models[id.index] }
    public subscript(_ id: EndpointID) -> CheckedEndpoint { endpoints[id.index] }
    public subscript(_ id: ServiceID) -> CheckedService { services[id.index] }

    public var modelIDs: [ModelID] { models.indices.map(ModelID.init) }
    public var endpointIDs: [EndpointID] { endpoints.indices.map(EndpointID.init) }
    public var serviceIDs: [ServiceID] { services.indices.map(ServiceID.init) }

    /// The models a value of one of `roots` can hold (the roots too), at any depth: through properties, union
    /// members, lists, dictionaries and optionals.
    public func modelsHeld(from roots: [ModelID]) -> Set<ModelID> {
        var seen: Set<ModelID> = []
        var pending = roots
        while let id = pending.popLast() {
            guard seen.insert(id).inserted else { continue }
            pending += self[id].heldTypes.flatMap(\.leaves).compactMap(\.model)
        }
        return seen
    }
}

/// One spec file: its service's settings, and which models and endpoints it defines. Files that name the same
/// service form one service: `doc` and `baseURL` are the service's, `keys`, `dates` and `headers` the file's own.
public struct CheckedService: Hashable, Sendable {
    /// The file as the user named it (diagnostics).
    public var file: String
    /// How generated files cite it: `Specs/XenoCanto.yaml`.
    public var source: String
    /// The service's name; nil only in a file without endpoints.
    public var name: Located<String>?
    /// The service's doc text, given in this file or in another of the service's.
    public var doc: String?
    /// The service's base URL, given in this file or in another of the service's.
    public var baseURL: Located<String>?
    /// Every file of the run that names this file's service, in the order read (this one too); empty in a file
    /// without a service.
    public var serviceFiles: [ServiceID] = []
    public var keys: KeyStyle
    public var dates: DateStrategy
    public var headers: [FixedHeader]
    /// The service's credential schemes, from all its files (`auth:`).
    public var auth: [AuthDefinition] = []
    /// The credentials the file's endpoints take unless they say (`security:`), scheme names; nil when it doesn't say.
    public var security: [[String]]?
    public var models: [ModelID] = []
    public var endpoints: [EndpointID] = []

    public init(_ spec: Spec) {
        file = spec.file
        source = spec.source
        name = spec.service
        doc = spec.doc?.value
        baseURL = spec.baseURL
        keys = spec.keys
        dates = spec.dates
        headers = spec.headers
        security = spec.security?.map { $0.map(\.value) }
    }
}
