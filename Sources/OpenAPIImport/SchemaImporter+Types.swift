import Names
import OpenAPIKit

extension SchemaImporter {
    /// The spec type for `schema` found at `path`; `hint` names a model it needs (`PetCategory`).
    mutating func type(_ schema: JSONSchema, hint: String, path: [String]) -> ImportedType {
        var result: ImportedType
        switch schema.value {
        case .reference(let reference, _):
            result = referenced(reference, path: path)
        case .boolean: result = ImportedType(text: "Bool")
        case .integer(let core, _):
            switch core.format {
            case .int32: result = ImportedType(text: "Int32")
            case .int64: result = ImportedType(text: "Int64")
            default: result = ImportedType(text: "Int")
            }
        case .number(let core, _): result = ImportedType(text: core.format == .float ? "Float" : "Double")
        case .string(let core, let string):
            if !(core.allowedValues ?? []).isEmpty {
                result = model(schema, name: claimName(hint), path: path)
            } else if string.contentEncoding != nil || string.contentMediaType != nil {
                result = ImportedType(text: "Data")
            } else {
                result = Self.stringType(core.format)
            }
        case .array(_, let array):
            guard let items = array.items else { return nullable(ImportedType(text: "[JSON]"), schema) }
            let element = type(items, hint: hint + "Item", path: path + ["items"])
            result = ImportedType(text: "[\(element.element)]", models: element.models, exact: element.exact)
        case .object(_, let object):
            if !object.properties.isEmpty {
                result = model(schema, name: claimName(hint), path: path)
            } else if case .b(let values)? = object.additionalProperties {
                let value = type(values, hint: hint + "Value", path: path + ["additionalProperties"])
                result = ImportedType(text: "[String: \(value.element)]", models: value.models, exact: value.exact)
            } else {
                result = .json
            }
        case .all, .one, .any:
            result = makesModel(schema) ? model(schema, name: claimName(hint), path: path) : combined(schema, hint: hint, path: path)
        case .not:
            warn(path, "'not' can't be expressed; imported as JSON")
            result = ImportedType(text: "JSON", exact: false)
        case .fragment(let core):
            result = (core.allowedValues?.count == 1) ? Self.constType(core.allowedValues![0]) : .json
        case .null:
            result = ImportedType(text: "JSON", nullable: true)
        }
        return nullable(result, schema)
    }

    private func nullable(_ type: ImportedType, _ schema: JSONSchema) -> ImportedType {
        var type = type
        if schema.nullable { type.nullable = true }
        return type
    }

    static func stringType(_ format: JSONTypeFormat.StringFormat) -> ImportedType {
        switch format {
        case .dateTime: return ImportedType(text: "Date")
        case .date: return ImportedType(text: "Date", dateOnly: true)
        case .other(let name) where name == "binary" || name == "byte": return ImportedType(text: "Data")
        case .uuid: return ImportedType(text: "UUID")
        case .uri, .other("url"): return ImportedType(text: "URL")
        default: return ImportedType(text: "String")
        }
    }

    private static func constType(_ value: AnyCodable) -> ImportedType {
        switch value.value {
        case is Bool: return ImportedType(text: "Bool")
        case is Int: return ImportedType(text: "Int")
        case is Double: return ImportedType(text: "Double")
        case is String: return ImportedType(text: "String")
        default: return .json
        }
    }

    /// A `$ref`: a component schema (others are not imported).
    private mutating func referenced(_ reference: JSONReference<JSONSchema>, path: [String]) -> ImportedType {
        let text = reference.absoluteString
        let prefix = "#/components/schemas/"
        guard text.hasPrefix(prefix) else {
            warn(path, "reference '\(text)' is not to a component schema; imported as JSON")
            return ImportedType(text: "JSON", exact: false)
        }
        let key = String(text.dropFirst(prefix.count)).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        return component(key)
    }

    /// `allOf`, `oneOf` or `anyOf` that makes no model: one member (with `null` or annotations beside it).
    private mutating func combined(_ schema: JSONSchema, hint: String, path: [String]) -> ImportedType {
        let (members, key): ([JSONSchema], String)
        switch schema.value {
        case .all(let of, _): (members, key) = (of.filter { !Self.isAnnotation($0) }, "allOf")
        case .one(let of, _): (members, key) = (of, "oneOf")
        case .any(let of, _): (members, key) = (of, "anyOf")
        default: return .json
        }
        let substantive = members.enumerated().filter { !$0.element.isNull }
        guard let (index, member) = substantive.first else { return ImportedType(text: "JSON", nullable: true) }
        var found = type(member, hint: hint, path: path + [key, String(index)])
        if substantive.count < members.count { found.nullable = true }
        return found
    }
}
