import SpecModel

/// The names that belong to a service rather than to one of its files: files that name the same service form
/// one, with one namespace, one mock and one scope for the mock's endpoints.
extension NamingPass {
    /// The service's namespace and mock, claimed by its first file and shared by the others.
    mutating func nameServiceTypes(of id: ServiceID) {
        let service = api[id]
        guard let name = service.name else { return }
        if let first = service.serviceFiles.first, first != id {
            names.services[id.index].namespace = names.services[first.index].namespace
            names.services[id.index].mock = names.services[first.index].mock
            names.services[id.index].credentials = names.services[first.index].credentials
            names.services[id.index].credentialProperties = names.services[first.index].credentialProperties
            return
        }
        let owner = Owner(claimant: .service(name.value), location: Location(file: service.file, mark: name.mark))
        // The types a name derives are reported once: only when the name itself was free.
        guard claimType(name.value, owner) else { return }
        names.services[id.index].namespace = name.value
        let mock = DerivedTypeNames.mock(name.value)
        if claimType(mock, owner) { names.services[id.index].mock = mock }
        let credentials = DerivedTypeNames.credentials(name.value)
        if !service.auth.isEmpty, claimType(credentials, owner) {
            names.services[id.index].credentials = credentials
            names.services[id.index].credentialProperties = credentialProperties(service.auth, service: id,
                                                                                 type: credentials)
        }
    }

    /// The credentials struct's property for each scheme.
    private mutating func credentialProperties(_ auth: [AuthDefinition], service: ServiceID,
                                               type: String) -> [MemberName] {
        var scope = Scope(.credentials(type), of: .service, suffix: "Credential",
                          reserved: ["authorizer": .authorizerMethod])
        let candidates = auth.map { definition in
            memberCandidate(written: nil, name: definition.name, owner: .scheme(definition.name.value),
                            service: service, underivable: .underivableSchemeName(definition.name.value))
        }
        return members(candidates, in: &scope, fallback: auth.map(\.name.value))
    }

    /// What the file's grouped files are named after: the service's name for its main file (the one named
    /// after the service, or else its first), `<Service>+<File>` for its others (`Shop+Orders`), and the file
    /// name's stem for a file without a service.
    mutating func nameFileGroup(of id: ServiceID) {
        let service = api[id]
        let stem = NameRules.fileStem(service.file)
        guard let name = service.name?.value else {
            names.services[id.index].fileGroup = stem
            return
        }
        let files = service.serviceFiles
        let main = files.first { NameRules.fileStem(api[$0].file) == name } ?? files.first ?? id
        names.services[id.index].fileGroup = main == id ? name : name + "+" + (NameRules.upperCamel(stem) ?? stem)
    }

    /// Each file's part in the `modules` layout, after its stem in UpperCamelCase (`orders.yaml` → `Orders`); a stem
    /// that gives no name, or a name another file (or the shared module) took, gets the first free number after it.
    /// Names are compared ignoring case: each is a folder, and macOS file systems ignore case.
    mutating func nameModuleParts() {
        var taken: Set<String> = ["shared"]
        for id in api.serviceIDs {
            let base = NameRules.upperCamel(NameRules.fileStem(api[id].file)) ?? "Part"
            var name = base
            var number = 2
            while taken.contains(name.lowercased()) {
                name = base + String(number)
                number += 1
            }
            taken.insert(name.lowercased())
            names.services[id.index].modulePart = name
        }
    }

    /// The mock's property for each endpoint of the service, across its files, decided by its first file.
    mutating func nameMockEndpoints(of id: ServiceID) {
        let files = api[id].serviceFiles
        guard files.first == id, let mock = names.services[id.index].mock else { return }
        var scope = Scope(.mock(mock), of: .service, suffix: "Endpoint", reserved: Reserved.mockMembers)
        let endpoints = files.flatMap { file in api[file].endpoints.map { (file: file, id: $0) } }
        let candidates = endpoints.map { file, endpoint in
            NameRules.lowerCamel(api[endpoint].name.value).map {
                Scope.Candidate(name: $0, written: false, unchanged: $0 == api[endpoint].name.value,
                                owner: .endpoint(api[endpoint].name.value),
                                location: location(file, api[endpoint].name.mark))
            }
        }
        let decided = scope.decide(candidates.compactMap { $0 }, diagnostics: &diagnostics)
        var next = decided.makeIterator()
        var properties = zip(candidates, endpoints).map { candidate, endpoint in
            (candidate == nil ? nil : next.next() ?? nil) ?? api[endpoint.id].name.value
        }[...]
        for file in files {
            let count = api[file].endpoints.count
            names.services[file.index].mockEndpoints = Array(properties.prefix(count))
            properties = properties.dropFirst(count)
        }
    }
}
