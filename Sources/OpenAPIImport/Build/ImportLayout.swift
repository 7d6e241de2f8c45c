import Names
import SpecModel

/// The layout stage: which file each endpoint and model goes to — `<Service>.yaml` (the service header and the
/// endpoints without a tag), one file per first tag (`Pet.yaml`), and `Shared.yaml` for models that no single file
/// uses alone. A document with more than ``untaggedInServiceFile`` endpoints without a tag files them by resource
/// instead (``resource(of:)``: `/v1/customers/{id}` goes to `Customers.yaml`, or to the file of that name), so
/// that a big untagged document isn't one file of megabytes.
struct ImportLayout {
    struct File {
        var name: String
        var endpoints: [Int] = []
        var models: [ImportedModelID] = []
        /// True for the service's own file (the header's doc and base URL), false for the others.
        var isServiceFile = false
    }

    var files: [File]

    /// The most endpoints without a tag that the service's file holds.
    static let untaggedInServiceFile = 100

    /// `endpoints` by position; `models` reached from them (and any others to write, in `written`), in order.
    static func plan(service: String, tags declared: [String], endpoints: [ImportedEndpoint], models: [ImportedModel],
                     written: [ImportedModelID], untaggedInServiceFile: Int = untaggedInServiceFile) -> ImportLayout {
        var order = [service]
        var fileOfTag: [String: String] = [:]
        for tag in declared + endpoints.compactMap(\.tag) where fileOfTag[tag] == nil {
            var name = NameRules.upperCamel(tag) ?? "Endpoints"
            while order.contains(where: { $0.lowercased() == name.lowercased() }) || name.lowercased() == "shared" {
                name += "Endpoints"
            }
            fileOfTag[tag] = name
            order.append(name)
        }
        // Past the limit, an endpoint without a tag goes to its resource's file: the file of that name (a tag's, or the
        // service's), or one of its own.
        var fileOfResource: [String: String] = [:]
        let untagged = endpoints.filter { $0.tag == nil }
        for resource in untagged.count > untaggedInServiceFile
            ? untagged.compactMap({ Self.resource(of: $0.path) }) : []
        where fileOfResource[resource] == nil {
            guard var name = NameRules.upperCamel(resource) else { continue }
            if let existing = order.first(where: { $0.lowercased() == name.lowercased() }) {
                fileOfResource[resource] = existing
                continue
            }
            while order.contains(where: { $0.lowercased() == name.lowercased() }) || name.lowercased() == "shared" {
                name += "Endpoints"
            }
            fileOfResource[resource] = name
            order.append(name)
        }
        var files = order.map { File(name: $0, isServiceFile: $0 == service) }
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        for (index, endpoint) in endpoints.enumerated() {
            let file = endpoint.tag.flatMap { fileOfTag[$0] }
                ?? Self.resource(of: endpoint.path).flatMap { fileOfResource[$0] } ?? service
            files[position[file]!].endpoints.append(index)
        }
        // Each model goes to the one file whose endpoints reach it, or to Shared.yaml.
        var homes: [ImportedModelID: Set<Int>] = [:]
        for (fileIndex, file) in files.enumerated() {
            for model in reached(from: file.endpoints.flatMap { endpoints[$0].uses }, in: models) {
                homes[model, default: []].insert(fileIndex)
            }
        }
        var shared = File(name: "Shared")
        for model in written {
            if let home = homes[model], home.count == 1 {
                files[home.first!].models.append(model)
            } else {
                shared.models.append(model)
            }
        }
        files = files.filter { $0.isServiceFile || !$0.endpoints.isEmpty || !$0.models.isEmpty }
        if !shared.models.isEmpty { files.append(shared) }
        return ImportLayout(files: files)
    }

    /// The resource an endpoint without a tag is filed under: its path's first segment that is neither a parameter, a
    /// version (`v1`, `v2.1`, `3`, a date such as `2010-04-01`) nor `api` or `rest` (`/rest/api/3/issue` → `issue`).
    /// Nil for a path without one (`/`, `/{id}`).
    static func resource(of path: String) -> String? {
        path.split(separator: "/").first { segment in
            guard !segment.contains("{"), !["api", "rest"].contains(segment.lowercased()) else { return false }
            let isVersion = segment.wholeMatch(of: /[vV]?[0-9]+(\.[0-9]+)*/) != nil
                            || segment.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil
            return !isVersion
        }.map(String.init)
    }

    /// Every model reachable from `roots` through the models they name.
    static func reached(from roots: [ImportedModelID], in models: [ImportedModel], absorbed: Bool = false,
                        skipping skipped: Set<ImportedModelID> = []) -> Set<ImportedModelID> {
        var seen: Set<ImportedModelID> = []
        var pending = roots
        while let id = pending.popLast() {
            guard !skipped.contains(id), seen.insert(id).inserted else { continue }
            pending += models[id.index].uses
            if absorbed { pending += models[id.index].absorbed }
        }
        return seen
    }
}
