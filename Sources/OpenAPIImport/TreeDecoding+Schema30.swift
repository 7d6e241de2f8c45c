import OpenAPIKit30
import YAML

extension TreeDecoding {
    /// The OpenAPI 3.0 schema the node holds, built keyword by keyword as OpenAPIKit's own `init(from:)` builds it,
    /// for the schemas that decoding takes without a warning or an error. Nil for any other — a `$ref` to another
    /// document, keywords of two types, a keyword written twice, a value of the wrong kind, a member that fails —
    /// which OpenAPIKit's own decoding then reads, warns of or refuses, in its own words. Subschemas are decoded as
    /// usual (so once per content, and this way again).
    func schema30() -> OpenAPIKit30.JSONSchema? {
        guard case .mapping(let pairs) = node.kind, let keywords = SchemaKeywords(pairs) else { return nil }
        return try? Schema30Building(SchemaReading(keywords: keywords, decoding: self)).schema()
    }
}

/// The building of one 3.0 schema from its keywords; any throw means "let OpenAPIKit's own decoding read it".
private struct Schema30Building {
    typealias JSONSchema = OpenAPIKit30.JSONSchema
    typealias Unread = SchemaReading.Unread
    let reading: SchemaReading
    let k: SchemaKeywords

    init(_ reading: SchemaReading) {
        self.reading = reading
        k = reading.keywords
    }

    func schema() throws -> JSONSchema {
        if let reference = k.reference {
            guard case .string(let text)? = reference.jsonScalar, text.first == "#",
                  let target = JSONReference<JSONSchema>.InternalReference(rawValue: text) else { throw Unread() }
            return .reference(.internal(target), .init(required: true))
        }
        if let allOf = k.allOf { return try nullableIfAnyIs(.all(of: reading.members(allOf, "allOf"), core: core(JSONTypeFormat.AnyFormat.self))) }
        if let anyOf = k.anyOf { return try nullableIfAnyIs(.any(of: reading.members(anyOf, "anyOf"), core: core(JSONTypeFormat.AnyFormat.self))) }
        if let oneOf = k.oneOf { return try nullableIfAnyIs(.one(of: reading.members(oneOf, "oneOf"), core: core(JSONTypeFormat.AnyFormat.self))) }
        if let not = k.not {
            guard let schema = try reading.value(JSONSchema.self, not, "not") else { throw Unread() }
            return .not(schema, core: try core(JSONTypeFormat.AnyFormat.self))
        }

        let type = try reading.optional(k.type) { node -> JSONType in
            guard let type = JSONType(rawValue: try SchemaReading.string(node)) else { throw Unread() }
            return type
        }
        // Keywords of more than one type, or of another type than `type` says, are OpenAPIKit's warning to give.
        let groups = [k.hasNumeric ? JSONType.number.group : nil, k.hasString ? JSONType.string.group : nil,
                      k.hasArray ? JSONType.array.group : nil, k.hasObject ? JSONType.object.group : nil].compactMap { $0 }
        guard groups.count <= 1, type.map({ type in groups.allSatisfy { $0 == type.group } }) ?? true else { throw Unread() }

        switch type {
        case .integer: return .integer(try core(JSONTypeFormat.IntegerFormat.self), try integerContext())
        case .number: return .number(try core(JSONTypeFormat.NumberFormat.self), try numericContext())
        case nil where k.hasNumeric: return .number(try core(JSONTypeFormat.NumberFormat.self), try numericContext())
        case .string: return .string(try core(JSONTypeFormat.StringFormat.self), try stringContext())
        case nil where k.hasString: return .string(try core(JSONTypeFormat.StringFormat.self), try stringContext())
        case .array: return .array(try core(JSONTypeFormat.ArrayFormat.self), try arrayContext())
        case nil where k.hasArray: return .array(try core(JSONTypeFormat.ArrayFormat.self), try arrayContext())
        case .object: return .object(try core(JSONTypeFormat.ObjectFormat.self), try objectContext())
        case nil where k.hasObject: return .object(try core(JSONTypeFormat.ObjectFormat.self), try objectContext())
        case .boolean: return .boolean(try core(JSONTypeFormat.BooleanFormat.self))
        case nil:
            let core = try core(JSONTypeFormat.AnyFormat.self)
            // Nothing but keywords OpenAPIKit doesn't read is its warning to give.
            guard !core.isEmpty || k.count == 0 else { throw Unread() }
            return .fragment(core)
        }
    }

    private func nullableIfAnyIs(_ schema: JSONSchema) -> JSONSchema {
        schema.subschemas.contains(where: \.nullable) ? schema.nullableSchemaObject() : schema
    }

