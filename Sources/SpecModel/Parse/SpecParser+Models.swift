import YAML

extension SpecParser {
    static let modelKeys = ["doc", "properties", "additionalProperties", "enum", "oneOf", "tag", "tags", "deprecated"]
    static let propertyKeys = ["type", "key", "name", "doc", "default", "deprecated", "nullable", "dates"]

    mutating func models(_ node: Node) -> [Model] {
        let pairs = diagnostics.pairs(node, "a mapping of model names to models for 'models'")
        return pairs.compactMap { pair in model(key: pair.key, value: pair.value) }
    }

    mutating func model(key: Node, value: Node) -> Model? {
        guard let name = diagnostics.text(key, "a model name") else { return nil }
        let nameOK = isTypeName(name)
        if !nameOK {
            diagnostics.error("model name '\(name)' is not a Swift identifier", at: key.mark)
        }
        guard let reader = MappingReader(value, what: "model '\(name)'", allowed: Self.modelKeys, diagnostics: &diagnostics,
                                         hint: "a model has 'properties:', 'enum:' or 'oneOf:'") else { return nil }
        var kind: Model.Kind
        var additionalProperties: TypeRef?
        let shapes = ["properties", "enum", "oneOf"].filter(reader.has)
        for extra in shapes.dropFirst() {
            diagnostics.error("model '\(name)' has both '\(shapes[0])' and '\(extra)'; a model is one of properties, enum or oneOf",
                              at: reader.keyNode(extra)!.mark)
        }
        if let properties = reader["properties"] {
            kind = .object(self.properties(properties, model: name))
        } else if let cases = reader["enum"] {
            kind = .enumeration(enumCases(cases, model: name))
        } else if let members = reader["oneOf"] {
            kind = .union(union(members, reader: reader, model: name))
        } else {
            if !reader.isMisspelt("properties"), !reader.isMisspelt("enum"), !reader.isMisspelt("oneOf"), !reader.has("additionalProperties") {
                diagnostics.error("model '\(name)' needs 'properties:', 'enum:' or 'oneOf:'", at: key.mark)
            }
            kind = .object([])
        }
        if let additional = reader["additionalProperties"] {
            if reader.has("properties"), !declaresNoProperties(reader) {
                additionalProperties = diagnostics.type(additional)
            } else if shapes.isEmpty || reader.has("properties") {
                diagnostics.error("model '\(name)' has only 'additionalProperties'; that is a dictionary: write '[String: \(additional.scalar?.value ?? "T")]' where it is used",
                                  at: reader.keyNode("additionalProperties")!.mark)
            } else {
                diagnostics.error("'additionalProperties' belongs to a model with properties", at: reader.keyNode("additionalProperties")!.mark)
            }
        }
        if !reader.has("oneOf") {
            for key in ["tag", "tags"] where reader.has(key) {
                diagnostics.error("'\(key)' belongs to a union: model '\(name)' has no 'oneOf'", at: reader.keyNode(key)!.mark)
            }
        }
        guard nameOK else { return nil }
        var model = Model(name: Located(name, at: key.mark), kind: kind)
        if let doc = reader["doc"] { model.doc = diagnostics.text(doc, "'doc'") }
        model.deprecated = diagnostics.deprecation(reader["deprecated"])
        model.additionalProperties = additionalProperties
        return model
    }

    private mutating func properties(_ node: Node, model: String) -> [Property] {
        let pairs = diagnostics.pairs(node, "a mapping of property names to types for the properties of '\(model)'")
        return pairs.compactMap { property(key: $0.key, value: $0.value, model: model) }
    }

