import YAML

/// What keeps a value from decoding as a type, one problem each, the way generated code decodes it (required keys,
/// `null`, the types of scalars, dates by the service's coding, enum values the enum doesn't list, unions).
public struct DecodingProblem: Hashable, Sendable {
    /// What is wrong.
    public var problem: ValueProblem
    /// Where it is in the value.
    public var mark: Mark
    /// The declared type it contradicts.
    public var holder: ValueHolder
    /// The model whose own rule it breaks (a required key, an enum's values, a union's members).
    public var model: ModelID?
    /// The kind of the value it is about (for a key left out: the object's).
    public var found: ValueProblem.Kind
    /// For a value no member of a union fits: the problems of the member of its kind it fits best (the fewest
    /// problems); empty when no member is of its kind.
    public var nearest: [DecodingProblem] = []
}

extension CheckedAPI {
    /// Every problem that keeps `value` (a recorded response body, say) from decoding as `type`, with dates coded as
    /// `dates` says (a property's own `dates:` first). Unlike examples, an enum value the enum doesn't list is a
    /// problem too: decoding keeps it, but the enum has no case for it.
    public func decodingProblems(of value: Literal, as type: SpecType, dates: DateStrategy) -> [DecodingProblem] {
        var checker = ValueChecker(models: models, strictEnums: true, dates: dates)
        checker.decodes = true
        checker.check(value, against: type)
        return checker.problems.map(Self.decodingProblem)
    }

    private static func decodingProblem(_ problem: ValueChecker.Problem) -> DecodingProblem {
        DecodingProblem(problem: problem.problem, mark: problem.mark, holder: problem.holder, model: problem.model,
                        found: problem.found, nearest: problem.nearest.map(decodingProblem))
    }
}
