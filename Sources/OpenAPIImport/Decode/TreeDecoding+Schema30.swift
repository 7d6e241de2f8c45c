import Foundation
import OpenAPIKit30
import YAML

extension TreeDecoding {
    /// The OpenAPI 3.0 schema the node holds, built keyword by keyword as OpenAPIKit's own `init(from:)` builds it,
    /// for the schemas that decoding takes without a warning or an error. Nil for any other — a `$ref` to another
    /// document, keywords of two types, a keyword written twice, a value of the wrong kind, a member that fails —
    /// which OpenAPIKit's own decoding then reads, warns of or refuses, in its own words. Subschemas are decoded as
    /// usual (so this way again).
    func schema30() -> OpenAPIKit30.JSONSchema? {
        guard case .mapping(let pairs) = node.kind, let keywords = SchemaKeywords(pairs) else { return nil }
        return try? SchemaReading(keywords: keywords, decoding: self).schema30()
    }
}

/// The building of one 3.0 schema from its keywords; any throw means "let OpenAPIKit's own decoding read it".
extension SchemaReading {
    fileprivate typealias JSONSchema = OpenAPIKit30.JSONSchema

    fileprivate func schema30() throws -> JSONSchema {
        if let reference = keywords.reference {
            guard case .string(let text)? = reference.jsonScalar, text.first == "#",
                  let target = JSONReference<JSONSchema>.InternalReference(rawValue: text) else { throw Unread() }
            return .reference(.internal(target), .init(required: true))
        }
        if let allOf = keywords.allOf {
            return try nullableIfAnyIs(.all(of: members(allOf, "allOf"), core: core30(JSONTypeFormat.AnyFormat.self)))
        }
        if let anyOf = keywords.anyOf {
            return try nullableIfAnyIs(.any(of: members(anyOf, "anyOf"), core: core30(JSONTypeFormat.AnyFormat.self)))
        }
        if let oneOf = keywords.oneOf {
            return try nullableIfAnyIs(.one(of: members(oneOf, "oneOf"), core: core30(JSONTypeFormat.AnyFormat.self)))
        }
        if let not = keywords.not {
            guard let schema = try value(JSONSchema.self, not, "not") else { throw Unread() }
            return .not(schema, core: try core30(JSONTypeFormat.AnyFormat.self))
        }

        let type = try optional(keywords.type) { node -> JSONType in
            guard let type = JSONType(rawValue: try Self.string(node)) else { throw Unread() }
            return type
        }
        // Keywords of more than one type, or of another type than `type` says, are OpenAPIKit's warning to give.
        let groups = [keywords.hasNumeric ? JSONType.number.group : nil,
                      keywords.hasString ? JSONType.string.group : nil,
                      keywords.hasArray ? JSONType.array.group : nil,
                      keywords.hasObject ? JSONType.object.group : nil].compactMap { $0 }
        guard groups.count <= 1, type.map({ type in groups.allSatisfy { $0 == type.group } }) ?? true else {
            throw Unread()
        }

        switch type {
        case .integer: return .integer(try core30(JSONTypeFormat.IntegerFormat.self), try integerContext30())
        case .number: return .number(try core30(JSONTypeFormat.NumberFormat.self), try numericContext30())
        case nil where keywords.hasNumeric:
            return .number(try core30(JSONTypeFormat.NumberFormat.self), try numericContext30())
        case .string: return .string(try core30(JSONTypeFormat.StringFormat.self), try stringContext30())
        case nil where keywords.hasString:
            return .string(try core30(JSONTypeFormat.StringFormat.self), try stringContext30())
        case .array: return .array(try core30(JSONTypeFormat.ArrayFormat.self), try arrayContext())
        case nil where keywords.hasArray: return .array(try core30(JSONTypeFormat.ArrayFormat.self), try arrayContext())
        case .object: return .object(try core30(JSONTypeFormat.ObjectFormat.self), try objectContext())
        case nil where keywords.hasObject:
            return .object(try core30(JSONTypeFormat.ObjectFormat.self), try objectContext())
        case .boolean: return .boolean(try core30(JSONTypeFormat.BooleanFormat.self))
        case nil:
            let core = try core30(JSONTypeFormat.AnyFormat.self)
            // Nothing but keywords OpenAPIKit doesn't read is its warning to give.
            guard !core.isEmpty || keywords.count == 0 else { throw Unread() }
            return .fragment(core)
        }
    }

    private func nullableIfAnyIs(_ schema: JSONSchema) -> JSONSchema {
        schema.subschemas.contains(where: \.nullable) ? schema.nullableSchemaObject() : schema
    }

