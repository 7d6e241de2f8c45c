import YAML

extension SpecChecker {
    /// A service's `errors:`, resolved once (an unknown type is reported here, not at every endpoint).
    mutating func serviceErrors(_ spec: Spec) -> [StatusKey: SpecType] {
        var result: [StatusKey: SpecType] = [:]
        for entry in spec.errors {
            guard let written = entry.type, let type = errorType(written, key: entry.key.value, in: spec) else { continue }
            result[entry.key.value] = type
        }
        return result
    }

    /// The endpoint's typed error bodies: the service's, with the endpoint's entries in place of the same statuses
    /// (`~` takes one back: that status has no typed body, even where a class or `default` would give one), sorted: statuses, then classes, then `default`.
    mutating func checkErrors(_ endpoint: Endpoint, service: [StatusKey: SpecType], in spec: Spec) -> [CheckedStatusBody] {
        var merged: [StatusKey: SpecType?] = service
        for entry in endpoint.errors {
            merged[entry.key.value] = .some(entry.type.flatMap { errorType($0, key: entry.key.value, in: spec) })
        }
        return merged.keys.sorted().map { CheckedStatusBody(key: $0, type: merged[$0] ?? nil) }
    }

    private mutating func errorType(_ written: TypeRef, key: StatusKey, in spec: Spec) -> SpecType? {
        guard let type = resolve(written, in: spec) else { return nil }
        if type.isOptional {
            error("the error body of \(key) can't be optional: it is decoded only when the response has one", file: spec.file, at: mark(of: written))
            return nil
        }
        return type
    }

    /// `responses:`: at least one status, types resolved, none optional, no body for HEAD; not with paging or an
    /// example (each works from one response type).
    mutating func checkResponses(_ endpoint: Endpoint, _ entries: [StatusBody], in spec: Spec) -> [CheckedStatusBody]? {
        let what = "endpoint '\(endpoint.name.value)'"
        let mark = endpoint.responsesMark ?? endpoint.name.mark
        if entries.isEmpty {
            error("'responses' of \(what) lists no status; give at least one (200: Type, 204: ~)", file: spec.file, at: mark)
            return nil
        }
        if let paging = endpoint.paging {
            error("paging reads one response type; \(what) has several 'responses'", file: spec.file, at: paging.mark)
        }
        if let example = endpoint.example {
            let at = switch example {
            case .inline(let value): value.mark
            case .file(let file): file.mark
            }
            error("an example is checked against one 'response'; \(what) has several 'responses'", file: spec.file, at: at)
        }
        var result: [CheckedStatusBody] = []
        var complete = true
        for entry in entries {
            var type: SpecType?
            if let written = entry.type {
                guard let resolved = resolve(written, in: spec) else { complete = false; continue }
                if resolved.isOptional {
                    error("the body of status \(entry.key.value) can't be optional; list a status without a body as '\(entry.key.value): ~'",
                          file: spec.file, at: self.mark(of: written))
                }
                if endpoint.method == .head {
                    error("a HEAD response has no body; status \(entry.key.value) of \(what) can't have one", file: spec.file, at: self.mark(of: written))
                }
                type = resolved
            }
            result.append(CheckedStatusBody(key: entry.key.value, type: type))
        }
        return complete ? result.sorted { $0.key < $1.key } : nil
    }
}
