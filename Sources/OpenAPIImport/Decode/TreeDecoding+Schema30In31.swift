import OpenAPIKit
import OpenAPIKit30
import YAML

extension TreeDecoding {
    /// An OpenAPI 3.0 schema read straight into the 3.1 model: the schema OpenAPIKit's 3.0 decoding makes of the node
    /// (read as ``schema30()`` reads it), converted as OpenAPIKit converts a 3.0 document to 3.1 — with each subschema
    /// decoded as usual, so once per content, instead of converted again wherever it is written. Nil where
    /// ``schema30()`` leaves the schema to OpenAPIKit (see ``TreeDecoding/convertedSchema30()``).
    func schema30In31() -> OpenAPIKit.JSONSchema? {
        guard case .mapping(let pairs) = node.kind, let keywords = SchemaKeywords(pairs) else { return nil }
        return try? SchemaReading(keywords: keywords, decoding: self).schema30In31()
    }

    /// The schema OpenAPIKit's 3.0 decoding makes of the node, converted to 3.1 by OpenAPIKit: for the schemas
    /// ``schema30In31()`` leaves, so that they read, warn and fail as in a 3.0 document converted whole.
    func convertedSchema30() throws -> OpenAPIKit.JSONSchema {
        let schema = try decodeValue(OpenAPIKit30.JSONSchema.self)
        let holder = OpenAPIKit30.OpenAPI.Document(info: .init(title: "", version: ""), servers: [], paths: [:],
                                                   components: .init(schemas: ["schema": schema]))
        return holder.convert(to: .v3_1_0).components.schemas["schema"]!
    }
}

/// The building of one 3.0 schema in the 3.1 model; any throw means "let OpenAPIKit read and convert it".
extension SchemaReading {
    fileprivate typealias JSONSchema = OpenAPIKit.JSONSchema
    private typealias Formats = OpenAPIKit30.JSONTypeFormat

    fileprivate func schema30In31() throws -> JSONSchema {
        if let reference = keywords.reference {
            guard case .string(let text)? = reference.jsonScalar, text.first == "#",
                  let target = JSONReference<JSONSchema>.InternalReference(rawValue: text) else { throw Unread() }
            return .reference(.internal(target), .init(required: true))
        }
        if let allOf = keywords.allOf { return try nullableIfAnyIs(.all(of: members(allOf, "allOf"), core: core(Formats.AnyFormat.self))) }
        if let anyOf = keywords.anyOf { return try nullableIfAnyIs(.any(of: members(anyOf, "anyOf"), core: core(Formats.AnyFormat.self))) }
        if let oneOf = keywords.oneOf { return try nullableIfAnyIs(.one(of: members(oneOf, "oneOf"), core: core(Formats.AnyFormat.self))) }
        if let not = keywords.not {
            guard let schema = try value(JSONSchema.self, not, "not") else { throw Unread() }
            return .not(schema, core: try core(Formats.AnyFormat.self))
        }

        let type = try optional(keywords.type) { node -> OpenAPIKit30.JSONType in
            guard let type = OpenAPIKit30.JSONType(rawValue: try Self.string(node)) else { throw Unread() }
            return type
        }
        // Keywords of more than one type, or of another type than `type` says, are OpenAPIKit's warning to give.
        let groups = [keywords.hasNumeric ? OpenAPIKit30.JSONType.number.group : nil, keywords.hasString ? OpenAPIKit30.JSONType.string.group : nil,
                      keywords.hasArray ? OpenAPIKit30.JSONType.array.group : nil, keywords.hasObject ? OpenAPIKit30.JSONType.object.group : nil]
            .compactMap { $0 }
        guard groups.count <= 1, type.map({ type in groups.allSatisfy { $0 == type.group } }) ?? true else { throw Unread() }

        // Without `type`, the one type whose keywords are written.
        let implied: OpenAPIKit30.JSONType? = keywords.hasNumeric ? .number : keywords.hasString ? .string : keywords.hasArray ? .array
            : keywords.hasObject ? .object : nil
        let value: JSONSchema.Schema
        switch type ?? implied {
        case .integer: value = .integer(try core(Formats.IntegerFormat.self), Self.converted(try integerContext30()))
        case .number: value = .number(try core(Formats.NumberFormat.self), Self.converted(try numericContext30()))
        case .string:
            let core = try core30(Formats.StringFormat.self)
            value = .string(Self.converted(core), Self.converted(try stringContext30(), format: core.format))
        case .array: value = .array(try core(Formats.ArrayFormat.self), try arrayContext())
        case .object: value = .object(try core(Formats.ObjectFormat.self), try objectContext())
        case .boolean: value = .boolean(try core(Formats.BooleanFormat.self))
        case nil:
            let core = try core30(Formats.AnyFormat.self)
            // Nothing but keywords OpenAPIKit doesn't read is its warning to give.
            guard !core.isEmpty || keywords.count == 0 else { throw Unread() }
            value = .fragment(Self.converted(core))
        }
        return JSONSchema(schema: value)
    }

    private func nullableIfAnyIs(_ schema: JSONSchema) -> JSONSchema {
        schema.subschemas.contains(where: \.nullable) ? schema.nullableSchemaObject() : schema
    }