    private mutating func property(key: Node, value: Node, model: String) -> Property? {
        guard let name = diagnostics.text(key, "a property name") else { return nil }
        let what = "property '\(name)' of '\(model)'"
        var explicitName: Located<String>?
        var type: TypeRef?
        var property: Property
        if value.mapping != nil {
            guard let reader = MappingReader(value, what: what, allowed: Self.propertyKeys, diagnostics: &diagnostics,
                                             hint: nil) else { return nil }
            explicitName = swiftName(reader["name"])
            if let typeNode = reader["type"] {
                type = diagnostics.type(typeNode)
            } else if !reader.isMisspelt("type") {
                diagnostics.error("\(what) needs a 'type:'", at: key.mark)
            }
            property = Property(name: Located(name, at: key.mark), type: type ?? .named("JSON", at: key.mark))
            if let keyNode = reader["key"], let jsonKey = diagnostics.text(keyNode, "'key'") {
                property.key = Located(jsonKey, at: keyNode.mark)
            }
            if let doc = reader["doc"] { property.doc = diagnostics.text(doc, "'doc'") }
            property.defaultValue = reader["default"].map(Literal.init)
            property.deprecated = diagnostics.deprecation(reader["deprecated"])
            if let node = reader["nullable"] {
                if case .bool(let flag) = node.resolved, node.scalar != nil {
                    property.isNullable = flag
                } else {
                    diagnostics.error("expected true or false for 'nullable', found \(node.kindDescription)", at: node.mark)
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
        guard let node, let name = diagnostics.text(node, "'name'") else { return nil }
        guard SwiftName.isIdentifier(name) else {
            diagnostics.error("'\(name)' is not a Swift identifier", at: node.mark)
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
                    diagnostics.error("integer values of enum '\(model)' need Swift case names: write the map form { name: \(item.scalar!.value) } (or quote the number if the API sends a string)",
                                      at: item.mark)
                    continue
                }
                guard let raw = rawValue(item, model: model) else { continue }
                cases.append(EnumCase(rawValue: Located(raw.text, at: item.mark)))
            }
        case .mapping(let pairs):
            for pair in pairs {
                guard let name = diagnostics.text(pair.key, "an enum case name"), let raw = rawValue(pair.value, model: model) else { continue }
                guard SwiftName.isIdentifier(name) else {
                    diagnostics.error("enum case name '\(name)' is not a Swift identifier (in the map form, keys are Swift case names)",
                                      at: pair.key.mark)
                    continue
                }
                var enumCase = EnumCase(rawValue: Located(raw.text, at: pair.value.mark), swiftName: Located(name, at: pair.key.mark))
                enumCase.isInteger = raw.isInteger
                cases.append(enumCase)
            }
        case .scalar:
            diagnostics.error("expected a list of values or a map of case names to values for the enum '\(model)', found \(node.kindDescription)",
                              at: node.mark)
            return []
        }
        if node.sequence?.isEmpty == true || node.mapping?.isEmpty == true {
            diagnostics.error("enum '\(model)' has no values", at: node.mark)
        }
        if let first = cases.first, let other = cases.first(where: { $0.isInteger != first.isInteger }) {
            diagnostics.error("enum '\(model)' mixes integer and string values; quote the numbers if the API sends them as strings",
                              at: other.rawValue.mark)
            return cases.filter { $0.isInteger == first.isInteger }
        }
        return cases
    }

    /// A raw value: text, or (in the map form) an integer.
    private mutating func rawValue(_ node: Node, model: String) -> (text: String, isInteger: Bool)? {
        guard let scalar = node.scalar, !(node.isNull && scalar.style == .plain && scalar.value.isEmpty) else {
            diagnostics.error("enum values of '\(model)' are strings or integers, found \(node.kindDescription)", at: node.mark)
            return nil
        }
        switch node.resolved {
        case .string: return (scalar.value, false)
        case .int(let number): return (String(number), true)
        default:
            diagnostics.error("enum values of '\(model)' are strings or integers; quote '\(scalar.value)' if the API sends the string \"\(scalar.value)\"",
                              at: node.mark)
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
                guard let name = diagnostics.text(pair.key, "a union case name"), let type = diagnostics.type(pair.value) else { continue }
                guard SwiftName.isIdentifier(name) else {
                    diagnostics.error("union case name '\(name)' is not a Swift identifier (in the map form, keys are Swift case names)",
                                      at: pair.key.mark)
                    continue
                }
                members.append(UnionMember(type: type, caseName: Located(name, at: pair.key.mark), mark: pair.key.mark))
            }
        case .scalar:
            diagnostics.error("expected a list of types or a map of case names to types for the union '\(model)', found \(node.kindDescription)",
                              at: node.mark)
        }
        if node.sequence?.isEmpty == true || node.mapping?.isEmpty == true {
            diagnostics.error("union '\(model)' has no members", at: node.mark)
        }
        var union = Union(members: members)
        if let tagNode = reader["tag"], let tag = diagnostics.text(tagNode, "'tag' (the JSON key that says which member an object is)") {
            union.tag = Located(tag, at: tagNode.mark)
        }
        if let tagsNode = reader["tags"] {
            if union.tag == nil, reader["tag"] == nil {
                diagnostics.error("'tags' maps values of the tag: give the tag's JSON key with 'tag:'", at: reader.keyNode("tags")!.mark)
            }
            for pair in diagnostics.pairs(tagsNode, "a mapping of tag values to member models for 'tags'") {
                guard let value = diagnostics.text(pair.key, "a tag value"), let target = diagnostics.text(pair.value, "a member model") else { continue }
                union.tags.append(UnionTag(value: Located(value, at: pair.key.mark), model: Located(target, at: pair.value.mark)))
            }
        }
        return union
    }
}
