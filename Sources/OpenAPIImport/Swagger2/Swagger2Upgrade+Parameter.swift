import SpecModel
import YAML

extension Swagger2Upgrade {
    /// The keys of a 2.0 parameter, header or `items` that 3.0 writes in its schema.
    static let schemaKeys: Set<String> = ["type", "format", "items", "default", "maximum", "exclusiveMaximum",
                                          "minimum", "exclusiveMinimum", "maxLength", "minLength", "pattern",
                                          "maxItems", "minItems", "uniqueItems", "enum", "multipleOf", "x-nullable",
                                          "x-ms-enum"]

    /// A query, path or header parameter as 3.0 writes it: its schema from its type, `collectionFormat` as its style
    /// and explode, `x-example` its example. A `$ref` to one of the root's parameters points to the components'.
    mutating func parameter(_ node: Node) -> Node {
        if let reference = Self.upgradedReference(node) { return reference }
        guard let pairs = node.mapping else { return node }
        let location = pairs.first { $0.key.string == "in" }?.value.string ?? ""
        var written: [Pair] = []
        for pair in pairs {
            let key = pair.key.string ?? ""
            if key == "x-example" {
                written.append(Pair(key: Self.key("example", pair.key.mark), value: pair.value))
            } else if !Self.schemaKeys.contains(key) && key != "collectionFormat" {
                written.append(pair)
            }
        }
        written.append(Pair(key: Self.key("schema", node.mark), value: simpleSchema(node)))
        if pairs.first(where: { $0.key.string == "type" })?.value.string == "array" {
            written += style(of: node, in: location)
        }
        return Node(.mapping(written), mark: node.mark, tag: node.tag)
    }

    /// The schema of a parameter, header or `items` that isn't a body: the keys 3.0 writes in a schema, its items'
    /// likewise; a list without `items` (which 2.0 requires) is a list of strings, as a query or a form sends text.
    mutating func simpleSchema(_ node: Node) -> Node {
        var pairs = (node.mapping ?? []).filter { Self.schemaKeys.contains($0.key.string ?? "") }
        if let type = pairs.first(where: { $0.key.string == "type" }), type.value.string == "array",
           !pairs.contains(where: { $0.key.string == "items" }) {
            let name = node.value(at: ["name"])?.string.map { " " + quoted($0) } ?? ""
            lose("list\(name) without 'items', which 2.0 requires; read as a list of strings", at: type.value.mark,
                 cause: .listWithoutItems)
            pairs.append(Pair(key: Self.key("items", type.key.mark),
                              value: Self.mapping([("type", Self.string("string", type.value.mark))], type.value.mark)))
        }
        var items: [Pair] = []
        for pair in pairs {
            let isItems = pair.key.string == "items" && pair.value.mapping != nil
            items.append(isItems ? Pair(key: pair.key, value: simpleSchema(pair.value)) : pair)
        }
        return schema(Node(.mapping(items), mark: node.mark))
    }

    /// The `style` and `explode` an array parameter's `collectionFormat` (csv when none) means in `location`; what
    /// 3.0 has no style for is said, and read as 3.0's default there.
    private mutating func style(of parameter: Node, in location: String) -> [Pair] {
        let written = parameter.value(at: ["collectionFormat"])
        let format = written?.string ?? "csv"
        let mark = written?.mark ?? parameter.mark
        let read: (style: String, explode: Bool)? = switch (location, format) {
        case ("query", "csv"): ("form", false)
        case ("query", "multi"): ("form", true)
        case ("query", "ssv"): ("spaceDelimited", false)
        case ("query", "pipes"): ("pipeDelimited", false)
        case ("path", "csv"), ("header", "csv"): ("simple", false)
        default: nil
        }
        guard let read else {
            let name = parameter.value(at: ["name"])?.string ?? ""
            lose("collectionFormat \(quoted(format)) of \(location) parameter \(quoted(name)) has no form in "
                 + "OpenAPI 3; read as comma-separated", at: mark)
            return Self.style(location == "query" ? "form" : "simple", explode: false, at: mark)
        }
        return Self.style(read.style, explode: read.explode, at: mark)
    }

    /// `style: <style>` and `explode: <explode>`.
    static func style(_ style: String, explode: Bool, at mark: Mark) -> [Pair] {
        [Pair(key: key("style", mark), value: string(style, mark)),
         Pair(key: key("explode", mark), value: boolean(explode, mark))]
    }

    /// A response header as 3.0 writes it: its description, and a schema from its type.
    mutating func header(_ node: Node) -> Node {
        guard let pairs = node.mapping else { return node }
        var written = pairs.filter { pair in
            let key = pair.key.string ?? ""
            return !Self.schemaKeys.contains(key) && key != "collectionFormat"
        }
        written.append(Pair(key: Self.key("schema", node.mark), value: simpleSchema(node)))
        return Node(.mapping(written), mark: node.mark, tag: node.tag)
    }
}
