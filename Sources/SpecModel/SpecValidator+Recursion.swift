import YAML

extension SpecValidator {
    /// A struct can't hold itself: report models that contain themselves through properties that are
    /// neither optional nor a list or dictionary (those are fine: generated code boxes them).
    mutating func checkRecursion() {
        var edges: [String: [(property: Property, target: String)]] = [:]
        var order: [(model: Model, spec: Spec)] = []
        for spec in specs {
            for model in spec.models where models[model.name.value] == model {
                order.append((model, spec))
                edges[model.name.value] = model.properties.compactMap { property in
                    guard case .named(let target, _) = property.type, models[target]?.isEnum == false else { return nil }
                    return (property, target)
                }
            }
        }
        var reported: Set<String> = []
        for (model, spec) in order where !reported.contains(model.name.value) {
            guard let cycle = path(from: model.name.value, to: model.name.value, edges: edges) else { continue }
            let names = cycle.map(\.model)
            reported.formUnion(names)
            let chain = cycle.map { "\($0.model).\($0.property.name.value)" }.joined(separator: " → ")
            error("model '\(model.name.value)' contains itself (\(chain)); make one of these properties optional",
                  in: spec, at: cycle[0].property.name.mark)
        }
    }

    /// The first chain of required model properties that leads from `start` back to `goal`, depth first.
    private func path(from start: String, to goal: String,
                      edges: [String: [(property: Property, target: String)]]) -> [(model: String, property: Property)]? {
        var visited: Set<String> = []
        var stack: [(model: String, next: Int)] = [(start, 0)]
        var chain: [(model: String, property: Property)] = []
        while let top = stack.last {
            let outgoing = edges[top.model] ?? []
            guard top.next < outgoing.count else {
                stack.removeLast()
                if !chain.isEmpty { chain.removeLast() }
                continue
            }
            stack[stack.count - 1].next += 1
            let edge = outgoing[top.next]
            if edge.target == goal { return chain + [(top.model, edge.property)] }
            guard visited.insert(edge.target).inserted else { continue }
            chain.append((top.model, edge.property))
            stack.append((edge.target, 0))
        }
        return nil
    }
}
