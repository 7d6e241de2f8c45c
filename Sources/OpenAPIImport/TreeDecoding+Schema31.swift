import OpenAPIKit
import YAML

extension TreeDecoding {
    /// The OpenAPI 3.1 schema the node holds, built keyword by keyword as OpenAPIKit's own `init(from:)` builds it,
    /// for the schemas that decoding takes without a warning or an error; nil for any other (as for 3.0's,
    /// ``schema30()``), and for the keywords of 3.1 few documents use (`nullable`, which OpenAPIKit warns of, `$id`,
    /// `$defs`).
    func schema31() -> OpenAPIKit.JSONSchema? {
        guard case .mapping(let pairs) = node.kind, let keywords = SchemaKeywords(pairs) else { return nil }
        return try? Schema31Building(SchemaReading(keywords: keywords, decoding: self)).schema()
    }
}

/// The building of one 3.1 schema from its keywords; any throw means "let OpenAPIKit's own decoding read it".
private struct Schema31Building {
    typealias JSONSchema = OpenAPIKit.JSONSchema
    typealias Unread = SchemaReading.Unread
    let reading: SchemaReading
    let k: SchemaKeywords

    init(_ reading: SchemaReading) {
        self.reading = reading
        k = reading.keywords
    }

    func schema() throws -> JSONSchema {
        guard k.nullable == nil, k.id == nil, k.definitions == nil else { throw Unread() }
        // `type`: one type or a list of them; `null` among a list makes the schema nullable, the first other one is its type.
        let types: [JSONType]
        switch k.type.map({ ($0.jsonScalar, $0.kind) }) {
        case nil, (.null?, _)?: types = []
        case (.string(let text)?, _)?: types = [try Self.type(text)]
        case (nil, .sequence(let items))?: types = try items.map { try Self.type(SchemaReading.string($0)) }
        default: throw Unread()
        }
        let typeIsList = if case .sequence? = k.type?.kind { true } else { false }
        let nullable = typeIsList ? types.contains(.null) : types == [.null]
        if let reference = k.reference {
            guard case .string(let text)? = reference.jsonScalar, text.first == "#",
                  let target = JSONReference<JSONSchema>.InternalReference(rawValue: text) else { throw Unread() }
            return .reference(.internal(target), try core(JSONTypeFormat.AnyFormat.self, nullable: nullable))
        }
        if let allOf = k.allOf {
            return try nullableIfAnyIs(.all(of: reading.members(allOf, "allOf"), core: core(JSONTypeFormat.AnyFormat.self, nullable: nullable)))
        }
        if let anyOf = k.anyOf {
            return try nullableIfAnyIs(.any(of: reading.members(anyOf, "anyOf"), core: core(JSONTypeFormat.AnyFormat.self, nullable: nullable)))
        }
        if let oneOf = k.oneOf {
            return try nullableIfAnyIs(.one(of: reading.members(oneOf, "oneOf"), core: core(JSONTypeFormat.AnyFormat.self, nullable: nullable)))
        }
        if let not = k.not {
            guard let schema = try reading.value(JSONSchema.self, not, "not") else { throw Unread() }
            return .not(schema, core: try core(JSONTypeFormat.AnyFormat.self, nullable: nullable))
        }

        let type = typeIsList ? types.first { $0 != .null } : types.first
        // Keywords of more than one type, or of another type than `type` says, are OpenAPIKit's warning to give.
        let groups = [k.hasNumeric ? JSONType.number.group : nil, k.hasString31 ? JSONType.string.group : nil,
                      k.hasArray31 ? JSONType.array.group : nil, k.hasObject31 ? JSONType.object.group : nil].compactMap { $0 }
        guard groups.count <= 1, type.map({ type in groups.allSatisfy { $0 == type.group } }) ?? true else { throw Unread() }

        let value: JSONSchema.Schema
        switch type {
        case .null: value = .null(try core(JSONTypeFormat.AnyFormat.self, nullable: nullable))
        case .integer: value = .integer(try core(JSONTypeFormat.IntegerFormat.self, nullable: nullable), try integerContext())
        case .number: value = .number(try core(JSONTypeFormat.NumberFormat.self, nullable: nullable), try numericContext())
        case nil where k.hasNumeric: value = .number(try core(JSONTypeFormat.NumberFormat.self, nullable: nullable), try numericContext())
        case .string: value = .string(try core(JSONTypeFormat.StringFormat.self, nullable: nullable), try stringContext())
        case nil where k.hasString31: value = .string(try core(JSONTypeFormat.StringFormat.self, nullable: nullable), try stringContext())
        case .array: value = .array(try core(JSONTypeFormat.ArrayFormat.self, nullable: nullable), try arrayContext())
        case nil where k.hasArray31: value = .array(try core(JSONTypeFormat.ArrayFormat.self, nullable: nullable), try arrayContext())
        case .object: value = .object(try core(JSONTypeFormat.ObjectFormat.self, nullable: nullable), try objectContext())
        case nil where k.hasObject31: value = .object(try core(JSONTypeFormat.ObjectFormat.self, nullable: nullable), try objectContext())
        case .boolean: value = .boolean(try core(JSONTypeFormat.BooleanFormat.self, nullable: nullable))
        case nil:
            let core = try core(JSONTypeFormat.AnyFormat.self, nullable: nullable)
            // Nothing but keywords OpenAPIKit doesn't read is its warning to give.
            guard !core.isEmpty || k.count == 0 else { throw Unread() }
            value = .fragment(core)
        }
        return JSONSchema(schema: value)
    }

