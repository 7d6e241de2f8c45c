import YAML

extension SpecChecker {
    /// A service's `errors:`, resolved once (an unknown type is reported here, not at every endpoint).
    mutating func serviceErrors(_ spec: Spec) -> [StatusKey: SpecType] {
        var result: [StatusKey: SpecType] = [:]
        for entry in spec.errors {
            guard let written = entry.type,
                  let type = errorType(written, key: entry.key.value, of: nil, in: spec) else { continue }
            result[entry.key.value] = type
        }
        return result
    }

    /// The endpoint's typed error bodies: the service's, with the endpoint's entries in place of the same statuses
    /// (`~` takes one back: that status has no typed body, even where a class or `default` would give one), sorted:
    /// statuses, then classes, then `default`.
    mutating func checkErrors(_ endpoint: Endpoint, service: [StatusKey: SpecType],
                              in spec: Spec) -> [CheckedStatusBody] {
        var merged: [StatusKey: SpecType?] = service
        for entry in endpoint.errors {
            merged[entry.key.value] = .some(entry.type.flatMap {
                errorType($0, key: entry.key.value, of: endpoint.name.value, in: spec)
            })
        }
        return merged.keys.sorted().map { CheckedStatusBody(key: $0, type: merged[$0] ?? nil) }
    }

    /// An error body's type, of `endpoint`'s `errors:` or (nil) of the file's.
    private mutating func errorType(_ written: TypeRef, key: StatusKey, of endpoint: String?,
                                    in spec: Spec) -> SpecType? {
        let owner = endpoint.map { FindingOwner.endpoint($0) } ?? .service
        guard let type = resolve(written, in: spec, owner: owner) else { return nil }
        if type.isOptional {
            error(.endpoint(.optionalErrorBody(endpoint: endpoint, status: key)), file: spec.file,
                  at: mark(of: written))
            return nil
        }
        return type
    }

    /// `responses:`: at least one status, types resolved, none optional, no body for HEAD; not with paging or an
    /// example (each works from one response type).
    mutating func checkResponses(_ endpoint: Endpoint, _ entries: [StatusBody], in spec: Spec) -> [CheckedStatusBody]? {
        let name = endpoint.name.value
        let mark = endpoint.responsesMark ?? endpoint.name.mark
        if entries.isEmpty {
            error(.endpoint(.noStatuses(endpoint: name)), file: spec.file, at: mark)
            return nil
        }
        if let paging = endpoint.paging {
            error(.paging(.severalResponses(endpoint: name)), file: spec.file, at: paging.mark)
        }
        if let example = endpoint.example {
            let at = switch example {
            case .inline(let value): value.mark
            case .file(let file): file.mark
            }
            error(.example(.severalResponses(endpoint: name)), file: spec.file, at: at)
        }
        var result: [CheckedStatusBody] = []
        var complete = true
        for entry in entries {
            var type: SpecType?
            if let written = entry.type {
                guard let resolved = resolve(written, in: spec, owner: .endpoint(name)) else {
                    complete = false
                    continue
                }
                if resolved.isOptional {
                    error(.endpoint(.optionalStatusBody(endpoint: name, status: entry.key.value)), file: spec.file,
                          at: self.mark(of: written))
                }
                if endpoint.method == .head {
                    error(.endpoint(.headStatusBody(endpoint: name, status: entry.key.value)), file: spec.file,
                          at: self.mark(of: written))
                }
                type = resolved
            }
            result.append(CheckedStatusBody(key: entry.key.value, type: type))
        }
        return complete ? result.sorted { $0.key < $1.key } : nil
    }
}
