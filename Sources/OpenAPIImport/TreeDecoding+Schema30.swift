import OpenAPIKit30
import YAML

extension TreeDecoding {
    /// The OpenAPI 3.0 schema the node holds, built keyword by keyword as OpenAPIKit's own `init(from:)` builds it,
    /// for the schemas that decoding takes without a warning or an error. Nil for any other — a `$ref` to another
    /// document, keywords of two types, a keyword written twice, a value of the wrong kind, a member that fails —
    /// which OpenAPIKit's own decoding then reads, warns of or refuses, in its own words. Subschemas are decoded as
    /// usual (so once per content, and this way again).
    func schema30() -> OpenAPIKit30.JSONSchema? {
        guard case .mapping(let pairs) = node.kind, let keywords = Schema30Keywords(pairs) else { return nil }
        return try? Schema30Building(keywords: keywords, decoding: self).schema()
    }
}

/// The building of one schema from its keywords; any throw means "let OpenAPIKit's own decoding read it".
private struct Schema30Building {
    typealias JSONSchema = OpenAPIKit30.JSONSchema
    let keywords: Schema30Keywords
    let decoding: TreeDecoding

    struct Unread: Error {}

    func schema() throws -> JSONSchema {
        let k = keywords
        if let reference = k.reference {
            guard case .string(let text)? = reference.jsonScalar, text.first == "#",
                  let target = JSONReference<JSONSchema>.InternalReference(rawValue: text) else { throw Unread() }
            return .reference(.internal(target), .init(required: true))
        }
        if let allOf = k.allOf { return try nullableIfAnyIs(.all(of: members(allOf, "allOf"), core: core(JSONTypeFormat.AnyFormat.self))) }
        if let anyOf = k.anyOf { return try nullableIfAnyIs(.any(of: members(anyOf, "anyOf"), core: core(JSONTypeFormat.AnyFormat.self))) }
        if let oneOf = k.oneOf { return try nullableIfAnyIs(.one(of: members(oneOf, "oneOf"), core: core(JSONTypeFormat.AnyFormat.self))) }
        if let not = k.not { return .not(try subschema(not, "not"), core: try core(JSONTypeFormat.AnyFormat.self)) }

        let type = try optional(k.type) { node -> JSONType in
            guard let type = JSONType(rawValue: try Self.string(node)) else { throw Unread() }
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
        let k = keywords
        let nullable = try optional(k.nullable, Self.bool)
        let format = try optional(k.format) { node -> Format in
            guard let format = Format(rawValue: try Self.string(node)) else { throw Unread() }
            return format
        }
        let allowedValues: [AnyCodable]?
        if Format.self == JSONTypeFormat.StringFormat.self {
            // A nullable string's values are read as optional strings by OpenAPIKit; left to it.
            if nullable == true, k.allowedValues != nil { throw Unread() }
            allowedValues = try optional(k.allowedValues, Self.strings)?.map(AnyCodable.init)
        } else {
            allowedValues = try value([AnyCodable].self, k.allowedValues, "enum")
        }
        let readOnly = try optional(k.readOnly, Self.bool)
        let writeOnly = try optional(k.writeOnly, Self.bool)
        let permissions: JSONSchema.Permissions?
        switch (readOnly, writeOnly) {
        case (nil, nil): permissions = nil
        case (true, true): throw Unread()
        case (true, _): permissions = .readOnly
        case (_, true): permissions = .writeOnly
        default: permissions = .readWrite
        }
        return JSONSchema.CoreContext(format: format ?? .unspecified, required: true, nullable: nullable, permissions: permissions,
                                      deprecated: try optional(k.deprecated, Self.bool), title: try optional(k.title, Self.string),
                                      description: try optional(k.description, Self.string),
                                      discriminator: try value(OpenAPI.Discriminator.self, k.discriminator, "discriminator"),
                                      externalDocs: try value(OpenAPI.ExternalDocumentation.self, k.externalDocs, "externalDocs"),
                                      allowedValues: allowedValues, defaultValue: try value(AnyCodable.self, k.defaultValue, "default"),
                                      example: try value(AnyCodable.self, k.example, "example"))
    }

    private func integerContext() throws -> JSONSchema.IntegerContext {
        let bounds = try self.bounds(Self.integer)
        return .init(multipleOf: bounds.multipleOf, maximum: bounds.maximum, minimum: bounds.minimum)
    }

    private func numericContext() throws -> JSONSchema.NumericContext {
        let bounds = try self.bounds(Self.double)
        return .init(multipleOf: bounds.multipleOf, maximum: bounds.maximum, minimum: bounds.minimum)
    }

    /// `multipleOf`, `maximum` and `minimum`, each number read by `read`, the bounds with their exclusions.
    private func bounds<Number>(_ read: (Node) throws -> Number) throws
        -> (multipleOf: Number?, maximum: (Number, exclusive: Bool)?, minimum: (Number, exclusive: Bool)?) {
        let k = keywords
        let exclusiveMaximum = try optional(k.exclusiveMaximum, Self.bool) ?? false
        let exclusiveMinimum = try optional(k.exclusiveMinimum, Self.bool) ?? false
        return (try optional(k.multipleOf, read), try optional(k.maximum, read).map { ($0, exclusive: exclusiveMaximum) },
                try optional(k.minimum, read).map { ($0, exclusive: exclusiveMinimum) })
    }

    private func stringContext() throws -> JSONSchema.StringContext {
        let k = keywords
        return .init(maxLength: try optional(k.maxLength, Self.integer), minLength: try optional(k.minLength, Self.integer),
                     pattern: try optional(k.pattern, Self.string))
    }

    private func arrayContext() throws -> JSONSchema.ArrayContext {
        let k = keywords
        return .init(items: try value(JSONSchema.self, k.items, "items"), maxItems: try optional(k.maxItems, Self.integer),
                     minItems: try optional(k.minItems, Self.integer), uniqueItems: try optional(k.uniqueItems, Self.bool))
    }

    /// As OpenAPIKit reads an object: a property not `required` is optional, and a name `required` without a
    /// property is an inferred fragment.
    private func objectContext() throws -> JSONSchema.ObjectContext {
        let k = keywords
        let required = try optional(k.required, Self.strings) ?? []
        var properties = OrderedDictionary<String, JSONSchema>()
        if let node = k.properties, node.jsonScalar != .null {
            guard case .mapping(let pairs) = node.kind else { throw Unread() }
            let decoding = decoding.child(node, key: TreeKey(stringValue: "properties"))
            for pair in pairs {
                guard let name = pair.key.string, properties[name] == nil else { throw Unread() }
                let schema = try decoding.child(pair.value, key: TreeKey(stringValue: name)).decodeValue(JSONSchema.self)
                properties[name] = required.contains(name) ? schema : schema.optionalSchemaObject()
            }
        }
        for name in required where properties[name] == nil {
            properties[name] = .fragment(.init(required: true, _inferred: true))
        }
        return .init(properties: properties,
                     additionalProperties: try value(Either<Bool, JSONSchema>.self, k.additionalProperties, "additionalProperties"),
                     maxProperties: try optional(k.maxProperties, Self.integer), minProperties: try optional(k.minProperties, Self.integer))
    }

    private func members(_ node: Node, _ key: String) throws -> [JSONSchema] {
        guard case .sequence(let items) = node.kind else { throw Unread() }
        let decoding = decoding.child(node, key: TreeKey(stringValue: key))
        return try items.enumerated().map { index, item in
            try decoding.child(item, key: TreeKey(intValue: index)).decodeValue(JSONSchema.self)
        }
    }

    private func subschema(_ node: Node, _ key: String) throws -> JSONSchema {
        try decoding.child(node, key: TreeKey(stringValue: key)).decodeValue(JSONSchema.self)
    }

    /// A value decoded as usual, nil where the keyword is absent or `null` (as `decodeIfPresent` reads it).
    private func value<T: Decodable>(_ type: T.Type, _ node: Node?, _ key: String) throws -> T? {
        guard let node, node.jsonScalar != .null else { return nil }
        return try decoding.child(node, key: TreeKey(stringValue: key)).decodeValue(type)
    }

    /// A scalar read as the tree decoder reads it, nil where the keyword is absent or `null`.
    private func optional<T>(_ node: Node?, _ read: (Node) throws -> T) throws -> T? {
        guard let node, node.jsonScalar != .null else { return nil }
        return try read(node)
    }

    private static func bool(_ node: Node) throws -> Bool {
        guard case .bool(let value)? = node.jsonScalar else { throw Unread() }
        return value
    }

    private static func string(_ node: Node) throws -> String {
        guard case .string(let value)? = node.jsonScalar else { throw Unread() }
        return value
    }

    private static func double(_ node: Node) throws -> Double {
        switch node.jsonScalar {
        case .int(let value)?: return Double(value)
        case .double(let value)?: return value
        default: throw Unread()
        }
    }

    private static func integer(_ node: Node) throws -> Int {
        switch node.jsonScalar {
        case .int(let value)?: if let exact = Int(exactly: value) { return exact }
        case .double(let value)?: if let exact = Int(exactly: value) { return exact }
        default: break
        }
        throw Unread()
    }

    private static func strings(_ node: Node) throws -> [String] {
        guard case .sequence(let items) = node.kind else { throw Unread() }
        return try items.map(string)
    }
}