    private static func type(_ text: String) throws -> JSONType {
        guard let type = JSONType(rawValue: text) else { throw Unread() }
        return type
    }

    private func nullableIfAnyIs(_ schema: JSONSchema) -> JSONSchema {
        schema.subschemas.contains(where: \.nullable) ? schema.nullableSchemaObject() : schema
    }

    private func core<Format: OpenAPIFormat>(_: Format.Type, nullable: Bool) throws -> JSONSchema.CoreContext<Format> {
        let format = try reading.optional(k.format) { node -> Format in
            guard let format = Format(rawValue: try SchemaReading.string(node)) else { throw Unread() }
            return format
        }
        // `enum`, else `const` as the one allowed value; a nullable string's values are read as optional strings by
        // OpenAPIKit (left to it).
        let allowedValues: [AnyCodable]?
        if Format.self == JSONTypeFormat.StringFormat.self {
            if nullable, k.allowedValues != nil || k.constant != nil { throw Unread() }
            allowedValues = try reading.optional(k.allowedValues, SchemaReading.strings)?.map(AnyCodable.init)
                ?? reading.optional(k.constant, SchemaReading.string).map { [AnyCodable($0)] }
        } else {
            allowedValues = try reading.value([AnyCodable].self, k.allowedValues, "enum")
                ?? reading.value(AnyCodable.self, k.constant, "const").map { [$0] }
        }
        // `example` (even `null`) wins over `examples`.
        let examples = try k.example.map { [try decoding(of: $0, "example").decodeValue(AnyCodable.self)] }
            ?? reading.value([AnyCodable].self, k.examples, "examples") ?? []
        return JSONSchema.CoreContext(format: format ?? .unspecified, required: true, nullable: nullable, permissions: try reading.permissions(),
                                      deprecated: try reading.optional(k.deprecated, SchemaReading.bool),
                                      title: try reading.optional(k.title, SchemaReading.string),
                                      description: try reading.optional(k.description, SchemaReading.string),
                                      discriminator: try reading.value(OpenAPI.Discriminator.self, k.discriminator, "discriminator"),
                                      externalDocs: try reading.value(OpenAPI.ExternalDocumentation.self, k.externalDocs, "externalDocs"),
                                      allowedValues: allowedValues, defaultValue: try reading.value(AnyCodable.self, k.defaultValue, "default"),
                                      examples: examples, anchor: try reading.optional(k.anchor, SchemaReading.string),
                                      dynamicAnchor: try reading.optional(k.dynamicAnchor, SchemaReading.string),
                                      xml: try reading.value(OpenAPI.XML.self, k.xml, "xml"))
    }

