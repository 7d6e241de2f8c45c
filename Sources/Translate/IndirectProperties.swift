import SpecModel

/// Which model properties must be boxed (`@Indirect`) so that models holding themselves compile: the
/// optional model-typed properties inside a cycle of models that contain each other directly (lists and
/// dictionaries already store out of line). Required-only cycles are rejected by validation.
enum IndirectProperties {
    /// Keys are "Model.property".
    static func find(in models: [String: Model], order: [String]) -> Set<String> {
        var edges: [String: [String]] = [:]
        for name in order {
            edges[name] = (models[name]?.properties ?? []).compactMap { target(of: $0, models) }
        }
        let components = stronglyConnected(order, edges: edges)
        var boxed: Set<String> = []
        for name in order {
            guard let model = models[name], let component = components[name] else { continue }
            for property in model.properties where property.type.isOptional {
                guard let target = target(of: property, models), components[target] == component else { continue }
                boxed.insert("\(name).\(property.name.value)")
            }
        }
        return boxed
    }

    private static func target(of property: Property, _ models: [String: Model]) -> String? {
        guard case .named(let name, _) = property.type.unwrapped, let model = models[name], !model.isEnum else { return nil }
        return name
    }

    /// Tarjan's algorithm, iterative: each model's component number (models in one cycle share it).
    private static func stronglyConnected(_ nodes: [String], edges: [String: [String]]) -> [String: Int] {
        var index: [String: Int] = [:], lowLink: [String: Int] = [:], component: [String: Int] = [:]
        var onStack: Set<String> = [], stack: [String] = []
        var counter = 0, components = 0
        for root in nodes where index[root] == nil {
            var work: [(node: String, next: Int)] = [(root, 0)]
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
                    } else if onStack.contains(target) {
                        lowLink[node] = min(lowLink[node]!, index[target]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent]!, lowLink[node]!) }
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
