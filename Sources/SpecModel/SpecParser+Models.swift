import YAML

extension SpecParser {
    static let modelKeys = ["doc", "properties", "enum", "deprecated"]
    static let propertyKeys = ["type", "key", "name", "doc", "default", "deprecated"]

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
                                         hint: "a model has 'properties:' or 'enum:'") else { return nil }
        var kind: Model.Kind
        if let properties = reader["properties"] {
            kind = .object(self.properties(properties, model: name))
            if let enumKey = reader.keyNode("enum") {
                diagnostics.error("model '\(name)' has both 'properties' and 'enum'; a model is one or the other", at: enumKey.mark)
            }
        } else if let cases = reader["enum"] {
            kind = .enumeration(enumCases(cases, model: name))
        } else {
            if !reader.isMisspelt("properties"), !reader.isMisspelt("enum") {
                diagnostics.error("model '\(name)' needs 'properties:' or 'enum:'", at: key.mark)
            }
            kind = .object([])
        }
        guard nameOK else { return nil }
        var model = Model(name: Located(name, at: key.mark), kind: kind)
        if let doc = reader["doc"] { model.doc = diagnostics.text(doc, "'doc'") }
        model.deprecated = diagnostics.deprecation(reader["deprecated"])
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
                guard let raw = rawValue(item, model: model) else { continue }
                cases.append(EnumCase(rawValue: Located(raw, at: item.mark)))
            }
        case .mapping(let pairs):
            for pair in pairs {
                guard let name = diagnostics.text(pair.key, "an enum case name"), let raw = rawValue(pair.value, model: model) else { continue }
                guard SwiftName.isIdentifier(name) else {
                    diagnostics.error("enum case name '\(name)' is not a Swift identifier (in the map form, keys are Swift case names)",
                                      at: pair.key.mark)
                    continue
                }
                cases.append(EnumCase(rawValue: Located(raw, at: pair.value.mark), swiftName: Located(name, at: pair.key.mark)))
            }
        case .scalar:
            diagnostics.error("expected a list of values or a map of case names to values for the enum '\(model)', found \(node.kindDescription)",
                              at: node.mark)
            return []
        }
        if node.sequence?.isEmpty == true || node.mapping?.isEmpty == true {
            diagnostics.error("enum '\(model)' has no values", at: node.mark)
        }
        return cases
    }

    private mutating func rawValue(_ node: Node, model: String) -> String? {
        guard let scalar = node.scalar, !(node.isNull && scalar.style == .plain && scalar.value.isEmpty) else {
            diagnostics.error("enum values of '\(model)' are strings, found \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard case .string = node.resolved else {
            diagnostics.error("enum values of '\(model)' are strings; quote '\(scalar.value)' if the API sends the string \"\(scalar.value)\"",
                              at: node.mark)
            return nil
        }
        return scalar.value
    }
}
