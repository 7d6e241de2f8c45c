import YAML

extension Swagger2Upgrade {
    /// A 2.0 schema as 3.0 writes it, with its subschemas: `$ref`s to `definitions` point to the components' schemas
    /// (`x-nullable` beside one makes it `allOf` that one, nullable), `type: file` is a binary string, `x-nullable` is
    /// `nullable`, a `discriminator` names its property, `x-oneOf` and `x-anyOf` (which 2.0 writers use for what it
    /// has no keyword for) are `oneOf` and `anyOf`, and an enum an `x-ms-enum` names is a `$ref` to a component schema
    /// of that name.
    mutating func schema(_ node: Node) -> Node {
        guard let pairs = node.mapping else { return node }
        if let reference = Self.upgradedReference(node) {
            // 3.0 reads nothing beside a `$ref`: what 2.0 writers put there (that it may be null, a description of
            // this use) goes beside `allOf` of it.
            let description = pairs.first { $0.key.string == "description" }
            guard isNullable(pairs) || description != nil else { return reference }
            var written: [(String, Node)] = [("allOf", Node(.sequence([reference]), mark: node.mark))]
            if isNullable(pairs) { written.append(("nullable", Self.boolean(true, node.mark))) }
            if let description { written.append(("description", description.value)) }
            return Self.mapping(written, node.mark)
        }
        var written: [Pair] = []
        let isFile = pairs.contains { $0.key.string == "type" && $0.value.string == "file" }
        for pair in pairs {
            let key = pair.key.string ?? ""
            let value = pair.value
            switch key {
            case "x-nullable":
                written.append(Pair(key: Self.key("nullable", pair.key.mark), value: value))
            case "type" where isFile:
                written.append(Pair(key: pair.key, value: Self.string("string", value.mark)))
                written.append(Pair(key: Self.key("format", pair.key.mark), value: Self.string("binary", value.mark)))
            case "format" where isFile:
                continue
            case "discriminator" where value.string != nil:
                written.append(Pair(key: pair.key, value: Self.mapping([("propertyName", value)], value.mark)))
            case "properties", "patternProperties":
                written.append(Pair(key: pair.key, value: mapped(value) { $0.schema($1) }))
            case "items", "additionalProperties", "not":
                written.append(Pair(key: pair.key, value: value.mapping != nil ? schema(value) : listed(value)))
            case "allOf", "anyOf", "oneOf":
                written.append(Pair(key: pair.key, value: listed(value)))
            case _ where ["x-anyOf", "x-oneOf"].contains(key)
                && !pairs.contains(where: { $0.key.string == String(key.dropFirst(2)) }):
                // What 2.0 can't say, written as the extension its writers use for it.
                written.append(Pair(key: Self.key(String(key.dropFirst(2)), pair.key.mark), value: listed(value)))
            default:
                written.append(pair)
            }
        }
        let upgraded = Node(.mapping(written), mark: node.mark, tag: node.tag)
        return namedEnum(upgraded) ?? upgraded
    }

    /// Each item of a list read as a schema; any other value as it is.
    private mutating func listed(_ node: Node) -> Node {
        guard let items = node.sequence else { return node }
        var written: [Node] = []
        for item in items { written.append(schema(item)) }
        return Node(.sequence(written), mark: node.mark, tag: node.tag)
    }

    /// Each value of a mapping rewritten by `rewrite`; any other value as it is.
    mutating func mapped(_ node: Node, _ rewrite: (inout Self, Node) -> Node) -> Node {
        guard let pairs = node.mapping else { return node }
        var written: [Pair] = []
        for pair in pairs { written.append(Pair(key: pair.key, value: rewrite(&self, pair.value))) }
        return Node(.mapping(written), mark: node.mark, tag: node.tag)
    }

    /// Whether a 2.0 schema's `x-nullable` is `true`.
    func isNullable(_ pairs: [Pair]) -> Bool {
        pairs.first { $0.key.string == "x-nullable" }?.value.resolved == .bool(true)
    }

    /// `{ nullable: true, allOf: [reference] }`.
    static func nullable(_ reference: Node, at mark: Mark) -> Node {
        mapping([("nullable", boolean(true, mark)), ("allOf", Node(.sequence([reference]), mark: mark))], mark)
    }

    /// An enum schema whose `x-ms-enum` gives it a name: a `$ref` to the component schema of that name, added (the
    /// first time it is met) to the components; nil when it has no name, a definition has that name, or an enum
    /// met before took it with other values.
    private mutating func namedEnum(_ schema: Node) -> Node? {
        guard let pairs = schema.mapping, let values = pairs.first(where: { $0.key.string == "enum" })?.value,
              let name = schema.value(at: ["x-ms-enum", "name"])?.string, !name.isEmpty,
              !definitionNames.contains(name) else { return nil }
        // The values as written, compared: another enum of the same name stays in place.
        let shape = values.sequence?.map { $0.string ?? "" } ?? []
        if let known = namedEnums.first(where: { $0.name == name }) {
            guard known.schema.value(at: ["enum"])?.sequence?.map({ $0.string ?? "" }) == shape else { return nil }
        } else {
            let kept = pairs.filter { !["nullable", "description", "default", "readOnly", "example"]
                .contains($0.key.string ?? "") }
            namedEnums.append((name, Node(.mapping(kept), mark: schema.mark, tag: schema.tag)))
        }
        let reference = Self.mapping([("$ref", Self.string(ReferenceText.local(["components", "schemas", name]),
                                                           schema.mark))], schema.mark)
        let nullable = pairs.first { $0.key.string == "nullable" }?.value.resolved == .bool(true)
        return nullable ? Self.nullable(reference, at: schema.mark) : reference
    }
}