    /// The keywords every 3.0 schema has, as OpenAPIKit reads them.
    private func core30<Format: OpenAPIFormat>(_: Format.Type) throws -> OpenAPIKit30.JSONSchema.CoreContext<Format> {
        let nullable = try optional(keywords.nullable, Self.bool)
        let format = try optional(keywords.format) { node -> Format in
            guard let format = Format(rawValue: try Self.string(node)) else { throw Unread() }
            return format
        }
        let allowedValues: [AnyCodable]?
        if Format.self == JSONTypeFormat.StringFormat.self {
            // A nullable string's values are read as optional strings by OpenAPIKit; left to it.
            if nullable == true, keywords.allowedValues != nil { throw Unread() }
            allowedValues = try optional(keywords.allowedValues, Self.strings)?.map(AnyCodable.init)
        } else {
            allowedValues = try value([AnyCodable].self, keywords.allowedValues, "enum")
        }
        return OpenAPIKit30.JSONSchema.CoreContext(
            format: format ?? .unspecified, required: true, nullable: nullable, permissions: try permissions(),
            deprecated: try optional(keywords.deprecated, Self.bool), title: try optional(keywords.title, Self.string),
            description: try optional(keywords.description, Self.string),
            discriminator: try value(OpenAPI.Discriminator.self, keywords.discriminator, "discriminator"),
            externalDocs: try value(OpenAPI.ExternalDocumentation.self, keywords.externalDocs, "externalDocs"),
            allowedValues: allowedValues, defaultValue: try value(AnyCodable.self, keywords.defaultValue, "default"),
            example: try value(AnyCodable.self, keywords.example, "example"))
    }

    private func integerContext30() throws -> OpenAPIKit30.JSONSchema.IntegerContext {
        let bounds = try self.bounds(Self.integer)
        return .init(multipleOf: bounds.multipleOf, maximum: bounds.maximum, minimum: bounds.minimum)
    }

    private func numericContext30() throws -> OpenAPIKit30.JSONSchema.NumericContext {
        let bounds = try self.bounds(Self.double)
        return .init(multipleOf: bounds.multipleOf, maximum: bounds.maximum, minimum: bounds.minimum)
    }

    /// `multipleOf`, `maximum` and `minimum`, each number read by `read`, the bounds with their exclusions (3.0's
    /// `exclusiveMaximum: true`).
    private func bounds<Number>(_ read: (Node) throws -> Number) throws
        -> (multipleOf: Number?, maximum: (Number, exclusive: Bool)?, minimum: (Number, exclusive: Bool)?) {
        let exclusiveMaximum = try optional(keywords.exclusiveMaximum, Self.bool) ?? false
        let exclusiveMinimum = try optional(keywords.exclusiveMinimum, Self.bool) ?? false
        return (try optional(keywords.multipleOf, read),
                try optional(keywords.maximum, read).map { ($0, exclusive: exclusiveMaximum) },
                try optional(keywords.minimum, read).map { ($0, exclusive: exclusiveMinimum) })
    }

    private func stringContext30() throws -> OpenAPIKit30.JSONSchema.StringContext {
        .init(maxLength: try optional(keywords.maxLength, Self.integer),
              minLength: try optional(keywords.minLength, Self.integer),
              pattern: try optional(keywords.pattern, Self.string))
    }

    private func arrayContext() throws -> JSONSchema.ArrayContext {
        .init(items: try value(JSONSchema.self, keywords.items, "items"),
              maxItems: try optional(keywords.maxItems, Self.integer),
              minItems: try optional(keywords.minItems, Self.integer),
              uniqueItems: try optional(keywords.uniqueItems, Self.bool))
    }

    /// As OpenAPIKit reads an object: a property not `required` is optional, and a name `required` without a
    /// property is an inferred fragment.
    private func objectContext() throws -> JSONSchema.ObjectContext {
        let properties: OrderedDictionary<String, JSONSchema> =
            try objectProperties(optional: { $0.optionalSchemaObject() },
                                  inferred: { JSONSchema.inferredProperty })
        return .init(properties: properties,
                     additionalProperties: try value(Either<Bool, JSONSchema>.self, keywords.additionalProperties,
                                                     "additionalProperties"),
                     maxProperties: try optional(keywords.maxProperties, Self.integer),
                     minProperties: try optional(keywords.minProperties, Self.integer))
    }
}

extension OpenAPIKit30.JSONSchema {
    /// What OpenAPIKit's decoding makes of a name an object `required` without a property
    /// (``inferredRequiredProperty(_:)``).
    static let inferredProperty: OpenAPIKit30.JSONSchema = inferredRequiredProperty { object in
        object.objectContext?.properties["name"].flatMap { $0.inferred ? $0 : nil }
    }
}
