@testable import Names
import SpecModel
import TestSupport

/// Makes random specs from a seed: mostly valid ones (gen should accept them and the generated code should
/// compile), built from ordinary names and from names likely to collide with something in generated code,
/// covering every part of the spec format — a service in one file, or over several (a second file of the same
/// service with its own keys, dates and headers; a file of models only). Specs are made as `Spec` values and
/// written by SpecModel's `SpecWriter`. Spec `index` of seed `seed` is always the same.
struct SpecGenerator {
    var rng: SplitMix64
    /// The spec's files, the service's first file first; models and endpoints go into them at the end.
    var files: [Spec] = []
    /// How each file writes dates (its `dates:`).
    var fileDates: [DateStyle] = []
    /// Every model of every file, in the order made, and the file each goes to.
    var models: [Model] = []
    var modelFiles: [Int] = []
    var endpoints: [Endpoint] = []
    var endpointFiles: [Int] = []
    /// The file that models and endpoints being made go to.
    var file = 0
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

    /// The files of spec `index` of the run seeded with `seed`, as made (`S<seed>R<index>.yaml`, `…b.yaml`, …).
    static func specs(seed: UInt64, index: Int) -> [Spec] {
        var generator = SpecGenerator(seed: seed, index: index)
        return generator.makeFiles(target: RandomSpec.target(seed: seed, index: index))
    }

    /// The files' text as gen reads them: written by SpecModel's writer, one of them sometimes with a mistake.
    static func texts(seed: UInt64, index: Int) -> [(path: String, text: String)] {
        var generator = SpecGenerator(seed: seed, index: index)
        let specs = generator.makeFiles(target: RandomSpec.target(seed: seed, index: index))
        var texts = specs.map { ($0.file, SpecWriter.text($0)) }
        if generator.rng.chance(mistakeRate) {
            let victim = generator.rng.int(0...(texts.count - 1))
            texts[victim].1 = SpecMistake.apply(to: texts[victim].1, using: &generator.rng)
        }
        return texts
    }

    mutating func makeFiles(target: String) -> [Spec] {
        header(target: target)
        makeModels()
        if service != nil, rng.chance(0.25) { files[0].errors = makeErrors() }
        makeEndpoints()
        makeAuth()
        for (model, index) in zip(models, modelFiles) { files[index].models.append(model) }
        for (endpoint, index) in zip(endpoints, endpointFiles) { files[index].endpoints.append(endpoint) }
        return files
    }

    var service: String? { files.first?.service?.value }

    /// The files of the service (not a file of models only).
    var serviceFiles: [Int] { files.indices.filter { files[$0].service != nil } }

    // MARK: - Service header

    static let docs = ["A doc.", "Says \"hi\" — with {braces}, [brackets]: and colons.", "Two\nlines.",
                       "Ends in a backslash \\", "*/ closes /* a comment", "Unicode: ünï ✓", "`code` and **bold**",
                       "/// three slashes", "First line.\n  Indented second line.\n\nAfter a blank line."]
    static let baseURLs = ["https://api.example.com", "https://example.com/api/2", "http://localhost:8080/v1/",
                           "https://example.com/a%20b"]
    static let fixedHeaders: [(name: String, value: String)] = [("Accept", "application/json"),
                                                                  ("X-Client", "specgen \"random\""),
                                                                  ("User-Agent", "Specgen/1.0 (Linux; \\o/)")]

    /// The first file's service header, and the other files: sometimes a second file of the service (its own keys,
    /// dates and headers), sometimes a file of models only.
    private mutating func header(target: String) {
        var first = Spec(file: "\(target).yaml")
        first.version = rng.chance(0.3) ? rng.pick(["1", "1.1"]) : nil
        if rng.chance(0.96) {
            let name = name(NamePools.services, risky: [NamePools.typeNames, upperCamel(NamePools.members)])
            first.service = .at(name)
            takenTypeNames.insert(name.lowercased())
            takenTypeNames.insert("mock\(name.lowercased())networker")
        }
        if rng.chance(0.4) { first.doc = .at(rng.pick(Self.docs)) }
        if rng.chance(0.7) { first.baseURL = .at(rng.pick(Self.baseURLs)) }
        files = [first]
        fileDates = [DateStyle.all[0]]
        settings(of: 0)
        if let service = first.service, rng.chance(0.12) {
            var second = Spec(file: "\(target)b.yaml")
            second.service = service
            files.append(second)
            fileDates.append(DateStyle.all[0])
            settings(of: 1)
        }
        if rng.chance(0.12) {
            var shared = Spec(file: "\(target)\(files.count == 1 ? "b" : "c").yaml")
            shared.version = "1.1"
            files.append(shared)
            fileDates.append(DateStyle.all[0])
            settings(of: files.count - 1)
        }
    }

    /// A file's own `keys:`, `dates:` and (in a service's file) `headers:`.
    private mutating func settings(of index: Int) {
        if rng.chance(0.6) { files[index].keys = rng.chance(0.7) ? .snakeCase : .asIs }
        fileDates[index] = rng.pick(DateStyle.all)
        files[index].dates = fileDates[index].strategy ?? .iso8601
        if files[index].service != nil, rng.chance(0.3) {
            files[index].headers = Self.fixedHeaders.prefix(rng.int(1...Self.fixedHeaders.count)).map {
                FixedHeader(name: .at($0.name), value: $0.value)
            }
        }
    }

    /// Typed error bodies for the service or an endpoint (after the models exist): statuses, classes and
    /// `default`, some taken back with `~`.
    mutating func makeErrors() -> [StatusBody] {
        let statuses: [StatusKey] = [.status(400), .status(404), .status(422), .status(429), .range(4), .range(5),
                                     .other]
        var chosen: [StatusKey] = []
        for _ in 0..<rng.int(1...3) {
            let status = rng.pick(statuses)
            if !chosen.contains(status) { chosen.append(status) }
        }
        return chosen.map { StatusBody(key: Located($0, at: .start), type: rng.chance(0.15) ? nil : makeErrorType()) }
    }

    private mutating func makeErrorType() -> TypeRef {
        let objects = models.filter { !$0.isEnum }.map(\.name.value)
        if !objects.isEmpty, rng.chance(0.7) { return .named(rng.pick(objects)) }
        return .named(rng.pick(["String", "JSON", "Data", "Int"]))
    }

    // MARK: - What is known of models

    func model(_ name: String?) -> Model? {
        guard let name else { return nil }
        return models.first { $0.name.value == name }
    }

    /// Whether the file that defines model `name` derives JSON keys in snake_case.
    func snakeCase(ofModel name: String) -> Bool {
        guard let index = models.firstIndex(where: { $0.name.value == name }) else { return false }
        return files[modelFiles[index]].keys == .snakeCase
    }

    /// How the file models and endpoints are being made for writes dates.
    var dates: DateStyle { fileDates[file] }

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