    private func core<Format: OpenAPIKit30.OpenAPIFormat & OpenAPIKit.OpenAPIFormat>(_ format: Format.Type) throws
        -> JSONSchema.CoreContext<Format> {
        Self.converted(try core30(format))
    }

    /// An array as OpenAPIKit converts one: the 3.0 model's defaults (no `minItems` is 0, no `uniqueItems` false)
    /// written out.
    private func arrayContext() throws -> JSONSchema.ArrayContext {
        .init(items: try value(JSONSchema.self, keywords.items, "items"), maxItems: try optional(keywords.maxItems, Self.integer),
              minItems: try optional(keywords.minItems, Self.integer) ?? 0, uniqueItems: try optional(keywords.uniqueItems, Self.bool) ?? false)
    }

    /// An object as OpenAPIKit reads (``SchemaReading/objectProperties(optional:inferred:)``) and converts one: an
    /// inferred property and `minProperties` (at least the number of required properties) as the 3.0 model gives them.
    private func objectContext() throws -> JSONSchema.ObjectContext {
        let properties: OrderedDictionary<String, JSONSchema> = try objectProperties(optional: { $0.optionalSchemaObject() },
                                                                                      inferred: { .fragment(Self.converted(.init(required: true, _inferred: true))) })
        let required = properties.values.filter(\.required).count
        return .init(properties: properties,
                     additionalProperties: try value(Either<Bool, JSONSchema>.self, keywords.additionalProperties, "additionalProperties"),
                     maxProperties: try optional(keywords.maxProperties, Self.integer),
                     minProperties: max(try optional(keywords.minProperties, Self.integer) ?? 0, required))
    }
}

/// The parts of a 3.0 schema without subschemas, converted as OpenAPIKit converts them (its conversion is its own):
/// the 3.0 model's defaults written out where it gives one (`nullable`, `deprecated`, permissions), an example as the
/// one example, a string's `byte` and `binary` formats as its content encoding.
extension SchemaReading {
    fileprivate static func converted<Format: OpenAPIKit30.OpenAPIFormat & OpenAPIKit.OpenAPIFormat>(
        _ core: OpenAPIKit30.JSONSchema.CoreContext<Format>) -> OpenAPIKit.JSONSchema.CoreContext<Format> {
        .init(format: core.format, required: core.required, nullable: core.nullable, permissions: core.permissions,
              deprecated: core.deprecated, title: core.title, description: core.description,
              discriminator: core.discriminator.map(converted), externalDocs: core.externalDocs.map(converted),
              allowedValues: core.allowedValues, defaultValue: core.defaultValue, examples: [core.example].compactMap { $0 },
              _inferred: core.inferred)
    }

    fileprivate static func converted(_ core: OpenAPIKit30.JSONSchema.CoreContext<OpenAPIKit30.JSONTypeFormat.StringFormat>)
        -> OpenAPIKit.JSONSchema.CoreContext<OpenAPIKit.JSONTypeFormat.StringFormat> {
        .init(format: .init(rawValue: core.format.rawValue), required: core.required, nullable: core.nullable,
              permissions: core.permissions, deprecated: core.deprecated, title: core.title, description: core.description,
              discriminator: core.discriminator.map(converted), externalDocs: core.externalDocs.map(converted),
              allowedValues: core.allowedValues, defaultValue: core.defaultValue, examples: [core.example].compactMap { $0 },
              _inferred: core.inferred)
    }

    private static func converted(_ discriminator: OpenAPIKit30.OpenAPI.Discriminator) -> OpenAPIKit.OpenAPI.Discriminator {
        .init(propertyName: discriminator.propertyName, mapping: discriminator.mapping)
    }

    private static func converted(_ docs: OpenAPIKit30.OpenAPI.ExternalDocumentation) -> OpenAPIKit.OpenAPI.ExternalDocumentation {
        .init(description: docs.description, url: docs.url, vendorExtensions: docs.vendorExtensions)
    }

    fileprivate static func converted(_ context: OpenAPIKit30.JSONSchema.IntegerContext) -> OpenAPIKit.JSONSchema.IntegerContext {
        .init(multipleOf: context.multipleOf, maximum: context.maximum.map { ($0.value, $0.exclusive) },
              minimum: context.minimum.map { ($0.value, $0.exclusive) })
    }

    fileprivate static func converted(_ context: OpenAPIKit30.JSONSchema.NumericContext) -> OpenAPIKit.JSONSchema.NumericContext {
        .init(multipleOf: context.multipleOf, maximum: context.maximum.map { ($0.value, $0.exclusive) },
              minimum: context.minimum.map { ($0.value, $0.exclusive) })
    }

    fileprivate static func converted(_ context: OpenAPIKit30.JSONSchema.StringContext, format: OpenAPIKit30.JSONTypeFormat.StringFormat)
        -> OpenAPIKit.JSONSchema.StringContext {
        let encoding: OpenAPIKit.OpenAPI.ContentEncoding? = switch format {
        case .byte: .base64
        case .binary: .binary
        default: nil
        }
        return .init(maxLength: context.maxLength, minLength: OpenAPIKit30.JSONSchema.StringContext._minLength(context),
                     pattern: context.pattern, contentEncoding: encoding)
    }
}
