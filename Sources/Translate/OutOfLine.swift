import SpecModel

/// Which values generated types store out of line, decided once for an API.
///
/// A struct that holds another inline copies, destroys and compares every field of it, and the compiler writes
/// those operations (value witnesses) out for every type that holds one, the fields of nested models inside
/// nested models included (Benchmarks/README.md, "Nested models out of line"). A box costs a property wrapper
/// instead, whose accessors the compiler writes too. So a model's property is boxed with the runtime's
/// `@Indirect` when the model it holds weighs more than `threshold` fields inline, and an enum whose cases hold
/// more than that together (a union, a request's `Response` or error body enum) is `indirect`. A property that
/// closes a cycle of models is boxed whatever it weighs, and a union that holds itself is `indirect`.
struct OutOfLine: Sendable {
    /// The fields a held value may lay out inline before it is boxed.
    static let threshold = 8

    /// Each model's weight when held: the fields it lays out inline (1 for a string enum or a boxed union).
    private var weights: [Int?]
    /// The properties boxed, by model index and property index.
    private var boxed: Set<[Int]> = []
    /// The unions that are `indirect`, by model index.
    private var indirectUnions: Set<Int> = []

    init(api: CheckedAPI) {
        weights = Array(repeating: nil, count: api.models.count)
        for id in api.modelIDs { _ = weigh(id, api) }
    }

    /// True when the model's property at `index` is boxed.
    func boxes(_ model: ModelID, property index: Int) -> Bool {
        boxed.contains([model.index, index])
    }

    /// True when the union is an `indirect enum`.
    func isIndirect(_ union: ModelID) -> Bool {
        indirectUnions.contains(union.index)
    }

    /// `indirect ` for an enum whose cases hold values of these types weighing more than the threshold together.
    func indirectKeyword(cases types: [SpecType]) -> String {
        types.map(weight).reduce(0, +) > Self.threshold ? "indirect " : ""
    }

    /// The fields a value of the type lays out inline: one for a builtin, string enum, list, dictionary or
    /// `Expandable` (which boxes its object), a model's weight for a model.
    func weight(_ type: SpecType) -> Int {
        Self.weight(type) { weights[$0.index] ?? 1 }
    }

    private static func weight(_ type: SpecType, model: (ModelID) -> Int) -> Int {
        switch type {
        case .optional(let wrapped): return weight(wrapped, model: model)
        case .object(let id), .union(let id): return model(id)
        case .builtin, .enumeration, .expandable, .array, .dictionary: return 1
        }
    }

    /// Weighs a model, and the models it holds inline first. What a boxed property (a cycle's, which the checker
    /// marks) or a union that holds itself holds is not followed from here; every other cycle is an error the
    /// checker reports, so no model is met again while it is weighed.
    private mutating func weigh(_ id: ModelID, _ api: CheckedAPI) -> Int {
        if let known = weights[id.index] { return known }
        weights[id.index] = 1 // should a model be met again after all, it counts as one field
        let model = api[id]
        var total: Int
        switch model.kind {
        case .object(let properties):
            total = model.additionalProperties == nil ? 0 : 1
            for (index, property) in properties.enumerated() {
                let held = property.isBoxed ? 0 : Self.weight(property.type) { weigh($0, api) }
                if property.isBoxed || (property.type.unwrapped.isObject && held > Self.threshold) {
                    boxed.insert([id.index, index])
                    total += 1
                } else {
                    total += held
                }
            }
        case .enumeration:
            total = 1
        case .union(let union):
            let members = union.isRecursive ? 0
                : union.members.map { Self.weight($0.type) { weigh($0, api) } }.reduce(0, +)
            if union.isRecursive || members > Self.threshold {
                indirectUnions.insert(id.index)
                total = 1
            } else {
                total = members
            }
        }
        weights[id.index] = total
        return total
    }
}

private extension SpecType {
    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
