import Names
import SpecModel

/// The layout stage: which file each endpoint and model goes to — `<Service>.yaml` (the service header, untagged
/// endpoints), one file per first tag (`Pet.yaml`), and `Shared.yaml` for models that no single file uses alone.
struct ImportLayout {
    struct File {
        var name: String
        var endpoints: [Int] = []
        var models: [ImportedModelID] = []
        /// True for the service's own file (the header's doc and base URL), false for the others.
        var isServiceFile = false
    }

    var files: [File]

    /// `endpoints` by position; `models` reached from them (and any others to write, in `written`), in order.
    static func plan(service: String, tags declared: [String], endpoints: [ImportedEndpoint], models: [ImportedModel],
                     written: [ImportedModelID]) -> ImportLayout {
        var order = [service]
        var fileOfTag: [String: String] = [:]
        for tag in declared + endpoints.compactMap(\.tag) where fileOfTag[tag] == nil {
            var name = NameRules.upperCamel(tag) ?? "Endpoints"
            while order.contains(where: { $0.lowercased() == name.lowercased() }) || name.lowercased() == "shared" { name += "Endpoints" }
            fileOfTag[tag] = name
            order.append(name)
        }
        var files = order.map { File(name: $0, isServiceFile: $0 == service) }
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        for (index, endpoint) in endpoints.enumerated() {
            files[position[endpoint.tag.flatMap { fileOfTag[$0] } ?? service]!].endpoints.append(index)
        }
        // Each model goes to the one file whose endpoints reach it, or to Shared.yaml.
        var homes: [ImportedModelID: Set<Int>] = [:]
        for (fileIndex, file) in files.enumerated() {
            for model in reached(from: file.endpoints.flatMap { endpoints[$0].uses }, in: models) { homes[model, default: []].insert(fileIndex) }
        }
        var shared = File(name: "Shared")
        for model in written {
            if let home = homes[model], home.count == 1 { files[home.first!].models.append(model) } else { shared.models.append(model) }
        }
        files = files.filter { $0.isServiceFile || !$0.endpoints.isEmpty || !$0.models.isEmpty }
        if !shared.models.isEmpty { files.append(shared) }
        return ImportLayout(files: files)
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
