import YAML

extension SpecChecker {
    /// The service's schemes from all its files: a name given in several files must mean the same; `auth:` and
    /// `security:` belong to a file with a service.
    mutating func joinAuth() {
        for (index, spec) in specs.enumerated() {
            if spec.service == nil, let first = spec.auth.first {
                error(.auth(.authWithoutService), file: spec.file, at: first.name.mark)
            }
            guard spec.service != nil else { continue }
            var joined: [AuthDefinition] = []
            for file in api.services[index].serviceFiles {
                for definition in specs[file.index].auth {
                    if let earlier = joined.first(where: { $0.name.value == definition.name.value }) {
                        if earlier.kind != definition.kind, file.index == index {
                            error(.auth(.schemeGivenTwice(definition.name.value)), file: spec.file,
                                  at: definition.name.mark)
                        }
                        continue
                    }
                    joined.append(definition)
                }
            }
            api.services[index].auth = joined
        }
    }

    /// An endpoint's credentials: its own `security:`, else its file's, else any one of the service's schemes; every
    /// name a scheme of the service.
    mutating func checkSecurity(_ endpoint: Endpoint, in spec: Spec, service: ServiceID) -> [[String]]? {
        let schemes = api.services[service.index].auth.map(\.name.value)
        guard let written = endpoint.security ?? spec.security else {
            return schemes.isEmpty ? nil : schemes.map { [$0] }
        }
        // Its own `security:` is the endpoint's; its file's is no one endpoint's.
        let owner = endpoint.security == nil ? nil : endpoint.name.value
        for together in written {
            for (index, name) in together.enumerated()
            where together[..<index].contains(where: { $0.value == name.value }) {
                error(.auth(.schemeTwiceInAlternative(name.value, endpoint: owner)), file: spec.file, at: name.mark)
            }
        }
        for name in written.joined() where !schemes.contains(name.value) {
            error(.auth(.unknownScheme(name.value, endpoint: owner, serviceDeclaresNone: schemes.isEmpty,
                                       suggestion: schemes.isEmpty ? nil : didYouMean(name.value, among: schemes))),
                  file: spec.file, at: name.mark)
        }
        return written.map { $0.map(\.value) }
    }
}
