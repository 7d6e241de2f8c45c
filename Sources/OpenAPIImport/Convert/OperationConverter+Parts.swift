import SpecModel
import YAML

extension OperationConverter {
    /// Operations converted together in a part: enough to be worth a thread, few enough to spread over all cores.
    static let partSize = 64

    /// The endpoints of `operations` (selected operations in order, `index` their place), converted in parts on all
    /// cores when every component schema has been converted already (`componentsDone`, a whole import): each part
    /// from a copy of this converter, joined after in order, so that models, losses and endpoints are exactly what
    /// converting them one after the other makes. (An endpoint's conversion only reads the components' types and
    /// adds models and losses of its own; it charges the losses of components that make no model to itself.)
    mutating func endpoints(_ operations: [Selection.Operation], componentsDone: Bool) -> [ImportedEndpoint] {
        guard componentsDone, operations.count >= 2 * Self.partSize else {
            return operations.enumerated().compactMap { index, selected in endpoint(selected, index: index) }
        }
        let start = self
        let parts = stride(from: 0, to: operations.count, by: Self.partSize).map { $0..<min($0 + Self.partSize, operations.count) }
            .concurrentMap(chunkSize: 1) { range in
                var converter = start
                let endpoints = range.compactMap { converter.endpoint(operations[$0], index: $0) }
                return (schemas: converter.schemas, endpoints: endpoints)
            }
        var endpoints: [ImportedEndpoint] = []
        for part in parts {
            let map = schemas.join(part.schemas, startedAs: start.schemas)
            endpoints += part.endpoints.map(map.callAsFunction)
        }
        return endpoints
    }
}

extension SchemaConverter {
    /// Takes in what `part`, a copy of this converter made when it was `start`, made since: its new models and losses
    /// after these (their model IDs moved past the models added here meanwhile), and the operations and models it
    /// charged earlier losses to. The map moves the part's own IDs (its endpoints name its models through it).
    mutating func join(_ part: SchemaConverter, startedAs start: SchemaConverter) -> ModelIDMap {
        let first = start.models.count, offset = models.count - first
        let map = ModelIDMap(map: { $0.index >= first ? ImportedModelID(index: $0.index + offset) : $0 }, mapsOrigins: true)
        for index in start.losses.indices where part.losses[index].subjects.count != start.losses[index].subjects.count {
            charge(index, to: map(part.losses[index]).subjects)
        }
        for model in part.models[first...] { _ = add(map(model)) }
        for loss in part.losses[start.losses.count...] { record(map(loss)) }
        return map
    }
}
