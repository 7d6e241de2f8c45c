import SpecModel

/// How each selected operation fared, from the one list of losses: skipped when a loss skips it; approximated when
/// a loss is charged to it, to a model it uses at any depth (or took properties from), or to a model it reads that
/// is read approximately; exact otherwise. And per class of loss, what that class alone costs.
enum Tally {
    static func count(selection: Selection, endpoints: [ImportedEndpoint], models: [ImportedModel],
                      losses: [ImportLoss], into output: inout ImportOutput) {
        let users = Self.users(of: models)
        var all = fared(losses, endpoints: endpoints, users: users)
        let converted = Set(endpoints.map(\.index))
        for index in selection.operations.indices where !converted.contains(index) { all.skipped.insert(index) }
        all.approximated.subtract(all.skipped)
        output.skipped = all.skipped.count + all.unread.count
        output.approximated = all.approximated.count
        output.exact = endpoints.count { !all.skipped.contains($0.index) && !all.approximated.contains($0.index) }
        // Per class, what its losses alone cost (an operation skipped by any loss counts as skipped only).
        var byClass: [String: [ImportLoss]] = [:]
        for loss in losses { byClass[loss.finding.diagnosticClass, default: []].append(loss) }
        for (name, classLosses) in byClass {
            let fared = fared(classLosses, endpoints: endpoints, users: users)
            let cost = ClassCost(approximated: fared.approximated.subtracting(all.skipped).count,
                                 skipped: fared.skipped.count + fared.unread.count)
            if cost.approximated + cost.skipped > 0 { output.costs[name] = cost }
        }
    }

    /// What `losses` cost: the operations they skip (by their place among the selected ones, and by name those the
    /// decoder couldn't read), and those they approximate — a loss charged to the operation, to a model it uses at
    /// any depth (or took properties from), or to a model it reads that is read approximately.
    private static func fared(_ losses: [ImportLoss], endpoints: [ImportedEndpoint], users: [[ImportedModelID]])
        -> (approximated: Set<Int>, skipped: Set<Int>, unread: Set<String>) {
        var approximated: Set<Int> = [], skipped: Set<Int> = [], unread: Set<String> = []
        var lossyModels: Set<ImportedModelID> = [], lossyWhenRead: Set<ImportedModelID> = []
        for loss in losses {
            for subject in loss.subjects {
                switch (subject, loss.effect) {
                case (.operation(let index), .skips): skipped.insert(index)
                case (.operation(let index), .approximates): approximated.insert(index)
                case (.model(let id), .approximates), (.model(let id), .skips): lossyModels.insert(id)
                case (.modelWhenRead(let id), _): lossyWhenRead.insert(id)
                case (.unreadOperation(let operation), _): unread.insert(operation)
                default: break
                }
            }
        }
        let lossy = Self.reaching(lossyModels, users: users), lossyRead = Self.reaching(lossyWhenRead, users: users)
        for endpoint in endpoints where !skipped.contains(endpoint.index) {
            if endpoint.uses.contains(where: lossy.contains) || endpoint.decodes.contains(where: lossyRead.contains) {
                approximated.insert(endpoint.index)
            }
        }
        return (approximated.subtracting(skipped), skipped, unread)
    }

    /// For each model, the models that name it or took its properties.
    private static func users(of models: [ImportedModel]) -> [[ImportedModelID]] {
        var users: [[ImportedModelID]] = Array(repeating: [], count: models.count)
        for (index, model) in models.enumerated() {
            for used in model.uses + model.absorbed { users[used.index].append(ImportedModelID(index: index)) }
        }
        return users
    }

    /// The models from which one of `targets` is reached through what they name and took properties from (what
    /// ``ImportLayout/reached(from:in:absorbed:skipping:)`` follows), `targets` included.
    private static func reaching(_ targets: Set<ImportedModelID>, users: [[ImportedModelID]]) -> Set<ImportedModelID> {
        var found = targets
        var pending = Array(targets)
        while let id = pending.popLast() {
            for user in users[id.index] where found.insert(user).inserted { pending.append(user) }
        }
        return found
    }

    /// A warning per loss at its place in the document, in the document's order; a loss that only costs readers of
    /// a model is said only when some operation reads it.
    static func warnings(_ losses: [ImportLoss], endpoints: [ImportedEndpoint], models: [ImportedModel],
                         source: OpenAPISource) -> [Diagnostic] {
        let read = ImportLayout.reached(from: endpoints.flatMap(\.decodes), in: models, absorbed: true)
        let kept = Set(endpoints.map(\.index))
        let said = losses.filter { loss in
            // Paging of an operation that was then left out is not said.
            if loss.effect == .infers, case .operation(let index)? = loss.subjects.first, !kept.contains(index) {
                return false
            }
            return loss.subjects.contains { subject in
                if case .modelWhenRead(let id) = subject { return read.contains(id) }
                return true
            }
        }
        let warnings = said.map { Diagnostic($0.effect == .infers ? .note : .warning, $0.finding,
                                             at: $0.mark.map { source.location(of: $0) }
                                                 ?? source.location($0.location)) }
        return warnings.enumerated().sorted {
            ($0.element.location.mark, $0.offset) < ($1.element.location.mark, $1.offset)
        }
            .map(\.element)
    }
}
