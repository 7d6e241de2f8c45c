import YAML

extension SpecParser {
    static let modelKeys = ["doc", "properties", "additionalProperties", "enum", "oneOf", "tag", "tags", "deprecated"]
    static let propertyKeys = ["type", "key", "name", "doc", "default", "deprecated", "nullable", "dates"]

    mutating func models(_ node: Node) -> [Model] {
        let pairs = diagnostics.pairs(node, .models)
        return pairs.compactMap { pair in model(key: pair.key, value: pair.value) }
    }

    mutating func model(key: Node, value: Node) -> Model? {
        guard let name = diagnostics.text(key, .modelName) else { return nil }
        let nameOK = isTypeName(name)
        if !nameOK {
            diagnostics.error(.parse(.notAnIdentifier(name, .model)), at: key.mark)
        }
        guard let reader = MappingReader(value, place: .model(name), allowed: Self.modelKeys,
                                         diagnostics: &diagnostics) else { return nil }
        var kind: Model.Kind
        var additionalProperties: TypeRef?
        let shapes = ["properties", "enum", "oneOf"].filter(reader.has)
        for extra in shapes.dropFirst() {
            diagnostics.error(.shape(.modelWithTwoShapes(model: name, first: shapes[0], other: extra)),
                              at: reader.keyNode(extra)!.mark)
        }
        if let properties = reader["properties"] {
            kind = .object(self.properties(properties, model: name))
        } else if let cases = reader["enum"] {
            kind = .enumeration(enumCases(cases, model: name))
        } else if let members = reader["oneOf"] {
            kind = .union(union(members, reader: reader, model: name))
        } else {
            if !reader.isMisspelt("properties"), !reader.isMisspelt("enum"), !reader.isMisspelt("oneOf"),
               !reader.has("additionalProperties") {
                diagnostics.error(.shape(.modelWithoutShape(name)), at: key.mark)
            }
            kind = .object([])
        }
        if let additional = reader["additionalProperties"] {
            if reader.has("properties"), !declaresNoProperties(reader) {
                additionalProperties = diagnostics.type(additional)
            } else if shapes.isEmpty || reader.has("properties") {
                diagnostics.error(.shape(.onlyAdditionalProperties(model: name, valueType: additional.scalar?.value)),
                                  at: reader.keyNode("additionalProperties")!.mark)
            } else {
                diagnostics.error(.shape(.additionalPropertiesWithoutProperties),
                                  at: reader.keyNode("additionalProperties")!.mark)
            }
        }
        if !reader.has("oneOf") {
            for key in ["tag", "tags"] where reader.has(key) {
                diagnostics.error(.shape(.tagOutsideUnion(key: key, model: name)), at: reader.keyNode(key)!.mark)
            }
        }
        guard nameOK else { return nil }
        var model = Model(name: Located(name, at: key.mark), kind: kind)
        if let doc = reader["doc"] { model.doc = diagnostics.text(doc, .key("doc")) }
        model.deprecated = diagnostics.deprecation(reader["deprecated"])
        model.additionalProperties = additionalProperties
        return model
    }

    private mutating func properties(_ node: Node, model: String) -> [Property] {
        let pairs = diagnostics.pairs(node, .properties(model: model))
        return pairs.compactMap { property(key: $0.key, value: $0.value, model: model) }
    }

    private mutating func property(key: Node, value: Node, model: String) -> Property? {
        guard let name = diagnostics.text(key, .propertyName) else { return nil }
        let place = ShapeFinding.Place.property(name, model: model)
        var explicitName: Located<String>?
        var type: TypeRef?
        var property: Property
        if value.mapping != nil {
            guard let reader = MappingReader(value, place: place, allowed: Self.propertyKeys,
                                             diagnostics: &diagnostics) else { return nil }
            explicitName = swiftName(reader["name"])
            if let typeNode = reader["type"] {
                type = diagnostics.type(typeNode)
            } else if !reader.isMisspelt("type") {
                diagnostics.error(.shape(.missingKey("type", in: place)), at: key.mark)
            }
            property = Property(name: Located(name, at: key.mark), type: type ?? .named("JSON", at: key.mark))
            if let keyNode = reader["key"], let jsonKey = diagnostics.text(keyNode, .key("key")) {
                property.key = Located(jsonKey, at: keyNode.mark)
            }
            if let doc = reader["doc"] { property.doc = diagnostics.text(doc, .key("doc")) }
            property.defaultValue = reader["default"].map(Literal.init)
            property.deprecated = diagnostics.deprecation(reader["deprecated"])
            if let node = reader["nullable"] {
                if case .bool(let flag) = node.resolved, node.scalar != nil {
                    property.isNullable = flag
                } else {
                    diagnostics.error(.shape(.notABoolean(key: "nullable", found: node.form)), at: node.mark)
                }
            }
            if let node = reader["dates"], let dates = dates(node) { property.dates = Located(dates, at: node.mark) }
        } else {
            type = diagnostics.type(value)
            property = Property(name: Located(name, at: key.mark), type: type ?? .named("JSON", at: key.mark))
        }
        property.swiftName = explicitName
        return type == nil ? nil : property
    }

