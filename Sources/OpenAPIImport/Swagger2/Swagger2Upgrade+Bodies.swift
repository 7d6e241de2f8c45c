import SpecModel
import YAML

extension Swagger2Upgrade {
    /// The media type a body or a response is in when the document says none.
    static let defaultMediaType = "application/json"
    /// The media types of a form.
    static let formMediaTypes = ["application/x-www-form-urlencoded", "multipart/form-data"]

    /// A `body` parameter as a request body: its schema for each media type `consumes` names (JSON when none), its
    /// description and `required`.
    mutating func requestBody(_ parameter: Node, consumes: [String]?) -> Node {
        let schema = parameter.value(at: ["schema"]).map { self.schema($0) }
            ?? Node(.mapping([]), mark: parameter.mark)
        var written: [Pair] = []
        for pair in parameter.mapping ?? [] {
            let key = pair.key.string ?? ""
            if key == "description" || key == "required" || key.hasPrefix("x-") { written.append(pair) }
        }
        let types = (consumes ?? []).isEmpty ? [Self.defaultMediaType] : consumes ?? []
        let content = types.map { (type: String) -> (String, Node) in
            (type, Self.mapping([("schema", schema)], schema.mark))
        }
        written.append(Pair(key: Self.key("content", parameter.mark), value: Self.mapping(content, parameter.mark)))
        return Node(.mapping(written), mark: parameter.mark)
    }

    /// `formData` parameters as a request body: an object of one property per field (a file a binary string), for
    /// each form media type `consumes` names (when it names none: multipart with a file, else URL-encoded).
    mutating func formBody(_ fields: [Node], consumes: [String]?, at mark: Mark) -> Node {
        var properties: [Pair] = []
        var required: [Node] = []
        var encodings: [(String, Node)] = []
        for field in fields {
            guard let name = field.value(at: ["name"]) else { continue }
            var schema = simpleSchema(field)
            if var pairs = schema.mapping {
                for key in ["description", "x-example"] {
                    guard let value = field.value(at: [key]) else { continue }
                    pairs.append(Pair(key: Self.key(key == "x-example" ? "example" : key, value.mark), value: value))
                }
                schema = Node(.mapping(pairs), mark: schema.mark, tag: schema.tag)
            }
            properties.append(Pair(key: Node(.scalar(Scalar(name.string ?? "")), mark: name.mark), value: schema))
            if field.value(at: ["required"])?.resolved == .bool(true) { required.append(name) }
            if field.value(at: ["type"])?.string == "array", let format = field.value(at: ["collectionFormat"]),
               format.string != "multi" {
                encodings.append((name.string ?? "", Self.mapping(formStyle(format, of: name.string ?? ""),
                                                                  format.mark)))
            }
        }
        var object: [(String, Node)] = [("type", Self.string("object", mark)),
                                        ("properties", Node(.mapping(properties), mark: mark))]
        if !required.isEmpty { object.append(("required", Node(.sequence(required), mark: mark))) }
        let schema = Self.mapping(object, mark)
        let hasFile = fields.contains { $0.value(at: ["type"])?.string == "file" }
        var types = (consumes ?? []).filter { Self.formMediaTypes.contains($0) }
        if types.isEmpty {
            types = [hasFile ? "multipart/form-data" : "application/x-www-form-urlencoded"]
            if let consumes, !consumes.isEmpty {
                lose("form fields, and 'consumes' names no form media type (\(consumes.joined(separator: ", "))); "
                     + "read as \(types[0])", at: mark)
            }
        }
        let content = types.map { type in
            var media: [(String, Node)] = [("schema", schema)]
            if !encodings.isEmpty, type == "application/x-www-form-urlencoded" {
                media.append(("encoding", Self.mapping(encodings, mark)))
            }
            return (type, Self.mapping(media, mark))
        }
        var body: [(String, Node)] = [("content", Self.mapping(content, mark))]
        if !required.isEmpty { body.append(("required", Self.boolean(true, mark))) }
        return Self.mapping(body, mark)
    }

    /// The encoding of a form field that is a list: `style` and `explode` for its `collectionFormat`.
    private mutating func formStyle(_ format: Node, of name: String) -> [(String, Node)] {
        let style: String
        switch format.string ?? "csv" {
        case "ssv": style = "spaceDelimited"
        case "pipes": style = "pipeDelimited"
        case "csv": style = "form"
        default:
            lose("collectionFormat \(quoted(format.string ?? "")) of form field \(quoted(name)) has no form in "
                 + "OpenAPI 3; read as comma-separated", at: format.mark)
            style = "form"
        }
        return [("style", Self.string(style, format.mark)), ("explode", Self.boolean(false, format.mark))]
    }

    /// A response as 3.0 writes it: its schema as its content for each media type `produces` names (JSON when none)
    /// or its `examples` give one in, with that example; its headers with schemas. A `$ref` to one of the root's
    /// responses points to the components'.
    mutating func response(_ node: Node, produces: [String]?) -> Node {
        if let reference = Self.upgradedReference(node) { return reference }
        guard let pairs = node.mapping else { return node }
        let examples = node.value(at: ["examples"])?.mapping ?? []
        var written: [Pair] = []
        for pair in pairs {
            switch pair.key.string ?? "" {
            case "schema":
                let schema = self.schema(pair.value)
                var types = (produces ?? []).isEmpty ? [Self.defaultMediaType] : produces ?? []
                // An example in a media type the operation doesn't say it produces shows that the response is in it
                // too.
                types += examples.compactMap(\.key.string).filter { !types.contains($0) }
                let content = types.map { type in
                    var media: [(String, Node)] = [("schema", schema)]
                    if let example = examples.first(where: { $0.key.string == type }) {
                        media.append(("example", example.value))
                    }
                    return (type, Self.mapping(media, pair.value.mark))
                }
                written.append(Pair(key: Self.key("content", pair.key.mark),
                                    value: Self.mapping(content, pair.value.mark)))
            case "examples":
                continue
            case "headers":
                written.append(Pair(key: pair.key, value: mapped(pair.value) { $0.header($1) }))
            default:
                written.append(pair)
            }
        }
        return Node(.mapping(written), mark: node.mark, tag: node.tag)
    }
}
