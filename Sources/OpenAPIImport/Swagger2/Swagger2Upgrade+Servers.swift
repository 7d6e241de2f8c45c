import YAML

extension Swagger2Upgrade {
    /// `servers` from `host`, `basePath` and `schemes`: one per scheme, in order (HTTPS when none is named); without a
    /// host, the base path alone (a URL relative to where the document is); nil when the document names neither.
    func servers() -> Node? {
        let host = root.value(at: ["host"])
        let basePath = root.value(at: ["basePath"])
        guard host != nil || basePath != nil else { return nil }
        var path = basePath?.string ?? ""
        if path == "/" { path = "" }
        let mark = host?.mark ?? basePath?.mark ?? root.mark
        guard let hostName = host?.string, !hostName.isEmpty else {
            return Node(.sequence([Self.mapping([("url", Self.string(path.isEmpty ? "/" : path, mark))], mark)]),
                        mark: mark)
        }
        let written = root.value(at: ["schemes"])?.sequence ?? []
        let schemes = written.compactMap(\.string).filter { ["http", "https"].contains($0) }
        let servers = (schemes.isEmpty ? ["https"] : schemes).map { scheme in
            Self.mapping([("url", Self.string("\(scheme)://\(hostName)\(path)", mark))], mark)
        }
        return Node(.sequence(servers), mark: mark)
    }

    /// `securityDefinitions` as security schemes: `basic` is HTTP's basic scheme, an API key stays one, and OAuth 2's
    /// flow is named as 3 names it (`application` is `clientCredentials`, `accessCode` `authorizationCode`).
    mutating func securitySchemes() -> [Pair] {
        var schemes: [Pair] = []
        for pair in root.value(at: ["securityDefinitions"])?.mapping ?? [] {
            let scheme = pair.value
            guard let pairs = scheme.mapping else { continue }
            let kept = pairs.filter { pair in
                let key = pair.key.string ?? ""
                return key == "description" || key.hasPrefix("x-")
            }
            var written: [(String, Node)] = []
            let type = scheme.value(at: ["type"])
            let mark = type?.mark ?? scheme.mark
            switch type?.string {
            case "basic":
                written = [("type", Self.string("http", mark)), ("scheme", Self.string("basic", mark))]
            case "apiKey":
                written = [("type", Self.string("apiKey", mark))]
                for key in ["name", "in"] { if let value = scheme.value(at: [key]) { written.append((key, value)) } }
            case "oauth2":
                written = [("type", Self.string("oauth2", mark)), ("flows", flows(scheme))]
            default:
                schemes.append(pair)
                continue
            }
            schemes.append(Pair(key: pair.key, value: Node(.mapping(Self.mapping(written, scheme.mark).mapping! + kept),
                                                           mark: scheme.mark, tag: scheme.tag)))
        }
        return schemes
    }

    /// An OAuth 2 scheme's one flow, as 3's `flows`.
    private func flows(_ scheme: Node) -> Node {
        let flow = scheme.value(at: ["flow"])
        let mark = flow?.mark ?? scheme.mark
        let name = switch flow?.string {
        case "application": "clientCredentials"
        case "accessCode": "authorizationCode"
        case let other?: other
        case nil: "implicit"
        }
        var written: [(String, Node)] = []
        for key in ["authorizationUrl", "tokenUrl"] {
            if let value = scheme.value(at: [key]) { written.append((key, value)) }
        }
        written.append(("scopes", scheme.value(at: ["scopes"]) ?? Node(.mapping([]), mark: mark)))
        return Self.mapping([(name, Self.mapping(written, mark))], mark)
    }
}