    /// `name:` — an explicit Swift name, which must be an identifier.
    mutating func swiftName(_ node: Node?) -> Located<String>? {
        guard let node, let name = diagnostics.text(node, .key("name")) else { return nil }
        guard SwiftName.isIdentifier(name) else {
            diagnostics.error(.parse(.notAnIdentifier(name, .swiftName)), at: node.mark)
            return nil
        }
        return Located(name, at: node.mark)
    }

    private mutating func enumCases(_ node: Node, model: String) -> [EnumCase] {
        var cases: [EnumCase] = []
        switch node.kind {
        case .sequence(let items):
            for item in items {
                if case .int = item.resolved, item.scalar?.style == .plain {
                    diagnostics.error(.parse(.integerInEnumList(model: model, value: item.scalar!.value)),
                                      at: item.mark)
                    continue
                }
                guard let raw = rawValue(item, model: model) else { continue }
                cases.append(EnumCase(rawValue: Located(raw.text, at: item.mark)))
            }
        case .mapping(let pairs):
            for pair in pairs {
                guard let name = diagnostics.text(pair.key, .enumCaseName),
                      let raw = rawValue(pair.value, model: model) else { continue }
                guard SwiftName.isIdentifier(name) else {
                    diagnostics.error(.parse(.notAnIdentifier(name, .enumCase)), at: pair.key.mark)
                    continue
                }
                var enumCase = EnumCase(rawValue: Located(raw.text, at: pair.value.mark),
                                        swiftName: Located(name, at: pair.key.mark))
                enumCase.isInteger = raw.isInteger
                cases.append(enumCase)
            }
        case .scalar:
            diagnostics.error(.shape(.notEnumValues(model: model, found: node.form)), at: node.mark)
            return []
        }
        if node.sequence?.isEmpty == true || node.mapping?.isEmpty == true {
            diagnostics.error(.parse(.enumWithoutValues(model: model)), at: node.mark)
        }
        if let first = cases.first, let other = cases.first(where: { $0.isInteger != first.isInteger }) {
            diagnostics.error(.parse(.enumMixesIntegersAndStrings(model: model)), at: other.rawValue.mark)
            return cases.filter { $0.isInteger == first.isInteger }
        }
        return cases
    }

    /// A raw value: text, or (in the map form) an integer.
    private mutating func rawValue(_ node: Node, model: String) -> (text: String, isInteger: Bool)? {
        guard let scalar = node.scalar, !(node.isNull && scalar.style == .plain && scalar.value.isEmpty) else {
            diagnostics.error(.shape(.enumValueNotScalar(model: model, found: node.form)), at: node.mark)
            return nil
        }
        switch node.resolved {
        case .string: return (scalar.value, false)
        case .int(let number): return (String(number), true)
        default:
            diagnostics.error(.parse(.enumValueNotStringOrInteger(model: model, value: scalar.value)), at: node.mark)
            return nil
        }
    }

    /// True when `properties:` is there but declares nothing (`{}` or left empty).
    private func declaresNoProperties(_ reader: MappingReader) -> Bool {
        guard let node = reader["properties"] else { return true }
        return node.isNull || node.mapping?.isEmpty == true
    }

    /// `oneOf: [Cat, Dog]` or `oneOf: { cat: Cat, dogs: "[Dog]" }` (keys are Swift case names), with `tag:` and
    /// `tags:` for a tagged union.
    private mutating func union(_ node: Node, reader: MappingReader, model: String) -> Union {
        var members: [UnionMember] = []
        switch node.kind {
        case .sequence(let items):
            for item in items {
                if let type = diagnostics.type(item) { members.append(UnionMember(type: type, mark: item.mark)) }
            }
        case .mapping(let pairs):
            for pair in pairs {
                guard let name = diagnostics.text(pair.key, .unionCaseName),
                      let type = diagnostics.type(pair.value) else { continue }
                guard SwiftName.isIdentifier(name) else {
                    diagnostics.error(.parse(.notAnIdentifier(name, .unionCase)), at: pair.key.mark)
                    continue
                }
                members.append(UnionMember(type: type, caseName: Located(name, at: pair.key.mark), mark: pair.key.mark))
            }
        case .scalar:
            diagnostics.error(.shape(.notUnionMembers(model: model, found: node.form)), at: node.mark)
        }
        if node.sequence?.isEmpty == true || node.mapping?.isEmpty == true {
            diagnostics.error(.parse(.unionWithoutMembers(model: model)), at: node.mark)
        }
        var union = Union(members: members)
        if let tagNode = reader["tag"], let tag = diagnostics.text(tagNode, .unionTag) {
            union.tag = Located(tag, at: tagNode.mark)
        }
        if let tagsNode = reader["tags"] {
            if union.tag == nil, reader["tag"] == nil {
                diagnostics.error(.shape(.tagsWithoutTag), at: reader.keyNode("tags")!.mark)
            }
            for pair in diagnostics.pairs(tagsNode, .unionTags) {
                guard let value = diagnostics.text(pair.key, .tagValue),
                      let target = diagnostics.text(pair.value, .memberModel) else { continue }
                union.tags.append(UnionTag(value: Located(value, at: pair.key.mark),
                                           model: Located(target, at: pair.value.mark)))
            }
        }
        return union
    }
}
