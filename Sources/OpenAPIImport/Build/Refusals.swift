import SpecModel
import Wording
import YAML

/// What gen refused of a written import, taken out where it is: an endpoint it refuses is skipped, a model it
/// refuses stands as `JSON` in what uses it (which is then approximated) — each with gen's reason as the warning, at
/// the place in the document. The rest is written again.
struct Refusals {
    /// How many rounds of refusals an import takes at most (what one round takes out may make gen refuse more).
    static let rounds = 4

    /// Endpoints by their place among the selected operations.
    var endpoints: Set<Int> = []
    var models: Set<ImportedModelID> = []
    /// Endpoints whose inferred paging gen refused: they keep their request, without a controller.
    var paging: Set<Int> = []
    /// Endpoints whose example gen refused (it doesn't fit the response): they keep the rest.
    var examples: Set<Int> = []
    /// Required properties through which a model holds itself (no finite value can): read as nullable.
    var nullable: Set<PropertyID> = []
    var losses: [ImportLoss] = []
    /// Whether the last round left out examples alone, each for a problem gen found in it and named its endpoint for.
    private(set) var leftOutExamplesAlone = false

    /// Whether `self` and `other` leave out the same but examples: then the same files are written, and only those of
    /// the endpoints whose example one leaves out and the other doesn't change.
    func differsInExamplesAlone(from other: Refusals) -> Bool {
        endpoints == other.endpoints && models == other.models && paging == other.paging && nullable == other.nullable
    }

