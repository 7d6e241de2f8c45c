import YAML

extension SpecChecker {
    /// Files that name the same service form one service: each learns which files those are, and gets the
    /// service's `baseURL` and `doc`, which any one of them may give, or several with the same value.
    mutating func joinServices() {
        var filesByName: [String: [ServiceID]] = [:]
        var names: [String] = []
        for (index, spec) in specs.enumerated() {
            guard let name = spec.service?.value else { continue }
            if filesByName[name] == nil { names.append(name) }
            filesByName[name, default: []].append(ServiceID(index))
        }
        for name in names {
            let files = filesByName[name] ?? []
            let baseURL = agreed(\.baseURL, setting: .baseURL, of: name, in: files)
            let doc = agreed(\.doc, setting: .doc, of: name, in: files)
            for id in files {
                api.services[id.index].serviceFiles = files
                api.services[id.index].baseURL = baseURL
                api.services[id.index].doc = doc?.value
            }
        }
    }

    /// The first value `files` give for `setting`, with an error at each other value that differs from it.
    private mutating func agreed(_ value: KeyPath<Spec, Located<String>?>, setting: ServiceFinding.Setting,
                                 of service: String, in files: [ServiceID]) -> Located<String>? {
        var first: (value: Located<String>, file: String)?
        for id in files {
            let spec = specs[id.index]
            guard let given = spec[keyPath: value] else { continue }
            guard let first else {
                first = (given, spec.file)
                continue
            }
            if given.value != first.value.value {
                error(.service(.differs(setting, service: service)), file: spec.file, at: given.mark,
                      note: (.service(.givenHere(setting, service: service)),
                             Location(file: first.file, mark: first.value.mark)))
            }
        }
        return first?.value
    }
}
