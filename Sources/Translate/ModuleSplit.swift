import Names
import SpecModel

/// The modules of the `modules` layout. Each spec file whose endpoints (or models no endpoint uses) reach types of
/// their own gets a part, `<Module><Part>`; a type the roots of several parts reach goes to `<Module>Shared`; the
/// umbrella `<Module>` holds the services' namespaces and credentials and re-exports every other module, so
/// `import <Module>` gives what one module gave. A part names only its own types and the shared ones, and the
/// shared module only its own, so the modules depend on each other one level deep and never in a cycle; an edit
/// that leaves the shared module's interface as it was rebuilds one part.
public struct ModuleSplit: Sendable {
    /// The module users import: `ShopAPI`.
    public let umbrella: String
    /// The module of what several parts use: `ShopAPIShared`; nil when nothing is shared.
    public private(set) var shared: String?
    /// The parts, in spec order: their module names.
    public private(set) var parts: [String] = []
    /// Per spec file, its part's module; nil for a file that owns nothing.
    private var partOfFile: [String?]
    /// Per model, the module it goes to.
    private var moduleOfModel: [String]

    /// `api` and `names` must be free of errors.
    public init(api: CheckedAPI, names: Names, module: String) {
        umbrella = module
        let sharedName = module + "Shared"
        // Which files' roots reach each model: a file's endpoints (what they take and answer), and a model no
        // endpoint reaches is a root of the file that defines it.
        var reachers = [Set<Int>](repeating: [], count: api.models.count)
        for file in api.serviceIDs {
            let roots = api[file].endpoints.flatMap { Self.models(mentionedBy: api[$0]) }
            for id in api.modelsHeld(from: roots) { reachers[id.index].insert(file.index) }
        }
        for id in api.modelIDs where reachers[id.index].isEmpty {
            for held in api.modelsHeld(from: [id]) { reachers[held.index].insert(api[id].service.index) }
        }
        var owns = [Bool](repeating: false, count: api.services.count)
        for file in api.serviceIDs where !api[file].endpoints.isEmpty { owns[file.index] = true }
        for set in reachers where set.count == 1 { owns[set.first!] = true }
        let partOfFile = api.serviceIDs.map { owns[$0.index] ? module + names[$0].modulePart : nil }
        self.partOfFile = partOfFile
        parts = partOfFile.compactMap { $0 }
        moduleOfModel = reachers.map { set in set.count == 1 ? partOfFile[set.first!]! : sharedName }
        if moduleOfModel.contains(sharedName) { shared = sharedName }
    }

    /// Every module but the umbrella, in the order the package lists them: the shared one, then the parts.
    public var modules: [String] { (shared.map { [$0] } ?? []) + parts }

    /// The module a model's declaration goes to.
    public func module(of id: ModelID) -> String { moduleOfModel[id.index] }

    /// The module an endpoint's request (and controller) goes to: its file's part.
    public func module(of id: EndpointID, in api: CheckedAPI) -> String {
        partOfFile[api[id].service.index] ?? umbrella
    }

    /// The modules a file of `module` imports besides Foundation and the runtime: a part imports the shared module.
    public func imports(of module: String) -> [String] {
        guard let shared, module != shared, module != umbrella else { return [] }
        return [shared]
    }

    /// The models an endpoint's request names: its parameters', its body's and every response's.
    static func models(mentionedBy endpoint: CheckedEndpoint) -> [ModelID] {
        let params = endpoint.pathParams + endpoint.query + endpoint.headers
        let types = params.map(\.type) + [endpoint.body?.value].compactMap { $0 } + endpoint.decodedTypes
        return types.flatMap(\.leaves).compactMap(\.model)
    }
}