    /// Takes out what `diagnostics` are about. False when one of them is about nothing that can be taken out, or
    /// about something already out: then gen-import itself is at fault.
    mutating func take(_ diagnostics: [Diagnostic], from converted: Importer.Converted) -> Bool {
        let source = converted.source
        var pagingByMark: [Location: Int] = [:]
        for endpoint in converted.endpoints where endpoint.paging != nil {
            pagingByMark[source.location(endpoint.location + ["responses"])] = endpoint.index
            // Paging written in the document keeps its own marks: gen's verdict lands anywhere in it.
            if case .written = endpoint.paging, let written = source.extensions(at: endpoint.location).first(where: { $0.key == "x-specgen-paging" }) {
                for mark in Self.marks(in: written.value) { pagingByMark[source.location(of: mark)] = endpoint.index }
            }
        }
        // A named example several operations refer to has one place: gen's verdict names the endpoint it is about.
        var exampleByMark: [Location: [(name: String, endpoint: Int)]] = [:]
        for (position, endpoint) in converted.endpoints.enumerated() {
            guard let example = endpoint.example else { continue }
            exampleByMark[source.location(of: example.mark), default: []].append((converted.naming.endpoints[position], endpoint.index))
        }
        func example(at place: Location, _ message: String) -> (endpoint: Int, named: Bool)? {
            guard let sharing = exampleByMark[place] else { return nil }
            let named = Self.exampleEndpoint(in: message)
            if let found = sharing.first(where: { $0.name == named }) { return (found.endpoint, true) }
            return sharing.first.map { ($0.endpoint, false) }
        }
        leftOutExamplesAlone = false
        var progress = false
        // What the models and endpoints are written from, by place: built only for a verdict on one of them (most
        // rounds are about examples alone).
        var places: Places?
        func placesOfModels() -> Places {
            if let places { return places }
            let built = Places(converted)
            places = built
            return built
        }
        // A model that holds itself through required properties: the first of them may be null, since no value can
        // hold itself all the way down (GitHub's team requires its parent team). Taken alone: what else gen said
        // (an example with that null) may follow from it.
        for diagnostic in diagnostics where diagnostic.message.contains("contains itself") {
            guard let property = placesOfModels().requiredProperties[diagnostic.location], nullable.insert(property).inserted,
                  case .object(let properties, _) = converted.models[property.model.index].kind else { continue }
            losses.append(ImportLoss(subjects: [.model(property.model)], effect: .notes,
                                     message: "'\(properties[property.index].key)' is required and holds its own model, which no value "
                                        + "can do all the way down; read as nullable", location: [], mark: diagnostic.location.mark))
            progress = true
        }
        if progress { return true }
        var examplesAlone = true
        let examplesBefore = examples
        for diagnostic in diagnostics {
            // An example or a paging gen refuses is left out once, for all it says about it.
            let place = diagnostic.location, mark = place.mark
            let refusedExample = example(at: place, diagnostic.message)
            if let (endpoint, what) = refusedExample.map({ ($0.endpoint, "the example doesn't fit the response (\(diagnostic.message)); left out") })
                ?? pagingByMark[place].map({ ($0, "gen refuses the paging read for this operation (\(diagnostic.message)); it gets no controller") }) {
                let isExample = refusedExample != nil
                if refusedExample?.named != true { examplesAlone = false }
                guard (isExample ? examples.insert(endpoint) : paging.insert(endpoint)).inserted else {
                    // Another verdict on an example this round leaves out says nothing new; one on an example an earlier
                    // round left out says leaving it out didn't settle it.
                    if isExample, examplesBefore.contains(endpoint) { examplesAlone = false }
                    continue
                }
                losses.append(ImportLoss(subjects: [.operation(endpoint)], effect: .notes, message: what, location: [], mark: mark))
                progress = true
                continue
            }
            examplesAlone = false
            let found = placesOfModels().byMark[place]
            let reason = "gen refuses this: " + diagnostic.message.replacingOccurrences(of: #" \(in [^)]*\)$"#, with: "", options: .regularExpression)
            if let model = found?.models.first(where: { !models.contains($0) }) {
                models.insert(model)
                losses.append(ImportLoss(subjects: [.model(model)], effect: .approximates, message: reason + "; imported as JSON",
                                         location: [], mark: diagnostic.location.mark))
                progress = true
            } else if let endpoint = found?.endpoints.first(where: { !endpoints.contains($0) }) {
                endpoints.insert(endpoint)
                losses.append(ImportLoss(subjects: [.operation(endpoint)], effect: .skips, message: reason + "; the operation is skipped",
                                         location: [], mark: diagnostic.location.mark))
                progress = true
            } else {
                return false
            }
        }
        leftOutExamplesAlone = progress && examplesAlone
        return progress
    }

    /// The models and endpoints by the places (file and mark) they are written from — a value an overlay wrote is in
    /// the overlay's file — and the required properties gen may find a model holding itself through.
    struct Places {
        var byMark: [Location: (models: [ImportedModelID], endpoints: [Int])] = [:]
        var requiredProperties: [Location: PropertyID] = [:]

        init(_ converted: Importer.Converted) {
            let source = converted.source
            for (index, model) in converted.models.enumerated() {
                var marks = [source.location(model.location)]
                if case .object(let properties, _) = model.kind {
                    marks += properties.map { source.location($0.location) }
                    for (place, property) in properties.enumerated() where property.required && !property.type.nullable {
                        requiredProperties[source.location(property.location)] = PropertyID(model: ImportedModelID(index: index), index: place)
                    }
                }
                for mark in marks { byMark[mark, default: ([], [])].models.append(ImportedModelID(index: index)) }
            }
            for endpoint in converted.endpoints {
                var locations = [endpoint.location, Array(endpoint.location.dropLast())]
                locations += (endpoint.pathParams + endpoint.query + endpoint.headers).map(\.location)
                if let body = endpoint.body { locations.append(body.location) }
                for location in locations { byMark[source.location(location), default: ([], [])].endpoints.append(endpoint.index) }
            }
        }
    }

    /// A property of an imported model, by its place among the model's properties.
    struct PropertyID: Hashable {
        var model: ImportedModelID
        var index: Int
    }

    /// The endpoint whose example gen found doesn't fit its response, as gen words that finding ("example of endpoint
    /// 'getItem': …"); nil for any other. gen's findings reach the refusals as words (``Importer/check``), so they are
    /// read back here until a relocated finding keeps its kind.
    static func exampleEndpoint(in message: String) -> String? {
        let prefix = "example of endpoint '"
        guard message.hasPrefix(prefix) else { return nil }
        let rest = message.dropFirst(prefix.count)
        guard let end = rest.range(of: "': ") else { return nil }
        return String(rest[..<end.lowerBound])
    }

    /// The marks of a node and every node in it.
    static func marks(in node: Node) -> [Mark] {
        switch node.kind {
        case .scalar: [node.mark]
        case .sequence(let items): [node.mark] + items.flatMap(marks)
        case .mapping(let pairs): [node.mark] + pairs.flatMap { [$0.key.mark] + marks(in: $0.value) }
        }
    }
}
