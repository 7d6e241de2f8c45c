import SpecModel

/// How each selected operation fared, from the one list of losses: skipped when a loss skips it; approximated when
/// a loss is charged to it, to a model it uses at any depth (or took properties from), or to a model it reads that
/// is read approximately; exact otherwise.
enum Tally {
    static func count(selection: Selection, endpoints: [ImportedEndpoint], models: [ImportedModel], losses: [ImportLoss],
                      into output: inout ImportOutput) {
        var approximatedOperations: Set<Int> = [], skippedOperations: Set<Int> = []
        var lossyModels: Set<ImportedModelID> = [], lossyWhenRead: Set<ImportedModelID> = []
        for loss in losses {
            for subject in loss.subjects {
                switch (subject, loss.effect) {
                case (.operation(let index), .skips): skippedOperations.insert(index)
                case (.operation(let index), .approximates): approximatedOperations.insert(index)
                case (.model(let id), .approximates), (.model(let id), .skips): lossyModels.insert(id)
                case (.modelWhenRead(let id), _): lossyWhenRead.insert(id)
                default: break
                }
            }
        }
        let converted = Set(endpoints.map(\.index))
        for index in selection.operations.indices where !converted.contains(index) { skippedOperations.insert(index) }
        output.skipped = skippedOperations.count
        for endpoint in endpoints where !skippedOperations.contains(endpoint.index) {
            let used = ImportLayout.reached(from: endpoint.uses, in: models, absorbed: true)
            let read = ImportLayout.reached(from: endpoint.decodes, in: models, absorbed: true)
            if approximatedOperations.contains(endpoint.index) || !used.isDisjoint(with: lossyModels) || !read.isDisjoint(with: lossyWhenRead) {
                output.approximated += 1
            } else {
                output.exact += 1
            }
        }
    }

    /// A warning per loss at its place in the document, in the document's order; a loss that only costs readers of
    /// a model is said only when some operation reads it.
    static func warnings(_ losses: [ImportLoss], endpoints: [ImportedEndpoint], models: [ImportedModel], source: OpenAPISource) -> [Diagnostic] {
        let read = ImportLayout.reached(from: endpoints.flatMap(\.decodes), in: models, absorbed: true)
        let kept = Set(endpoints.map(\.index))
        let said = losses.filter { loss in
            // Paging of an operation that was then left out is not said.
            if loss.effect == .infers, case .operation(let index)? = loss.subjects.first, !kept.contains(index) { return false }
            return loss.subjects.contains { subject in
                if case .modelWhenRead(let id) = subject { return read.contains(id) }
                return true
            }
        }
        return said.map { Diagnostic($0.effect == .infers ? .note : .warning, $0.message,
                                     at: $0.mark.map { source.location(of: $0) } ?? source.location($0.location)) }
            .sorted { ($0.location.mark, $0.message) < ($1.location.mark, $1.message) }
    }
}