    private func decoding(of node: Node, _ key: String) -> TreeDecoding {
        reading.decoding.child(node, key: TreeKey(stringValue: key))
    }

    /// 3.1's bounds: `exclusiveMaximum` is the bound itself, and wins over `maximum`.
    private func bounds<Number>(_ read: (Node) throws -> Number) throws
        -> (multipleOf: Number?, maximum: (Number, exclusive: Bool)?, minimum: (Number, exclusive: Bool)?) {
        let maximum = try reading.optional(k.exclusiveMaximum, read).map { ($0, exclusive: true) }
            ?? reading.optional(k.maximum, read).map { ($0, exclusive: false) }
        let minimum = try reading.optional(k.exclusiveMinimum, read).map { ($0, exclusive: true) }
            ?? reading.optional(k.minimum, read).map { ($0, exclusive: false) }
        return (try reading.optional(k.multipleOf, read), maximum, minimum)
    }

    private func integerContext() throws -> JSONSchema.IntegerContext {
        // OpenAPIKit reads all four bounds of an integer as numbers first, whichever it then takes.
        for bound in [k.exclusiveMaximum, k.maximum, k.exclusiveMinimum, k.minimum] { _ = try reading.optional(bound, SchemaReading.double) }
        let bounds = try self.bounds(SchemaReading.integer)
        return .init(multipleOf: bounds.multipleOf, maximum: bounds.maximum, minimum: bounds.minimum)
    }

    private func numericContext() throws -> JSONSchema.NumericContext {
        let bounds = try self.bounds(SchemaReading.double)
        return .init(multipleOf: bounds.multipleOf, maximum: bounds.maximum, minimum: bounds.minimum)
    }

    private func stringContext() throws -> JSONSchema.StringContext {
        .init(maxLength: try reading.optional(k.maxLength, SchemaReading.integer), minLength: try reading.optional(k.minLength, SchemaReading.integer),
              pattern: try reading.optional(k.pattern, SchemaReading.string),
              contentMediaType: try reading.value(OpenAPI.ContentType.self, k.contentMediaType, "contentMediaType"),
              contentEncoding: try reading.value(OpenAPI.ContentEncoding.self, k.contentEncoding, "contentEncoding"))
    }

    private func arrayContext() throws -> JSONSchema.ArrayContext {
        .init(items: try reading.value(JSONSchema.self, k.items, "items"), maxItems: try reading.optional(k.maxItems, SchemaReading.integer),
              minItems: try reading.optional(k.minItems, SchemaReading.integer),
              prefixItems: try reading.optional(k.prefixItems) { node -> [JSONSchema] in try reading.members(node, "prefixItems") },
              uniqueItems: try reading.optional(k.uniqueItems, SchemaReading.bool))
    }

    /// As OpenAPIKit reads an object: a property not `required` is optional, a name `required` without a property is
    /// an inferred fragment, and every pattern property is optional.
    private func objectContext() throws -> JSONSchema.ObjectContext {
        let required = try reading.optional(k.required, SchemaReading.strings) ?? []
        var properties = try reading.optional(k.properties) { node -> OrderedDictionary<String, JSONSchema> in
            try reading.properties(node, "properties")
        } ?? [:]
        for (name, schema) in properties where !required.contains(name) { properties[name] = schema.optionalSchemaObject() }
        for name in required where properties[name] == nil { properties[name] = .fragment(.init(required: true, _inferred: true)) }
        let patternProperties = try reading.optional(k.patternProperties) { node -> OrderedDictionary<String, JSONSchema> in
            try reading.properties(node, "patternProperties")
        } ?? [:]
        return .init(properties: properties, patternProperties: patternProperties.mapValues { $0.optionalSchemaObject() },
                     additionalProperties: try reading.value(Either<Bool, JSONSchema>.self, k.additionalProperties, "additionalProperties"),
                     maxProperties: try reading.optional(k.maxProperties, SchemaReading.integer),
                     minProperties: try reading.optional(k.minProperties, SchemaReading.integer))
    }
}
