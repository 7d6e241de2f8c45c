import Foundation
import OpenAPIKit
import YAML

extension TreeDecoding {
    /// The OpenAPI 3.1 schema the node holds, built keyword by keyword as OpenAPIKit's own `init(from:)` builds it,
    /// for the schemas that decoding takes without a warning or an error. Nil for any other — a `$ref` to another
    /// document, keywords of two types, a keyword written twice, a value of the wrong kind, a member that fails —
    /// which OpenAPIKit's own decoding then reads, warns of or refuses, in its own words; and nil for the keywords few
    /// documents use (`nullable`, which OpenAPIKit warns of, `$id`, `$defs`). Subschemas are decoded as usual (so
    /// this way again).
    func schema31() -> OpenAPIKit.JSONSchema? {
        guard case .mapping(let pairs) = node.kind, let keywords = SchemaKeywords(pairs) else { return nil }
        return try? SchemaReading(keywords: keywords, decoding: self).schema31()
    }
}

/// The building of one 3.1 schema from its keywords; any throw means "let OpenAPIKit's own decoding read it".
extension SchemaReading {
    fileprivate typealias JSONSchema = OpenAPIKit.JSONSchema

    fileprivate func schema31() throws -> JSONSchema {
        guard keywords.nullable == nil, keywords.id == nil, keywords.definitions == nil else { throw Unread() }
        // `type`: one type or a list of them; `null` among a list makes the schema nullable, the first other one is its
        // type.
        let types: [JSONType]
        switch keywords.type.map({ ($0.jsonScalar, $0.kind) }) {
        case nil, (.null?, _)?: types = []
        case (.string(let text)?, _)?: types = [try Self.type(text)]
        case (nil, .sequence(let items))?: types = try items.map { try Self.type(Self.string($0)) }
        default: throw Unread()
        }
        let typeIsList = if case .sequence? = keywords.type?.kind { true } else { false }
        let nullable = typeIsList ? types.contains(.null) : types == [.null]
        if let reference = keywords.reference {
            guard case .string(let text)? = reference.jsonScalar, text.first == "#",
                  let target = JSONReference<JSONSchema>.InternalReference(rawValue: text) else { throw Unread() }
            return .reference(.internal(target), try core(JSONTypeFormat.AnyFormat.self, nullable: nullable))
        }
        if let allOf = keywords.allOf {
            return try nullableIfAnyIs(.all(of: members(allOf, "allOf"),
                                            core: core(JSONTypeFormat.AnyFormat.self, nullable: nullable)))
        }
        if let anyOf = keywords.anyOf {
            return try nullableIfAnyIs(.any(of: members(anyOf, "anyOf"),
                                            core: core(JSONTypeFormat.AnyFormat.self, nullable: nullable)))
        }
        if let oneOf = keywords.oneOf {
            return try nullableIfAnyIs(.one(of: members(oneOf, "oneOf"),
                                            core: core(JSONTypeFormat.AnyFormat.self, nullable: nullable)))
        }
        if let not = keywords.not {
            guard let schema = try value(JSONSchema.self, not, "not") else { throw Unread() }
            return .not(schema, core: try core(JSONTypeFormat.AnyFormat.self, nullable: nullable))
        }

        let type = typeIsList ? types.first { $0 != .null } : types.first
        // Keywords of more than one type, or of another type than `type` says, are OpenAPIKit's warning to give.
        let groups = [keywords.hasNumeric ? JSONType.number.group : nil,
                      keywords.hasString ? JSONType.string.group : nil,
                      keywords.hasArray ? JSONType.array.group : nil,
                      keywords.hasObject ? JSONType.object.group : nil].compactMap { $0 }
        guard groups.count <= 1, type.map({ type in groups.allSatisfy { $0 == type.group } }) ?? true else {
            throw Unread()
        }

        let value: JSONSchema.Schema
        switch type {
        case .null: value = .null(try core(JSONTypeFormat.AnyFormat.self, nullable: nullable))
        case .integer:
            value = .integer(try core(JSONTypeFormat.IntegerFormat.self, nullable: nullable), try integerContext())
        case .number:
            value = .number(try core(JSONTypeFormat.NumberFormat.self, nullable: nullable), try numericContext())
        case nil where keywords.hasNumeric:
            value = .number(try core(JSONTypeFormat.NumberFormat.self, nullable: nullable), try numericContext())
        case .string:
            value = .string(try core(JSONTypeFormat.StringFormat.self, nullable: nullable), try stringContext())
        case nil where keywords.hasString:
            value = .string(try core(JSONTypeFormat.StringFormat.self, nullable: nullable), try stringContext())
        case .array: value = .array(try core(JSONTypeFormat.ArrayFormat.self, nullable: nullable), try arrayContext())
        case nil where keywords.hasArray:
            value = .array(try core(JSONTypeFormat.ArrayFormat.self, nullable: nullable), try arrayContext())
        case .object:
            value = .object(try core(JSONTypeFormat.ObjectFormat.self, nullable: nullable), try objectContext())
        case nil where keywords.hasObject:
            value = .object(try core(JSONTypeFormat.ObjectFormat.self, nullable: nullable), try objectContext())
        case .boolean: value = .boolean(try core(JSONTypeFormat.BooleanFormat.self, nullable: nullable))
        case nil:
            let core = try core(JSONTypeFormat.AnyFormat.self, nullable: nullable)
            // Nothing but keywords OpenAPIKit doesn't read is its warning to give.
            guard !core.isEmpty || keywords.count == 0 else { throw Unread() }
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
        let format = try optional(keywords.format) { node -> Format in
            guard let format = Format(rawValue: try Self.string(node)) else { throw Unread() }
            return format
        }
        // `enum`, else `const` as the one allowed value; a nullable string's values are read as optional strings by
        // OpenAPIKit (left to it).
        let allowedValues: [AnyCodable]?
        if Format.self == JSONTypeFormat.StringFormat.self {
            if nullable, keywords.allowedValues != nil || keywords.constant != nil { throw Unread() }
            allowedValues = try optional(keywords.allowedValues, Self.strings)?.map(AnyCodable.init)
                ?? optional(keywords.constant, Self.string).map { [AnyCodable($0)] }
        } else {
            allowedValues = try value([AnyCodable].self, keywords.allowedValues, "enum")
                ?? value(AnyCodable.self, keywords.constant, "const").map { [$0] }
        }
        // `example` (even `null`) wins over `examples`.
        let examples = try keywords.example.map { [try decoding(of: $0, "example").decodeValue(AnyCodable.self)] }
            ?? value([AnyCodable].self, keywords.examples, "examples") ?? []
        return JSONSchema.CoreContext(format: format ?? .unspecified, required: true, nullable: nullable,
                                      permissions: try permissions(),
                                      deprecated: try optional(keywords.deprecated, Self.bool),
                                      title: try optional(keywords.title, Self.string),
                                      description: try optional(keywords.description, Self.string),
                                      discriminator: try value(OpenAPI.Discriminator.self, keywords.discriminator,
                                                               "discriminator"),
                                      externalDocs: try value(OpenAPI.ExternalDocumentation.self, keywords.externalDocs,
                                                              "externalDocs"),
                                      allowedValues: allowedValues,
                                      defaultValue: try value(AnyCodable.self, keywords.defaultValue, "default"),
                                      examples: examples, anchor: try optional(keywords.anchor, Self.string),
                                      dynamicAnchor: try optional(keywords.dynamicAnchor, Self.string),
                                      xml: try value(OpenAPI.XML.self, keywords.xml, "xml"))
    }

    private func decoding(of node: Node, _ key: String) -> TreeDecoding {
        decoding.child(node, key: TreeKey(stringValue: key))
    }

    /// 3.1's bounds: `exclusiveMaximum` is the bound itself, and wins over `maximum`.
    private func bounds<Number>(_ read: (Node) throws -> Number) throws
        -> (multipleOf: Number?, maximum: (Number, exclusive: Bool)?, minimum: (Number, exclusive: Bool)?) {
        let maximum = try optional(keywords.exclusiveMaximum, read).map { ($0, exclusive: true) }
            ?? optional(keywords.maximum, read).map { ($0, exclusive: false) }
        let minimum = try optional(keywords.exclusiveMinimum, read).map { ($0, exclusive: true) }
            ?? optional(keywords.minimum, read).map { ($0, exclusive: false) }
        return (try optional(keywords.multipleOf, read), maximum, minimum)
    }

    private func integerContext() throws -> JSONSchema.IntegerContext {
        // OpenAPIKit reads all four bounds of an integer as numbers first, whichever it then takes.
        for bound in [keywords.exclusiveMaximum, keywords.maximum, keywords.exclusiveMinimum, keywords.minimum] {
            _ = try optional(bound, Self.double)
        }
        let bounds = try self.bounds(Self.integer)
        return .init(multipleOf: bounds.multipleOf, maximum: bounds.maximum, minimum: bounds.minimum)
    }

    private func numericContext() throws -> JSONSchema.NumericContext {
        let bounds = try self.bounds(Self.double)
        return .init(multipleOf: bounds.multipleOf, maximum: bounds.maximum, minimum: bounds.minimum)
    }

    private func stringContext() throws -> JSONSchema.StringContext {
        .init(maxLength: try optional(keywords.maxLength, Self.integer),
              minLength: try optional(keywords.minLength, Self.integer),
              pattern: try optional(keywords.pattern, Self.string),
              contentMediaType: try value(OpenAPI.ContentType.self, keywords.contentMediaType, "contentMediaType"),
              contentEncoding: try value(OpenAPI.ContentEncoding.self, keywords.contentEncoding, "contentEncoding"))
    }

    private func arrayContext() throws -> JSONSchema.ArrayContext {
        .init(items: try value(JSONSchema.self, keywords.items, "items"),
              maxItems: try optional(keywords.maxItems, Self.integer),
              minItems: try optional(keywords.minItems, Self.integer),
              prefixItems: try optional(keywords.prefixItems) { node -> [JSONSchema] in
                  try members(node, "prefixItems")
              },
              uniqueItems: try optional(keywords.uniqueItems, Self.bool))
    }

    /// As OpenAPIKit reads an object: a property not `required` is optional, a name `required` without a property is
    /// an inferred fragment, and every pattern property is optional.
    private func objectContext() throws -> JSONSchema.ObjectContext {
        let properties: OrderedDictionary<String, JSONSchema> =
            try objectProperties(optional: { $0.optionalSchemaObject() },
                                  inferred: { JSONSchema.inferredProperty })
        let patternProperties: OrderedDictionary<String, JSONSchema> = try optional(keywords.patternProperties) {
            try self.properties($0, "patternProperties")
        } ?? [:]
        return .init(properties: properties,
                     patternProperties: patternProperties.mapValues { $0.optionalSchemaObject() },
                     additionalProperties: try value(Either<Bool, JSONSchema>.self,
                                                     keywords.additionalProperties, "additionalProperties"),
                     maxProperties: try optional(keywords.maxProperties, Self.integer),
                     minProperties: try optional(keywords.minProperties, Self.integer))
    }
}

extension OpenAPIKit.JSONSchema {
    /// What OpenAPIKit's decoding makes of a name an object `required` without a property
    /// (``inferredRequiredProperty(_:)``).
    static let inferredProperty: OpenAPIKit.JSONSchema = inferredRequiredProperty { object in
        object.objectContext?.properties["name"].flatMap { $0.inferred ? $0 : nil }
    }
}
