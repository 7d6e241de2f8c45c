import YAML

extension SpecValidator {
    /// A struct can't hold itself: report models that contain themselves through properties that are
    /// neither optional nor a list or dictionary (those are fine: generated code boxes them).
    /// One depth-first pass over all models (linear in models + properties); each cycle is reported once,
    /// at the property of its first model on the path.
    mutating func checkRecursion() {
        // Only what the search needs: a property's name and mark, its target, and each model's file.
        var edges: [String: [(name: Located<String>, target: String)]] = [:]
        var order: [String] = []
        var fileOf: [String: String] = [:]
        for spec in specs {
            // The first definition of each name, as `models` holds it (without comparing whole models).
            for model in spec.models where fileOf[model.name.value] == nil {
                order.append(model.name.value)
                fileOf[model.name.value] = spec.file
                edges[model.name.value] = model.properties.compactMap { property in
                    guard case .named(let target, _) = property.type, models[target]?.isEnum == false else { return nil }
                    return (property.name, target)
                }
            }
        }
        enum Color { case onPath, done }
        var color: [String: Color] = [:]
        for model in order where color[model] == nil {
            // The path from `model`: each entry is a model and the index of its next edge to follow.
            var stack: [(model: String, next: Int)] = [(model, 0)]
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
                        (model: entry.model, property: (edges[entry.model] ?? [])[entry.next - 1].name)
                    }
                    let text = chain.map { "\($0.model).\($0.property.value)" }.joined(separator: " → ")
                    guard let first = chain.first, let file = fileOf[first.model] else { continue }
                    error("model '\(first.model)' contains itself (\(text)); make one of these properties optional",
                          file: file, at: first.property.mark)
                case .done:
                    continue
                case nil:
                    color[edge.target] = .onPath
                    stack.append((edge.target, 0))
                }
            }
        }
    }
}
