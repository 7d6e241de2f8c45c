@testable import Names
import TestSupport
import SpecModel

/// Writes random specs from a seed: mostly valid ones (gen should accept them and the generated code should
/// compile), built from ordinary names and from names likely to collide with something in generated code,
/// covering every part of the spec format. Spec `index` of seed `seed` is always the same text.
struct SpecGenerator {
    var rng: SplitMix64
    var plan = SpecPlan()
    /// Generated type names taken so far, lowercased (models, requests, controllers): most specs avoid
    /// duplicates, which are an error that is already well tested.
    var takenTypeNames: Set<String> = []

    /// How often a name comes from the pools that may collide rather than from the ordinary ones.
    static let risk = 0.3
    /// How often a spec gets one deliberate mistake.
    static let mistakeRate = 0.08

    init(seed: UInt64, index: Int) {
        rng = SplitMix64(seed: seed, index: index)
    }

    /// The YAML text of spec `index` of the run seeded with `seed`.
    static func yaml(seed: UInt64, index: Int) -> String {
        var generator = SpecGenerator(seed: seed, index: index)
        let text = SpecWriter.yaml(generator.makePlan())
        guard generator.rng.chance(mistakeRate) else { return text }
        return SpecMistake.apply(to: text, using: &generator.rng)
    }

    mutating func makePlan() -> SpecPlan {
        header()
        makeModels()
        if plan.service != nil, rng.chance(0.25) { plan.errors = makeErrors() }
        makeEndpoints()
        return plan
    }

    // MARK: - Service header

    static let docs = ["A doc.", "Says \"hi\" — with {braces}, [brackets]: and colons.", "Two\nlines.", "Ends in a backslash \\",
                       "*/ closes /* a comment", "Unicode: ünï ✓", "`code` and **bold**", "/// three slashes"]
    static let baseURLs = ["https://api.example.com", "https://example.com/api/2", "http://localhost:8080/v1/",
                           "https://example.com/a%20b"]
    static let fixedHeaders: [(name: String, value: String)] = [("Accept", "application/json"),
                                                                  ("X-Client", "specgen \"random\""),
                                                                  ("User-Agent", "Specgen/1.0 (Linux; \\o/)")]

    private mutating func header() {
        plan.version = rng.chance(0.3)
        if rng.chance(0.96) {
            let service = name(NamePools.services, risky: [NamePools.typeNames, upperCamel(NamePools.members)])
            plan.service = service
            takenTypeNames.insert(service.lowercased())
            takenTypeNames.insert("mock\(service.lowercased())networker")
        }
        if rng.chance(0.4) { plan.doc = rng.pick(Self.docs) }
        if rng.chance(0.7) { plan.baseURL = rng.pick(Self.baseURLs) }
        if rng.chance(0.6) { plan.keys = rng.chance(0.7) ? "snake_case" : "as-is" }
        plan.dates = rng.pick(DateStyle.all)
        if rng.chance(0.3) { plan.headers = Array(Self.fixedHeaders.prefix(rng.int(1...Self.fixedHeaders.count))) }
    }

    /// Typed error bodies for the service or an endpoint (after the models exist): statuses, classes and
    /// `default`, some taken back with `~`.
    mutating func makeErrors() -> [(status: String, type: SpecType?)] {
        let statuses = ["400", "404", "422", "429", "4XX", "5XX", "default"]
        var chosen: [String] = []
        for _ in 0..<rng.int(1...3) {
            let status = rng.pick(statuses)
            if !chosen.contains(status) { chosen.append(status) }
        }
        return chosen.map { ($0, rng.chance(0.15) ? nil : makeErrorType()) }
    }

    private mutating func makeErrorType() -> SpecType {
        let objects = plan.models.filter { !$0.isEnum }.map(\.name)
        if !objects.isEmpty, rng.chance(0.7) { return .named(rng.pick(objects)) }
        return .named(rng.pick(["String", "JSON", "Data", "Int"]))
    }

    // MARK: - Names

    /// A name: usually an ordinary one, sometimes one from a pool of names that may collide.
    mutating func name(_ ordinary: [String], risky pools: [[String]], risk: Double = SpecGenerator.risk) -> String {
        if !pools.isEmpty, rng.chance(risk) { return rng.pick(rng.pick(pools)) }
        return rng.pick(ordinary)
    }

    /// A name not in `used` (as written), or nil when eight draws all were.
    mutating func freshName(_ used: [String], _ draw: (inout SpecGenerator) -> String) -> String? {
        for _ in 0..<8 {
            let candidate = draw(&self)
            if !used.contains(candidate) { return candidate }
        }
        return nil
    }

    /// Sometimes a name and its renamed form (`state`, `stateParameter`), for a scope to use first; mostly none.
    mutating func renamedPair() -> [String] {
        rng.chance(0.08) ? rng.pick(NamePools.renamedPairs) : []
    }

    /// Claims a generated type name; false when it (ignoring case) is taken.
    mutating func claimTypeName(_ name: String) -> Bool {
        takenTypeNames.insert(name.lowercased()).inserted
    }

    func upperCamel(_ names: [String]) -> [String] {
        names.compactMap { NameRules.upperCamel($0) }
    }

    /// Names usable as path placeholders (no `{`, `}`, `/`, `?` or `#`).
    func placeholderNames(_ names: [String]) -> [String] {
        names.filter { !$0.isEmpty && !$0.contains(where: { "{}/?#".contains($0) }) }
    }

    /// Names usable as HTTP header names (tokens).
    func headerNames(_ names: [String]) -> [String] {
        let token = Set("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return names.filter { !$0.isEmpty && $0.allSatisfy(token.contains) }
    }
}
