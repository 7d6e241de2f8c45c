import Names
import OpenAPIKit
import SpecModel

extension SchemaConverter {
    /// Fills in model `id` (already added, so members may refer to it) from `schema` and returns its type.
    mutating func model(_ schema: JSONSchema, id: ImportedModelID, path: [String]) -> SchemaType {
        var kind: ImportedModel.Kind
        switch schema.value {
        case .string(let core, _):
            kind = .enumeration(Self.unique((core.allowedValues ?? []).compactMap { $0.value as? String }))
        case .object(_, let object):
            let (properties, additional) = self.properties(object, owner: id, path: path)
            kind = .object(properties, additional: additional)
        case .all(let members, _):
            kind = merged(members, owner: id, path: path)
        case .one(let members, _), .any(let members, _):
            let key = if case .one = schema.value { "oneOf" } else { "anyOf" }
            kind = union(members, discriminator: schema.discriminator, owner: id, path: path + [key])
            if key == "anyOf" { update(id) { $0.anyOfLocation = path + [key] } }
        default:
            lose(path, .unexpressibleSchema, "this schema can't be expressed; imported as JSON")
            kind = .union([.json], tag: nil, tags: [])
        }
        var caseNames: [String: String] = [:]
        if case .enumeration(let values) = kind { caseNames = givenCaseNames(values, at: path) }
        update(id) { model in
            model.kind = kind
            model.doc = schema.description
            model.deprecated = schema.deprecated
            model.caseNames = caseNames
        }
        return SchemaType(.model(id))
    }

    /// Whether a type is a model with properties.
    func isObject(_ type: ImportedType) -> Bool {
        guard case .model(let id) = type, case .object = models[id.index].kind else { return false }
        return true
    }

    /// An object's properties in order (required when the schema says so) and the type of its other members.
    mutating func properties(_ object: JSONSchema.ObjectContext, owner: ImportedModelID, path: [String])
        -> ([ImportedProperty], SchemaType?) {
        var result: [ImportedProperty] = []
        let written = source.ordered(Array(object.properties), key: \.key, at: path + ["properties"])
        let required = Set(object.requiredProperties)
        for (key, schema) in written {
            let place = Place(owner: .model(owner), suffix: NameRules.upperCamel(key) ?? "Property")
            let location = path + ["properties", key]
            let found = type(schema, place: place, path: location)
            result.append(ImportedProperty(key: key, type: found, required: required.contains(key),
                                           doc: schema.description, deprecated: schema.deprecated, location: location))
        }
        if !object.patternProperties.isEmpty {
            lose(path + ["patternProperties"], .patternProperties,
                 "patternProperties can't be expressed; members whose names match a pattern are left out")
        }
        var additional: SchemaType?
        if case .b(let values)? = object.additionalProperties, !result.isEmpty {
            additional = type(values, place: Place(owner: .model(owner), suffix: "Value"),
                              path: path + ["additionalProperties"])
        } else if case .a(true)? = object.additionalProperties, !result.isEmpty {
            additional = .json
        }
        return (result, additional)
    }

