import YAML

extension Swagger2Upgrade {
    /// A mapping key, at `mark`.
    static func key(_ text: String, _ mark: Mark) -> Node {
        Node(.scalar(Scalar(text)), mark: mark)
    }

    /// A string value, quoted so that it reads as one whatever it holds, at `mark`.
    static func string(_ text: String, _ mark: Mark) -> Node {
        Node(.scalar(Scalar(text, style: .doubleQuoted)), mark: mark)
    }

    /// `true` or `false`, at `mark`.
    static func boolean(_ value: Bool, _ mark: Mark) -> Node {
        Node(.scalar(Scalar(value ? "true" : "false")), mark: mark)
    }

    /// A mapping of `entries` in order, at `mark`.
    static func mapping(_ entries: [(String, Node)], _ mark: Mark) -> Node {
        Node(.mapping(entries.map { Pair(key: key($0.0, $0.1.mark), value: $0.1) }), mark: mark)
    }

    /// The strings of a list (`consumes: [application/json]`); nil when there is no list.
    static func strings(_ node: Node?) -> [String]? {
        node?.sequence.map { $0.compactMap(\.string) }
    }

    /// A parameter's `in`, its `$ref` (to the root's parameters) followed.
    func location(of parameter: Node) -> String? {
        resolved(parameter).value(at: ["in"])?.string
    }

    /// A parameter written as a `$ref` to one of the root's parameters: that one; else itself.
    func resolved(_ parameter: Node) -> Node {
        guard let text = parameter.value(at: ["$ref"])?.string, let name = Self.rootParameter(text) else {
            return parameter
        }
        return parameters[name] ?? parameter
    }

    /// The name of the root's parameter a `$ref` names (`#/parameters/limit`).
    static func rootParameter(_ text: String) -> String? {
        guard case .file(nil, let pointer) = ReferenceText(text), pointer.count == 2, pointer[0] == "parameters" else {
            return nil
        }
        return pointer[1]
    }

    /// A `$ref` into 2.0's places (`#/definitions/Pet`) as it reads in 3.0 (`#/components/schemas/Pet`); nil for
    /// one that stays as written (into another file, or a place that isn't a component). `body` says a parameter's
    /// `$ref` to a body parameter, which becomes a request body.
    static func upgraded(reference text: String, body: Bool = false) -> String? {
        guard case .file(nil, let pointer) = ReferenceText(text), pointer.count == 2 else { return nil }
        let section: String? = switch pointer[0] {
        case "definitions": "schemas"
        case "parameters": body ? "requestBodies" : "parameters"
        case "responses": "responses"
        default: nil
        }
        return section.map { ReferenceText.local(["components", $0, pointer[1]]) }
    }

    /// A `$ref` (a mapping with one) whose text points into 2.0's places, pointing where 3.0 has them; nil for
    /// any other value.
    static func upgradedReference(_ node: Node, body: Bool = false) -> Node? {
        guard let pairs = node.mapping, let index = pairs.firstIndex(where: { $0.key.string == "$ref" }),
              let text = pairs[index].value.string else { return nil }
        // 3.0 reads no key beside a `$ref`.
        let reference = Pair(key: pairs[index].key,
                             value: upgraded(reference: text, body: body).map { string($0, pairs[index].value.mark) }
                                 ?? pairs[index].value)
        return Node(.mapping([reference]), mark: node.mark, tag: node.tag)
    }
}
