import SpecModel
import YAML

/// One 2.0 document's reading as 3.0 (``Swagger2``): what the whole document says that its parts need (the media
/// types it consumes and produces, its parameters by name), and what couldn't be said.
struct Swagger2Upgrade {
    let root: Node
    /// The media types the document's operations consume and produce unless they say their own.
    let consumes: [String]?
    let produces: [String]?
    /// The root's parameters, by name.
    let parameters: [String: Node]
    /// The names `definitions` takes (an `x-ms-enum` named as one of them stays in place).
    let definitionNames: Set<String>
    var losses: [ImportLoss] = []
    /// The schemas an `x-ms-enum` names, by name, in the order met: added to the components.
    var namedEnums: [(name: String, schema: Node)] = []

    init(root: Node) {
        self.root = root
        consumes = Self.strings(root.value(at: ["consumes"]))
        produces = Self.strings(root.value(at: ["produces"]))
        var parameters: [String: Node] = [:]
        for pair in root.value(at: ["parameters"])?.mapping ?? [] {
            if let name = pair.key.string { parameters[name] = pair.value }
        }
        self.parameters = parameters
        definitionNames = Set(root.value(at: ["definitions"])?.mapping?.compactMap(\.key.string) ?? [])
    }

    /// The keys of the root this stage reads and writes again in 3.0's form.
    static let readKeys: Set<String> = ["swagger", "host", "basePath", "schemes", "consumes", "produces", "definitions",
                                        "parameters", "responses", "securityDefinitions", "paths", "x-ms-paths"]

    /// The 3.0 document.
    mutating func document() -> Node {
        let pairs = root.mapping ?? []
        var written: [Pair] = []
        for pair in pairs {
            let key = pair.key.string ?? ""
            if key == "swagger" {
                written.append(Pair(key: Self.key("openapi", pair.key.mark),
                                    value: Self.string("3.0.3", pair.value.mark)))
            } else if key == "info" {
                written.append(pair)
                if let servers = servers() {
                    written.append(Pair(key: Self.key("servers", pair.key.mark), value: servers))
                }
            } else if key == "paths" {
                written.append(Pair(key: pair.key, value: paths(pair.value, more: root.value(at: ["x-ms-paths"]))))
            } else if !Self.readKeys.contains(key) {
                written.append(pair)
            }
        }
        if !pairs.contains(where: { $0.key.string == "paths" }), let more = root.value(at: ["x-ms-paths"]) {
            written.append(Pair(key: Self.key("paths", more.mark), value: paths(Node(.mapping([]), mark: more.mark),
                                                                                more: more)))
        }
        if let components = components() {
            written.append(Pair(key: Self.key("components", root.mark), value: components))
        }
        return Node(.mapping(written), mark: root.mark, tag: root.tag)
    }

    /// `paths`, each path item read as 3.0's, and the items of `x-ms-paths` after them (a key `paths` has already
    /// is left out, said).
    private mutating func paths(_ paths: Node, more: Node?) -> Node {
        var items: [Pair] = []
        var taken: Set<String> = []
        for pair in (paths.mapping ?? []) + (more?.mapping ?? []) {
            let key = pair.key.string ?? ""
            guard taken.insert(key).inserted else {
                lose("'x-ms-paths' has the path \(quoted(key)), which 'paths' has too; left out", at: pair.key.mark)
                continue
            }
            items.append(key.hasPrefix("x-") ? pair : Pair(key: pair.key, value: pathItem(pair.value)))
        }
        return Node(.mapping(items), mark: paths.mark, tag: paths.tag)
    }

    /// The components: `definitions` as schemas (with the schemas an `x-ms-enum` names), the root's parameters as
    /// parameters (a body parameter as a request body; a form field is written where it is used), `responses`, and
    /// `securityDefinitions` as security schemes; nil when there are none.
    private mutating func components() -> Node? {
        var sections: [Pair] = []
        func add(_ name: String, _ entries: [Pair], at mark: Mark) {
            guard !entries.isEmpty else { return }
            sections.append(Pair(key: Self.key(name, mark), value: Node(.mapping(entries), mark: mark)))
        }
        var schemas: [Pair] = []
        let definitions = root.value(at: ["definitions"])
        for pair in definitions?.mapping ?? [] {
            schemas.append(Pair(key: pair.key, value: schema(pair.value)))
        }
        var plain: [Pair] = []
        var bodies: [Pair] = []
        let parametersNode = root.value(at: ["parameters"])
        for pair in parametersNode?.mapping ?? [] {
            switch location(of: pair.value) {
            case "body":
                bodies.append(Pair(key: pair.key, value: requestBody(pair.value, consumes: consumes)))
            case "formData": continue
            default: plain.append(Pair(key: pair.key, value: parameter(pair.value)))
            }
        }
        var responses: [Pair] = []
        let responsesNode = root.value(at: ["responses"])
        for pair in responsesNode?.mapping ?? [] {
            responses.append(Pair(key: pair.key, value: response(pair.value, produces: produces)))
        }
        let schemes = securitySchemes()
        for (name, schema) in namedEnums {
            schemas.append(Pair(key: Self.key(name, schema.mark), value: schema))
        }
        add("schemas", schemas, at: definitions?.mark ?? root.mark)
        add("parameters", plain, at: parametersNode?.mark ?? root.mark)
        add("requestBodies", bodies, at: parametersNode?.mark ?? root.mark)
        add("responses", responses, at: responsesNode?.mark ?? root.mark)
        add("securitySchemes", schemes, at: root.value(at: ["securityDefinitions"])?.mark ?? root.mark)
        return sections.isEmpty ? nil : Node(.mapping(sections), mark: root.mark)
    }

    /// A warning at `mark`: something 3.0 has no form for, read as near as it goes (or another class's defect).
    mutating func lose(_ message: String, at mark: Mark, cause: ImportCause = .swagger2Construct) {
        losses.append(ImportLoss(subjects: [.document], effect: .notes, cause: cause, message: message, location: [],
                                 mark: mark))
    }
}
