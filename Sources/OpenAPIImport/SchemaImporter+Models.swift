import Names
import OpenAPIKit

extension SchemaImporter {
    /// Makes the model named `name` for `schema` (already claimed, so members may refer to it) and returns its type.
    mutating func model(_ schema: JSONSchema, name: String, path: [String]) -> ImportedType {
        var made = ImportedModel(name: name, doc: schema.description, deprecated: schema.deprecated, kind: .enumeration([]), path: path)
        add(made)
        var exact = true
        switch schema.value {
        case .string(let core, _):
            let values = (core.allowedValues ?? []).compactMap { $0.value as? String }
            made.kind = .enumeration(Self.unique(values))
        case .object(_, let object):
            let (properties, additional, uses, allExact) = self.properties(object, owner: name, path: path)
            made.kind = .object(properties, additional: additional)
            made.uses = uses
            exact = allExact
        case .all(let members, _):
            (made, exact) = merged(members, into: made, path: path)
        case .one(let members, _), .any(let members, _):
            let key = if case .one = schema.value { "oneOf" } else { "anyOf" }
            (made, exact) = union(members, discriminator: schema.discriminator, into: made, path: path + [key])
            if key == "anyOf", case .union(let types, tag: nil, _) = made.kind,
               types.filter({ if case .object? = models[$0]?.kind { true } else { false } }).count > 1 {
                readsFirstMatch[name] = path + [key]
            }
        default:
            made.kind = .union(["JSON"], tag: nil, tags: [])
            exact = false
        }
        add(made)
        if !exact { inexact.insert(name) }
        return ImportedType(text: name, models: [name], exact: exact)
    }

    /// An object's properties in order (required ones as their type, others optional), the type of its other
    /// members, the models they name, and whether all of them are exact.
    mutating func properties(_ object: JSONSchema.ObjectContext, owner: String, path: [String])
        -> ([ImportedProperty], String?, Set<String>, Bool) {
        var result: [ImportedProperty] = []
        var uses: Set<String> = []
        var exact = true
        let written = source.ordered(Array(object.properties), key: \.key, at: path + ["properties"])
        let required = Set(object.requiredProperties)
        for (index, (key, schema)) in written.enumerated() {
            let hint = owner + (NameRules.upperCamel(key) ?? "Property\(index)")
            let found = type(schema, hint: hint, path: path + ["properties", key])
            let required = required.contains(key)
            var property = ImportedProperty(key: key, type: found.spelled(optional: !required), doc: schema.description)
            property.nullable = found.nullable
            property.deprecated = schema.deprecated
            if found.dateOnly {
                if found.nullable {
                    warn(path + ["properties", key], "a nullable date-only property is imported as a nullable ISO 8601 Date")
                    exact = false
                } else {
                    property.dates = "yyyy-MM-dd"
                }
            }
            if NameRules.lowerCamel(key) == nil { property.swiftName = "property\(index + 1)" }
            uses.formUnion(found.models)
            exact = exact && found.exact
            result.append(property)
        }
        if !object.patternProperties.isEmpty {
            warn(path + ["patternProperties"], "patternProperties can't be expressed; members whose names match a pattern are left out")
            exact = false
        }
        var additional: String?
        if case .b(let values)? = object.additionalProperties, !result.isEmpty {
            let found = type(values, hint: owner + "Value", path: path + ["additionalProperties"])
            additional = found.element
            uses.formUnion(found.models)
        } else if case .a(true)? = object.additionalProperties, !result.isEmpty {
            additional = "JSON"
        }
        return (result, additional, uses, exact)
    }

    /// `allOf` of objects (components or inline) merged into one model: properties in order, the later ones
    /// winning, required when any member requires them.
    private mutating func merged(_ members: [JSONSchema], into model: ImportedModel, path: [String]) -> (ImportedModel, Bool) {
        var model = model
        var properties: [ImportedProperty] = []
        var additional: String?
        var exact = true
        for (index, member) in members.enumerated() where !Self.isAnnotation(member) {
            let memberPath = path + ["allOf", String(index)]
            var parts: [ImportedProperty]?
            switch member.value {
            case .reference(let reference, _):
                let found = type(member, hint: model.name, path: memberPath)
                if let other = found.models.first, found.models.count == 1, case .object(let own, let extra)? = models[other]?.kind,
                   !found.nullable, found.text == other {
                    parts = own
                    additional = additional ?? extra
                    model.uses.formUnion(models[other]?.uses ?? [])
                    exact = exact && !inexact.contains(other)
                } else {
                    warn(memberPath, "allOf member '\(reference.absoluteString)' is not an object with properties; '\(model.name)' is imported as JSON")
                }
            case .object(_, let object):
                let (own, extra, uses, allExact) = self.properties(object, owner: model.name, path: memberPath)
                parts = own
                additional = additional ?? extra
                model.uses.formUnion(uses)
                exact = exact && allExact
            default:
                warn(memberPath, "allOf member is not an object; '\(model.name)' is imported as JSON")
            }
            guard let parts else {
                model.kind = .union(["JSON"], tag: nil, tags: [])
                return (model, false)
            }
            for part in parts {
                if let existing = properties.firstIndex(where: { $0.key == part.key }) {
                    let required = !properties[existing].type.hasSuffix("?") || !part.type.hasSuffix("?")
                    properties[existing] = part
                    if required, part.type.hasSuffix("?") { properties[existing].type = String(part.type.dropLast()) }
                } else {
                    properties.append(part)
                }
            }
        }
        model.kind = properties.isEmpty ? .union(["JSON"], tag: nil, tags: []) : .object(properties, additional: additional)
        return (model, exact && !properties.isEmpty)
    }

    /// The same values once each, in order.
    static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen: Set<T> = []
        return values.filter { seen.insert($0).inserted }
    }
}