    private func core<Format: OpenAPIFormat>(_: Format.Type) throws -> JSONSchema.CoreContext<Format> {
        let nullable = try reading.optional(k.nullable, SchemaReading.bool)
        let format = try reading.optional(k.format) { node -> Format in
            guard let format = Format(rawValue: try SchemaReading.string(node)) else { throw Unread() }
            return format
        }
        let allowedValues: [AnyCodable]?
        if Format.self == JSONTypeFormat.StringFormat.self {
            // A nullable string's values are read as optional strings by OpenAPIKit; left to it.
            if nullable == true, k.allowedValues != nil { throw Unread() }
            allowedValues = try reading.optional(k.allowedValues, SchemaReading.strings)?.map(AnyCodable.init)
        } else {
            allowedValues = try reading.value([AnyCodable].self, k.allowedValues, "enum")
        }
        return JSONSchema.CoreContext(format: format ?? .unspecified, required: true, nullable: nullable, permissions: try reading.permissions(),
                                      deprecated: try reading.optional(k.deprecated, SchemaReading.bool),
                                      title: try reading.optional(k.title, SchemaReading.string),
                                      description: try reading.optional(k.description, SchemaReading.string),
                                      discriminator: try reading.value(OpenAPI.Discriminator.self, k.discriminator, "discriminator"),
                                      externalDocs: try reading.value(OpenAPI.ExternalDocumentation.self, k.externalDocs, "externalDocs"),
                                      allowedValues: allowedValues, defaultValue: try reading.value(AnyCodable.self, k.defaultValue, "default"),
                                      example: try reading.value(AnyCodable.self, k.example, "example"))
    }

    private func integerContext() throws -> JSONSchema.IntegerContext {
        let bounds = try self.bounds(SchemaReading.integer)
        return .init(multipleOf: bounds.multipleOf, maximum: bounds.maximum, minimum: bounds.minimum)
    }

    private func numericContext() throws -> JSONSchema.NumericContext {
        let bounds = try self.bounds(SchemaReading.double)
        return .init(multipleOf: bounds.multipleOf, maximum: bounds.maximum, minimum: bounds.minimum)
    }

    /// `multipleOf`, `maximum` and `minimum`, each number read by `read`, the bounds with their exclusions (3.0's
    /// `exclusiveMaximum: true`).
    private func bounds<Number>(_ read: (Node) throws -> Number) throws
        -> (multipleOf: Number?, maximum: (Number, exclusive: Bool)?, minimum: (Number, exclusive: Bool)?) {
        let exclusiveMaximum = try reading.optional(k.exclusiveMaximum, SchemaReading.bool) ?? false
        let exclusiveMinimum = try reading.optional(k.exclusiveMinimum, SchemaReading.bool) ?? false
        return (try reading.optional(k.multipleOf, read), try reading.optional(k.maximum, read).map { ($0, exclusive: exclusiveMaximum) },
                try reading.optional(k.minimum, read).map { ($0, exclusive: exclusiveMinimum) })
    }

    private func stringContext() throws -> JSONSchema.StringContext {
        .init(maxLength: try reading.optional(k.maxLength, SchemaReading.integer), minLength: try reading.optional(k.minLength, SchemaReading.integer),
              pattern: try reading.optional(k.pattern, SchemaReading.string))
    }

    private func arrayContext() throws -> JSONSchema.ArrayContext {
        .init(items: try reading.value(JSONSchema.self, k.items, "items"), maxItems: try reading.optional(k.maxItems, SchemaReading.integer),
              minItems: try reading.optional(k.minItems, SchemaReading.integer), uniqueItems: try reading.optional(k.uniqueItems, SchemaReading.bool))
    }

    /// As OpenAPIKit reads an object: a property not `required` is optional, and a name `required` without a
    /// property is an inferred fragment.
    private func objectContext() throws -> JSONSchema.ObjectContext {
        let required = try reading.optional(k.required, SchemaReading.strings) ?? []
        var properties = try reading.optional(k.properties) { node -> OrderedDictionary<String, JSONSchema> in
            try reading.properties(node, "properties")
        } ?? [:]
        for (name, schema) in properties where !required.contains(name) { properties[name] = schema.optionalSchemaObject() }
        for name in required where properties[name] == nil { properties[name] = .fragment(.init(required: true, _inferred: true)) }
        return .init(properties: properties,
                     additionalProperties: try reading.value(Either<Bool, JSONSchema>.self, k.additionalProperties, "additionalProperties"),
                     maxProperties: try reading.optional(k.maxProperties, SchemaReading.integer),
                     minProperties: try reading.optional(k.minProperties, SchemaReading.integer))
    }
}
