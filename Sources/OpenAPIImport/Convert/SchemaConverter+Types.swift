import OpenAPIKit
import SpecModel

extension SchemaConverter {
    /// The type for `schema` found at `path`; a model it needs is named from `place`.
    mutating func type(_ schema: JSONSchema, place: Place, path: [String]) -> SchemaType {
        var result: SchemaType
        switch schema.value {
        case .reference(let reference, _):
            result = referenced(reference, path: path)
        case .boolean: result = SchemaType(.builtin(.bool))
        case .integer(let core, _): result = Self.builtin("integer", core.format.rawValue)
        case .number(let core, _): result = Self.builtin("number", core.format.rawValue)
        case .string(let core, let string):
            if !(core.allowedValues ?? []).isEmpty {
                result = inlineModel(schema, place: place, path: path)
            } else if string.contentEncoding != nil || string.contentMediaType != nil {
                result = SchemaType(.builtin(.data))
            } else {
                result = Self.stringType(core.format)
            }
        case .array(_, let array):
            guard let items = array.items else { return nullable(SchemaType(.array(.json)), schema) }
            let element = type(items, place: place.appending("Item"), path: path + ["items"])
            result = SchemaType(.array(element.element), dateOnly: element.dateOnly)
        case .object(_, let object):
            if !object.properties.isEmpty {
                result = inlineModel(schema, place: place, path: path)
            } else if case .b(let values)? = object.additionalProperties {
                let value = type(values, place: place.appending("Value"), path: path + ["additionalProperties"])
                result = SchemaType(.dictionary(value.element), dateOnly: value.dateOnly)
            } else {
                result = .json
            }
        case .all, .one, .any:
            result = makesModel(schema) ? inlineModel(schema, place: place, path: path)
                : combined(schema, place: place, path: path)
        case .not:
            lose(path, .notSchema, "'not' can't be expressed; imported as JSON")
            result = .json
        case .fragment(let core):
            result = core.allowedValues?.count == 1 ? Self.constType(core.allowedValues![0]) : .json
        case .null:
            result = SchemaType(.json, nullable: true)
        }
        return nullable(result, schema)
    }

    /// A model made for an inline schema, named later from `place`.
    private mutating func inlineModel(_ schema: JSONSchema, place: Place, path: [String]) -> SchemaType {
        let id = add(ImportedModel(origin: .inline(owner: place.owner, suffix: place.suffix), kind: .enumeration([]),
                                   location: path))
        return charging(.model(id)) { $0.model(schema, id: id, path: path) }
    }

    private func nullable(_ type: SchemaType, _ schema: JSONSchema) -> SchemaType {
        var type = type
        if schema.nullable || Self.holdsNull(schema) { type.nullable = true }
        return type
    }

    /// A string's type by its format: the built-in type whose traits name the format (`uuid` → `UUID`), or `String`; a
    /// date without a time (`date`) is a `Date` written `yyyy-MM-dd`.
    static func stringType(_ format: JSONTypeFormat.StringFormat) -> SchemaType {
        if format == .date { return SchemaType(.builtin(.date), dateOnly: true) }
        return builtin("string", format.rawValue)
    }

    /// The built-in type an OpenAPI type and format mean (``BuiltinType/openAPI(type:format:)``).
    private static func builtin(_ type: String, _ format: String) -> SchemaType {
        SchemaType(.builtin(BuiltinType.openAPI(type: type, format: format.isEmpty ? nil : format) ?? .json))
    }

    private static func constType(_ value: AnyCodable) -> SchemaType {
        switch value.value {
        case is Bool: return SchemaType(.builtin(.bool))
        case is Int: return SchemaType(.builtin(.int))
        case is Double: return SchemaType(.builtin(.double))
        case is String: return SchemaType(.builtin(.string))
        default: return .json
        }
    }

    /// A `$ref`: a component schema (others are not imported).
    private mutating func referenced(_ reference: JSONReference<JSONSchema>, path: [String]) -> SchemaType {
        let text = reference.absoluteString
        guard let key = ComponentReference.key(text, kind: "schemas") else {
            lose(path, .referenceNotSchema, "\(quoted(text)) is not a component schema; imported as JSON")
            return .json
        }
        return component(key)
    }

    /// `allOf`, `oneOf` or `anyOf` that makes no model: one member (with `null` or annotations beside it).
    private mutating func combined(_ schema: JSONSchema, place: Place, path: [String]) -> SchemaType {
        let (members, key): ([JSONSchema], String)
        switch schema.value {
        case .all(let of, _): (members, key) = (of.filter { !Self.isAnnotation($0) }, "allOf")
        case .one(let of, _): (members, key) = (of, "oneOf")
        case .any(let of, _): (members, key) = (of, "anyOf")
        default: return .json
        }
        let substantive = members.enumerated().filter { !$0.element.isNull }
        guard let (index, member) = substantive.first else { return SchemaType(.json, nullable: true) }
        var found = type(member, place: place, path: path + [key, String(index)])
        if substantive.count < members.count { found.nullable = true }
        if key == "allOf" {
            // Every member says the same type (a string and a ref to a string): that type; else the first,
            // approximated.
            for (other, member) in substantive.dropFirst() {
                let next = type(member, place: place, path: path + [key, String(other)])
                if next.type != found.type {
                    lose(path + [key], .allOfMixedTypes, "allOf of members of different types; imported as the first")
                    break
                }
                if next.nullable { found.nullable = true }
            }
        }
        return found
    }
}
