import SpecModel
import YAML

/// Decides every Swift name a run's output holds — type names, stored properties, initializer parameters,
/// enum cases, coding keys, controller parameters, mock endpoints — and checks them all at once: against
/// each other in their scope, against Swift's keywords and the types generated code uses, and against the
/// members a generated type inherits or must implement. It also owns the output's other "must be unique"
/// facts: JSON keys within a model and raw values within an enum.
///
/// A name the user wrote that collides is an error, with a note at the other; a name gen derived is renamed
/// by the rule in ``Scope``. Type names are never renamed: each comes from a name the user wrote.
public struct NamingPass {
    let api: CheckedAPI
    var names = Names()
    var diagnostics: [Diagnostic] = []
    /// Every type name claimed so far, and by whom.
    private var types: [String: Owner] = [:]
    /// The same, lowercased (macOS file systems ignore case).
    private var foldedTypes: [String: (type: String, owner: Owner)] = [:]

    /// Who claimed a type name, and where it is defined.
    struct Owner {
        var claimant: NamingFinding.TypeOwner
        var location: Location
    }

    public static func decide(_ api: CheckedAPI) -> (names: Names, diagnostics: [Diagnostic]) {
        var pass = NamingPass(api: api)
        pass.run()
        return (pass.names, pass.diagnostics)
    }

    /// Whether an endpoint streams: its request declares `Element`, which a model of that name would be.
    private let streams: Bool

    private init(api: CheckedAPI) {
        self.api = api
        streams = api.endpoints.contains { $0.stream != nil }
    }

    private mutating func run() {
        names.models = api.models.map { ModelNames(typeName: $0.name.value) }
        names.endpoints = api.endpoints.map { _ in EndpointNames(requestType: "", request: ParameterNames()) }
        names.services = api.services.map { _ in ServiceNames() }
        // Types first, in spec order (per spec: service and mock, claimed by the service's first file, models,
        // endpoints), then each type's members.
        for id in api.serviceIDs {
            let service = api[id]
            nameServiceTypes(of: id)
            nameFileGroup(of: id)
            for model in service.models {
                let name = api[model].name
                claimType(name.value,
                          Owner(claimant: .model(name.value), location: Location(file: service.file, mark: name.mark)))
            }
            for endpoint in service.endpoints { nameEndpointTypes(endpoint, in: service) }
        }
        // A model's members, and a request's parameters, are named in a scope of their own from what is named before
        // them: each on its own, taken in order.
        let api = api
        for (id, named) in zip(api.modelIDs, api.modelIDs.map { id in
            var pass = NamingPass(api: api)
            return (names: pass.memberNames(of: id), diagnostics: pass.diagnostics)
        }) {
            names.models[id.index] = named.names
            diagnostics += named.diagnostics
        }
        checkExpandables()
        let typesNamed = names
        for (id, named) in zip(api.endpointIDs, api.endpointIDs.map { id in
            var pass = NamingPass(api: api)
            pass.names = typesNamed
            return (names: pass.parameterNames(of: id), diagnostics: pass.diagnostics)
        }) {
            names.endpoints[id.index] = named.names
            diagnostics += named.diagnostics
        }
        for id in api.serviceIDs { nameMockEndpoints(of: id) }
        nameModuleParts()
    }

    private mutating func nameEndpointTypes(_ id: EndpointID, in service: CheckedService) {
        let endpoint = api[id]
        let location = Location(file: service.file, mark: endpoint.name.mark)
        guard let base = NameRules.upperCamel(endpoint.name.value) else {
            error(.underivableTypeName(endpoint: endpoint.name.value), at: location)
            return
        }
        let owner = Owner(claimant: .endpoint(endpoint.name.value), location: location)
        let request = DerivedTypeNames.request(base)
        names.endpoints[id.index].requestType = request
        guard claimType(request, owner) else { return }
        let controller = DerivedTypeNames.controller(base)
        if endpoint.paging != nil, claimType(controller, owner) {
            names.endpoints[id.index].controllerType = controller
        }
        let errorBody = DerivedTypeNames.errorBody(base)
        if endpoint.errorTypes.count > 1, claimType(errorBody, owner) {
            names.endpoints[id.index].errorBodyType = errorBody
        }
        let events = DerivedTypeNames.events(base)
        if endpoint.stream?.events.isEmpty == false, claimType(events, owner) {
            names.endpoints[id.index].eventType = events
        }
    }

    /// Claims a type name for `owner`: it must be unique, also ignoring case (one file per type, and macOS file
    /// systems ignore case), and must not shadow what generated code uses. False (with an error) when it can't.
    @discardableResult
    mutating func claimType(_ type: String, _ owner: Owner) -> Bool {
        let claimant = owner.claimant
        if let reason = Reserved.typeNames[type] ?? (type == "Element" && streams ? .declaredType : nil) {
            error(.reservedTypeName(claimant, type: type, reason: reason), at: owner.location)
            return false
        }
        if let first = types[type] {
            let note = Diagnostic.Note(.naming(.definedHere(first.claimant)), at: first.location)
            if first.claimant == claimant {
                error(.duplicate(claimant), at: owner.location, notes: [note])
            } else if first.claimant.name == type, claimant.name == type {
                // A model and a service of one name: each is a Swift type of that name.
                error(.namedLike(claimant, other: first.claimant), at: owner.location, notes: [note])
            } else {
                error(.typeTaken(claimant, type: type, by: first.claimant), at: owner.location, notes: [note])
            }
            return false
        }
        let lowercased = type.lowercased()
        if let first = foldedTypes[lowercased] {
            error(.typeDiffersInCase(claimant, type: type, other: first.type, by: first.owner.claimant),
                  at: owner.location,
                  notes: [Diagnostic.Note(.naming(.definedHere(first.owner.claimant)), at: first.owner.location)])
            return false
        }
        types[type] = owner
        foldedTypes[lowercased] = (type, owner)
        return true
    }

    mutating func error(_ finding: NamingFinding, at location: Location, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.error, .naming(finding), at: location, notes: notes))
    }

    func location(_ id: ServiceID, _ mark: Mark) -> Location {
        Location(file: api[id].file, mark: mark)
    }
}