    /// `allOf` of objects (components or inline) merged into one model: properties in order, the later ones
    /// winning, required when any member requires them.
    private mutating func merged(_ members: [JSONSchema], owner: ImportedModelID, path: [String])
        -> ImportedModel.Kind {
        var properties: [ImportedProperty] = []
        var additional: SchemaType?
        var required: Set<String> = []
        // Inline `allOf`s among the members are members too.
        var flat: [(schema: JSONSchema, path: [String])] = []
        func flatten(_ members: [JSONSchema], _ path: [String]) {
            for (index, member) in members.enumerated() where !Self.isAnnotation(member) {
                if case .all(let inner, _) = member.value {
                    flatten(inner, path + ["allOf", String(index)])
                } else {
                    flat.append((member, path + ["allOf", String(index)]))
                }
            }
        }
        flatten(members, path)
        for (member, memberPath) in flat {
            var parts: [ImportedProperty]?
            if case .object(_, let object) = member.value, object.properties.isEmpty {
                // `{ required: [a, b] }`: makes properties of the other members required.
                required.formUnion(object.requiredProperties)
                continue
            }
            switch member.value {
            case .one(let choices, _) where choices.allSatisfy(Self.onlyRequires),
                 .any(let choices, _) where choices.allSatisfy(Self.onlyRequires):
                // A choice of members that only require keys (`oneOf: [{required: [a]}, {required: [b]}]`): no key
                // of its own, and none required, as each may be left out.
                continue
            case .reference(let reference, _):
                let found = type(member, place: Place(owner: .model(owner), suffix: ""), path: memberPath)
                if found.type == .builtin(.json) && !found.nullable {
                    // Any object (`{ type: object }` without properties): no key of its own, nothing to merge.
                    continue
                }
                // A member that may be null (`nullable: true`) beside objects that may not: the value is an object.
                if case .model(let other) = found.type, case .object(let own, let extra) = models[other.index].kind {
                    parts = own
                    additional = additional ?? extra
                    // What the member lost, the merged model loses too.
                    update(owner) { $0.absorbed.append(other) }
                } else {
                    lose(memberPath, .allOfMemberNotObject, "allOf member \(quoted(reference.absoluteString)) is not "
                                     + "an object with properties; imported as JSON")
                }
            case .object(_, let object):
                let (own, extra) = self.properties(object, owner: owner, path: memberPath)
                parts = own
                additional = additional ?? extra
            default:
                lose(memberPath, .allOfMemberNotObject, "allOf member is not an object; imported as JSON")
            }
            guard let parts else { return .union([.json], tag: nil, tags: []) }
            for part in parts {
                if let existing = properties.firstIndex(where: { $0.key == part.key }), part.type == .json {
                    // A member that only requires a property another member declares (`{ required: [name] }`, which the
                    // decoder gives an untyped property): the declared one, required.
                    properties[existing].required = properties[existing].required || part.required
                } else if let existing = properties.firstIndex(where: { $0.key == part.key }) {
                    let required = properties[existing].required || part.required
                    properties[existing] = part
                    properties[existing].required = required
                } else {
                    properties.append(part)
                }
            }
        }
        for index in properties.indices where required.contains(properties[index].key) {
            properties[index].required = true
        }
        return properties.isEmpty ? .union([.json], tag: nil, tags: []) : .object(properties, additional: additional)
    }

    /// `{ required: [before] }`: a schema that only says which keys an object has, as the members of an `allOf`'s
    /// `oneOf: [{required: [before]}, {required: [after]}]` do (one of two keys is sent): it adds no key.
    private static func onlyRequires(_ schema: JSONSchema) -> Bool {
        // (The decoder gives each name `required` without a property an untyped, inferred property.)
        guard case .object(_, let object) = schema.value else { return false }
        return object.properties.values.allSatisfy(\.inferred) && object.additionalProperties == nil
            && !object.requiredProperties.isEmpty
    }

    /// The same values once each, in order.
    static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen: Set<T> = []
        return values.filter { seen.insert($0).inserted }
    }
}

extension SchemaConverter {
    /// The names the document gives the cases of the string enum at `path`, by raw value: `x-ms-enum`'s
    /// `values: [{ value, name }]`; empty unless it names every one of `values`.
    func givenCaseNames(_ values: [String], at path: [String]) -> [String: String] {
        guard let named = source.extensions(at: path).first(where: { $0.key == "x-ms-enum" })?.value
            .value(at: ["values"])?.sequence else { return [:] }
        var names: [String: String] = [:]
        for entry in named {
            guard let value = entry.value(at: ["value"])?.string, let name = entry.value(at: ["name"])?.string,
                  !name.isEmpty else { continue }
            names[value] = names[value] ?? name
        }
        return values.allSatisfy { names[$0] != nil } ? names : [:]
    }
}
