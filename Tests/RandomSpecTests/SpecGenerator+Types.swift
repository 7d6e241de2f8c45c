import SpecModel

extension SpecGenerator {
    /// A type for a property of model `owner` (nil: a body or response): built-ins, models, lists, dictionaries,
    /// optionals, nested up to two levels.
    mutating func makeType(owner: Int?, depth: Int = 0) -> TypeRef {
        let optional = rng.chance(0.25)
        let base = makeBaseType(owner: owner, depth: depth, required: !optional)
        return optional ? .optional(base) : base
    }

    private mutating func makeBaseType(owner: Int?, depth: Int, required: Bool) -> TypeRef {
        let roll = rng.int(0...99)
        if roll < 22, let model = modelReference(owner: owner, required: required) { return .named(model) }
        if depth < 2, roll >= 80 {
            let element = rng.chance(0.1) ? .optional(makeBaseType(owner: owner, depth: depth + 1, required: false))
                : makeBaseType(owner: owner, depth: depth + 1, required: false)
            return roll < 92 ? .array(element) : .dictionary(element)
        }
        return .named(rng.pick(TypeRef.builtins))
    }

    /// A model to refer to. A required reference from model `owner` points to a later model or an enum (so
    /// that models don't contain themselves), except rarely.
    private mutating func modelReference(owner: Int?, required: Bool) -> String? {
        let candidates = models.indices.filter { index in
            guard required, let owner else { return true }
            return index > owner || models[index].isEnum
        }
        if let owner, required, rng.chance(0.02) { return models[owner].name.value }
        return candidates.isEmpty ? nil : models[rng.pick(candidates)].name.value
    }

    /// A type a path segment, query value or header can hold: a simple built-in or an enum.
    mutating func makeSimpleType() -> TypeRef {
        let enums = models.filter(\.isEnum).map(\.name.value)
        if !enums.isEmpty, rng.chance(0.2) { return .named(rng.pick(enums)) }
        return .named(rng.pick(TypeRef.simpleBuiltins))
    }

    /// A body or response type: mostly a model, sometimes a list, a dictionary, raw data or a built-in.
    mutating func makePayloadType() -> TypeRef {
        let objects = models.filter { !$0.isEnum }.map(\.name.value)
        switch rng.int(0...9) {
        case 0...4 where !objects.isEmpty: return .named(rng.pick(objects))
        case 5...6 where !objects.isEmpty: return .array(.named(rng.pick(objects)))
        case 7 where rng.chance(0.3) && models.contains(where: \.isObject):
            // An ID or the whole object, maybe a list of them; the model gets the `id` that needs.
            let index = rng.pick(models.indices.filter { models[$0].isObject })
            prepareIdentifier(of: index)
            let type = TypeRef.expandable(models[index].name.value, at: .start)
            return rng.chance(0.5) ? type : .array(type)
        case 7: return .named("Data")
        case 8: return rng.chance(0.5) ? .dictionary(.named("Int")) : .array(.named("String"))
        default: return makeType(owner: nil)
        }
    }
}
