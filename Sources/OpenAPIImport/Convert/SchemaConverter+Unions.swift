import Names
import OpenAPIKit
import SpecModel

extension SchemaConverter {
    /// `oneOf` / `anyOf`: an enum when every member is a titled constant (`{ title: GUILD_TEXT, const: 0 }`), else a
    /// union of the members' types — tagged when the document gives a discriminator every member can carry.
    mutating func union(_ members: [JSONSchema], discriminator: OpenAPI.Discriminator?, owner: ImportedModelID,
                        path: [String]) -> ImportedModel.Kind {
        let substantive = members.enumerated().filter { !$0.element.isNull }
        if let cases = Self.constants(substantive.map(\.element)) { return cases }
        var types: [ImportedType] = []
        for (index, member) in substantive {
            let word = member.title.flatMap(NameRules.upperCamel) ?? "Member\(index + 1)"
            let found = type(member, place: Place(owner: .model(owner), suffix: word), path: path + [String(index)])
            // A union member can't be optional: a nullable one makes the union's holder nullable instead.
            if !types.contains(found.type) { types.append(found.type) }
        }
        var tag: String?
        var tags: [(value: String, member: ImportedModelID)] = []
        if let discriminator {
            if types.allSatisfy({ carries(discriminator.propertyName, type: $0) }) {
                tag = discriminator.propertyName
                let mapping = source.ordered(Array(discriminator.mapping ?? [:]), key: \.key,
                                             at: path.dropLast() + ["discriminator", "mapping"])
                for (value, reference) in mapping {
                    let key = String(reference.split(separator: "/").last ?? "")
                    if case .model(let id) = component(key).type, types.contains(.model(id)) {
                        tags.append((value, id))
                    }
                }
            } else {
                lose(path, .untaggedDiscriminator, "discriminator \(quoted(discriminator.propertyName)) is not a "
                           + "required string property of every member; imported untagged")
            }
        }
        return .union(types, tag: tag, tags: tags)
    }

    /// Whether `type` is a model with a required text property at `key` (what a tagged union's member needs).
    private func carries(_ key: String, type: ImportedType) -> Bool {
        guard case .model(let id) = type, case .object(let properties, _) = models[id.index].kind,
              let property = properties.first(where: { $0.key == key }), property.required,
              !property.type.nullable else { return false }
        switch property.type.type {
        case .builtin(.string): return true
        case .model(let target):
            if case .enumeration = models[target.index].kind { return true }
            return false
        default: return false
        }
    }

    /// Members that are all constants with titles: an integer enum (case names from the titles) or a string enum.
    private static func constants(_ members: [JSONSchema]) -> ImportedModel.Kind? {
        guard !members.isEmpty else { return nil }
        var integers: [(title: String, value: Int)] = []
        var strings: [String] = []
        for member in members {
            guard let values = member.allowedValues, values.count == 1 else { return nil }
            if let number = values[0].value as? Int, let title = member.title, NameRules.lowerCamel(title) != nil {
                integers.append((title, number))
            } else if let text = values[0].value as? String {
                strings.append(text)
            } else {
                return nil
            }
        }
        if integers.count == members.count {
            var seenValues: Set<Int> = []
            return .integerEnum(integers.filter { seenValues.insert($0.value).inserted })
        }
        if strings.count == members.count { return .enumeration(unique(strings)) }
        return nil
    }
}
