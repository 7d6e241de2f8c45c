import YAML

extension Swagger2Upgrade {
    /// A path item as 3.0 writes it: its query, path and header parameters stay; a body or form field written for
    /// the whole path goes to each operation (which may say its own of the same name).
    mutating func pathItem(_ node: Node) -> Node {
        guard let pairs = node.mapping, !pairs.contains(where: { $0.key.string == "$ref" }) else { return node }
        let shared = pairs.first { $0.key.string == "parameters" }?.value.sequence ?? []
        let inherited = shared.filter { ["body", "formData"].contains(location(of: $0)) }
        var written: [Pair] = []
        for pair in pairs {
            let key = pair.key.string ?? ""
            if key == "parameters" {
                let plain = shared.filter { !["body", "formData"].contains(location(of: $0)) }
                guard !plain.isEmpty else { continue }
                var upgraded: [Node] = []
                for parameter in plain { upgraded.append(self.parameter(parameter)) }
                written.append(Pair(key: pair.key, value: Node(.sequence(upgraded), mark: pair.value.mark)))
            } else if Normalizer.methods.contains(key) {
                written.append(Pair(key: pair.key, value: operation(pair.value, inherited: inherited)))
            } else {
                written.append(pair)
            }
        }
        return Node(.mapping(written), mark: node.mark, tag: node.tag)
    }

    /// An operation as 3.0 writes it: its query, path and header parameters, its body or form fields (its own, and
    /// the path's it doesn't say again) as its request body for the media types it consumes, its responses' schemas
    /// as their content for the media types it produces.
    mutating func operation(_ node: Node, inherited: [Node]) -> Node {
        guard let pairs = node.mapping else { return node }
        let ownConsumes = Self.strings(node.value(at: ["consumes"]))
        let consumes = ownConsumes ?? self.consumes
        let produces = Self.strings(node.value(at: ["produces"])) ?? self.produces
        let own = node.value(at: ["parameters"])?.sequence ?? []
        let ownKeys = Set(own.map(parameterKey))
        let all = own + inherited.filter { !ownKeys.contains(parameterKey($0)) }
        let bodies = all.filter { location(of: $0) == "body" }
        let fields = all.filter { location(of: $0) == "formData" }
        var requestBody: Node?
        if let body = bodies.first {
            let name = body.value(at: ["$ref"])?.string.flatMap(Self.rootParameter)
            if let name, ownConsumes == nil, parameters[name] != nil {
                requestBody = Self.upgradedReference(body, body: true)
            } else {
                requestBody = self.requestBody(resolved(body), consumes: consumes)
            }
            for field in fields {
                lose("a form field beside a body parameter, which 2.0 doesn't allow; the body is read, the field left "
                     + "out", at: field.mark)
            }
            for second in bodies.dropFirst() {
                lose("a second body parameter, which 2.0 doesn't allow; the first is read, this one left out",
                     at: second.mark)
            }
        } else if !fields.isEmpty {
            requestBody = formBody(fields.map(resolved), consumes: consumes, at: fields[0].mark)
        }
        var written: [Pair] = []
        for pair in pairs {
            switch pair.key.string ?? "" {
            case "consumes", "produces", "schemes":
                continue
            case "parameters":
                var upgraded: [Node] = []
                for parameter in own where !["body", "formData"].contains(location(of: parameter)) {
                    upgraded.append(self.parameter(parameter))
                }
                if !upgraded.isEmpty {
                    written.append(Pair(key: pair.key, value: Node(.sequence(upgraded), mark: pair.value.mark)))
                }
                if let body = requestBody {
                    written.append(Pair(key: Self.key("requestBody", body.mark), value: body))
                    requestBody = nil
                }
            case "responses":
                written.append(Pair(key: pair.key, value: responses(pair.value, produces: produces)))
            default:
                written.append(pair)
            }
        }
        if let body = requestBody { written.append(Pair(key: Self.key("requestBody", body.mark), value: body)) }
        return Node(.mapping(written), mark: node.mark, tag: node.tag)
    }

    /// An operation's responses, each read as 3.0's for the media types it produces.
    mutating func responses(_ node: Node, produces: [String]?) -> Node {
        guard let pairs = node.mapping else { return node }
        var written: [Pair] = []
        for pair in pairs {
            let isExtension = pair.key.string?.hasPrefix("x-") ?? false
            written.append(isExtension ? pair : Pair(key: pair.key, value: response(pair.value, produces: produces)))
        }
        return Node(.mapping(written), mark: node.mark, tag: node.tag)
    }

    /// A parameter's name and place (`limit` in `query`), its `$ref` followed: an operation's parameter of the same
    /// name and place as its path's stands for it.
    private func parameterKey(_ parameter: Node) -> String {
        let read = resolved(parameter)
        return (read.value(at: ["in"])?.string ?? "") + ":" + (read.value(at: ["name"])?.string ?? "")
    }
}
