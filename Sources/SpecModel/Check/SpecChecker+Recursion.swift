import YAML

extension SpecChecker {
    /// The models a model holds directly (a property whose type is a model, maybe optional; lists and
    /// dictionaries store out of line), with the property that holds each. A nullable property is optional in
    /// Swift (`T?`, or `Nullable<T>`), required or not.
    private func directEdges(_ id: ModelID) -> [(property: Int, target: ModelID, optional: Bool)] {
        api[id].properties.enumerated().compactMap { index, property in
            guard case .object(let target) = property.type.unwrapped else { return nil }
            return (index, target, property.type.isOptional || property.isNullable)
        }
    }

    /// The first definition of each model name, in order (later duplicates are the naming pass's to report).
    private var distinctModels: [ModelID] {
        var seen: Set<String> = []
        return api.modelIDs.filter { seen.insert(api[$0].name.value).inserted }
    }

    /// A struct can't hold itself: report models that contain themselves through properties that are
    /// neither optional (nor nullable) nor a list or dictionary (those are fine: generated code boxes them).
    /// One depth-first pass over all models (linear in models + properties); each cycle is reported once,
    /// at the property of its first model on the path.
    mutating func checkRecursion() {
        var edges: [ModelID: [(property: Int, target: ModelID)]] = [:]
        let order = distinctModels
        for id in order {
            edges[id] = directEdges(id).filter { !$0.optional }.map { ($0.property, $0.target) }
        }
        enum Color { case onPath, done }
        var color: [ModelID: Color] = [:]
        for model in order where color[model] == nil {
            // The path from `model`: each entry is a model and the index of its next edge to follow.
            var stack: [(model: ModelID, next: Int)] = [(model, 0)]
            color[model] = .onPath
            while let top = stack.last {
                let outgoing = edges[top.model] ?? []
                guard top.next < outgoing.count else {
                    color[top.model] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = outgoing[top.next]
                switch color[edge.target] {
                case .onPath:
                    let start = stack.firstIndex { $0.model == edge.target } ?? 0
                    let chain = stack[start...].map { entry in
                        let property = (edges[entry.model] ?? [])[entry.next - 1].property
                        return (model: entry.model, property: api[entry.model].properties[property].name)
                    }
                    let cycle = chain.map {
                        ModelFinding.Step(model: api[$0.model].name.value, property: $0.property.value)
                    }
                    guard let first = chain.first else { continue }
                    error(.model(.containsItself(cycle: cycle)), file: api[api[first.model].service].file,
                          at: first.property.mark)
                case .done:
                    continue
                case nil:
                    color[edge.target] = .onPath
                    stack.append((edge.target, 0))
                }
            }
        }
    }

    /// Marks the optional properties inside a cycle of models that hold each other directly as boxed
    /// (`@Indirect`), so that the structs have a size. Required-only cycles are errors (`checkRecursion`).
    mutating func boxCycles() {
        let order = distinctModels
        var edges: [ModelID: [ModelID]] = [:]
        for id in order { edges[id] = directEdges(id).map(\.target) }
        let components = Self.stronglyConnected(order, edges: edges)
        for id in order {
            guard case .object(var properties) = api[id].kind, let component = components[id] else { continue }
            var changed = false
            for edge in directEdges(id) where edge.optional && components[edge.target] == component {
                properties[edge.property].isBoxed = true
                changed = true
            }
            if changed { api.models[id.index].kind = .object(properties) }
        }
    }

    /// Tarjan's algorithm, iterative: each model's component number (models in one cycle share it).
    private static func stronglyConnected(_ nodes: [ModelID], edges: [ModelID: [ModelID]]) -> [ModelID: Int] {
        var index: [ModelID: Int] = [:], lowLink: [ModelID: Int] = [:], component: [ModelID: Int] = [:]
        var onStack: Set<ModelID> = [], stack: [ModelID] = []
        var counter = 0, components = 0
        for root in nodes where index[root] == nil {
            var work: [(node: ModelID, next: Int)] = [(root, 0)]
            index[root] = counter; lowLink[root] = counter; counter += 1
            stack.append(root); onStack.insert(root)
            while let (node, next) = work.last {
                let targets = edges[node] ?? []
                if next < targets.count {
                    work[work.count - 1].next += 1
                    let target = targets[next]
                    if index[target] == nil {
                        index[target] = counter; lowLink[target] = counter; counter += 1
                        stack.append(target); onStack.insert(target)
                        work.append((target, 0))
                    } else if onStack.contains(target), let low = lowLink[node], let targetIndex = index[target] {
                        lowLink[node] = min(low, targetIndex)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node, let parentLow = lowLink[parent], let low = lowLink[node] {
                    lowLink[parent] = min(parentLow, low)
                }
                if lowLink[node] == index[node] {
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component[member] = components
                        if member == node { break }
                    }
                    components += 1
                }
            }
        }
        return component
    }
}
