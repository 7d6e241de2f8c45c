import SpecModel

extension SpecGenerator {
    /// Scheme names: ordinary ones, and ones that collide with keywords, the credentials type's members or each other
    /// once made Swift names.
    static let schemeNames = ["token", "apiKey", "api_key", "petstore_auth", "basicAuth", "oauth2", "key", "login"]
    static let riskySchemeNames = ["authorizer", "default", "class", "self", "init", "Token", "api-key", "api key", "x",
                                   "_"]

    /// A service's `auth:` (in its first file, sometimes a scheme in its second too), the files' `security:` and some
    /// endpoints' own.
    mutating func makeAuth() {
        guard let service, rng.chance(0.3) else { return }
        var used: [String] = []
        let firstFiles = serviceFiles
        for (position, index) in firstFiles.enumerated() where position == 0 || rng.chance(0.3) {
            for _ in 0..<rng.int(1...3) {
                guard let name = freshName(used, { $0.name(SpecGenerator.schemeNames,
                                                           risky: [SpecGenerator.riskySchemeNames]) }) else { continue }
                used.append(name)
                files[index].auth.append(AuthDefinition(name: .at(name), kind: randomAuthKind()))
            }
        }
        takenTypeNames.insert("\(service.lowercased())credentials")
        guard !used.isEmpty else { return }
        for index in firstFiles where rng.chance(0.4) { files[index].security = randomSecurity(used) }
        for index in endpoints.indices where rng.chance(0.3) { endpoints[index].security = randomSecurity(used) }
    }

    private mutating func randomAuthKind() -> AuthKind {
        switch rng.int(0...3) {
        case 0: .bearer
        case 1: .basic
        case 2: .header(rng.pick(["X-API-Key", "Api-Key", "X-Token \"quoted\""]))
        default: .query(rng.pick(["api_key", "key", "a b&c"]))
        }
    }

    /// `[]`, or one to three alternatives of one or two schemes (rarely one named twice, which gen refuses).
    private mutating func randomSecurity(_ schemes: [String]) -> [[Located<String>]] {
        guard rng.chance(0.85) else { return [] }
        return (0..<rng.int(1...3)).map { _ in
            let first = rng.pick(schemes)
            guard rng.chance(0.3) else { return [.at(first)] }
            let others = schemes.filter { $0 != first }
            return [.at(first), .at(others.isEmpty || rng.chance(0.1) ? first : rng.pick(others))]
        }
    }
}
