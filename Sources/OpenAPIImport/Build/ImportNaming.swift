import Names
import SpecModel
import YAML

/// The naming stage: every name the imported specs spell — the service, endpoints, models, Swift names the format
/// can't derive — decided by ``ImportedNames``' rules from the document's keys alone, so a re-import of a reordered
/// or extended document renames only what changed.
struct ImportNaming {
    var service: String
    /// By endpoint, in the order of the converted endpoints.
    var endpoints: [String]
    /// By endpoint: the name of the endpoint its stream makes beside its whole response (`<name>Stream`), or nil.
    var streamEndpoints: [String?]
    /// By model ID.
    var models: [String]

    static func decide(service: String, endpoints: [ImportedEndpoint], models: [ImportedModel],
                       merged: Set<ImportedModelID> = []) -> ImportNaming {
        // Endpoints: one request type each; where two meet on one, the operationIds (or routes) decide.
        // Collisions are separated in order.
        let endpointCandidates = endpoints.map { endpoint -> (name: String, rank: Int, key: String) in
            switch endpoint.nameSource {
            case .operationID(let id): return (ImportedNames.endpointName(operationID: id) ?? "operation", 0, id)
            case .route(let method, let path):
                return (ImportedNames.endpointName(method: method, path: path), 1, method + " " + path)
            }
        }
        // A stream beside a whole response is an endpoint of its own: `<name>Stream`, separated with the others.
        let twins = endpoints.indices.filter { endpoints[$0].streamsBeside }
        let twinCandidates = twins.map { index in
            let candidate = endpointCandidates[index]
            return (name: candidate.name + "Stream", rank: candidate.rank, key: candidate.key + " stream")
        }
        let allCandidates = endpointCandidates + twinCandidates
        let bases = ImportedNames.separate(
            allCandidates.map { (NameRules.upperCamel($0.name) ?? "Operation", $0.rank, $0.key) })
        let allNames = zip(allCandidates, bases).map { candidate, base in
            // The request type gen derives is the separated base's: lowercase its lead to get the endpoint's name.
            base == NameRules.upperCamel(candidate.name) ? candidate.name
                : (NameRules.lowerCamel(base) ?? candidate.name)
        }
        let endpointNames = Array(allNames.prefix(endpoints.count))
        var streamNames = [String?](repeating: nil, count: endpoints.count)
        for (index, name) in zip(twins, allNames.dropFirst(endpoints.count)) { streamNames[index] = name }
        // Inline models name their endpoint by its place among the selected operations.
        let bySelection = Dictionary(uniqueKeysWithValues: zip(endpoints.map(\.index), endpointNames))
        var taken = Set(DerivedTypeNames.all(service: service))
        for name in allNames { taken.formUnion(DerivedTypeNames.all(endpoint: name)) }
        // A streaming request declares `Element`: no model may be named so.
        if endpoints.contains(where: { $0.stream != nil }) { taken.insert("Element") }

        // Models in layers: components first, then models held by models already named (or by endpoints), each
        // layer's collisions separated by the keys of its candidates.
        var names = Array(repeating: "", count: models.count)
        var pending = Set(models.indices)
        var rank = 0
        while !pending.isEmpty {
            let ready = pending.filter { index in
                switch models[index].origin {
                case .component: return true
                case .inline(.model(let owner), _): return !pending.contains(owner.index)
                case .inline: return true
                }
            }.sorted()
            guard !ready.isEmpty else { break }
            let (named, layer) = (names, rank)
            let candidates = ready.map { index -> (name: String, rank: Int, key: String) in
                let model = models[index]
                switch model.origin {
                case .component(let key):
                    return (ImportedNames.typeName(key), layer, key)
                case .inline(let owner, let suffix):
                    let ownerName: String = switch owner {
                    case .model(let id): named[id.index]
                    case .endpoint(let endpoint): bySelection[endpoint].flatMap(NameRules.upperCamel) ?? "Operation"
                    case .component(let key): ImportedNames.typeName(key)
                    }
                    let name = ownerName + suffix
                    return (ImportedNames.isReserved(name) ? name + "Model" : name, layer,
                            name + "@" + model.location.joined(separator: "/"))
                }
            }
            // A merged model is written nowhere: it takes no name from others, and has its candidate only to name
            // what it holds.
            let competing = ready.indices.filter { !merged.contains(ImportedModelID(index: ready[$0])) }
            let decided = ImportedNames.separate(competing.map { candidates[$0] }, taken: taken)
            for (position, name) in zip(competing, decided) {
                names[ready[position]] = name
                taken.insert(name)
            }
            for (index, candidate) in zip(ready, candidates) where merged.contains(ImportedModelID(index: index)) {
                names[index] = candidate.name
            }
            pending.subtract(ready)
            rank += 1
        }
        return ImportNaming(service: service, endpoints: endpointNames, streamEndpoints: streamNames, models: names)
    }
}
