import Names
import OpenAPIKit

extension SchemaImporter {
    /// `oneOf` / `anyOf`: an enum when every member is a titled constant (`{ title: GUILD_TEXT, const: 0 }`), else a
    /// union of the members' types — tagged when the document gives a discriminator every member can carry.
    mutating func union(_ members: [JSONSchema], discriminator: OpenAPI.Discriminator?, into model: ImportedModel,
                        path: [String]) -> (ImportedModel, Bool) {
        var model = model
        let substantive = members.enumerated().filter { !$0.element.isNull }
        if let cases = Self.constants(substantive.map(\.element)) {
            model.kind = cases
            return (model, true)
        }
        var types: [String] = []
        var exact = true
        for (index, member) in substantive {
            let hint = model.name + (member.title.flatMap(NameRules.upperCamel) ?? "Member\(index + 1)")
            let found = type(member, hint: hint, path: path + [String(index)])
            exact = exact && found.exact
            model.uses.formUnion(found.models)
            // A union member can't be optional: a nullable one makes the union's holder nullable instead.
            if !types.contains(found.text) { types.append(found.text) }
        }
        var tag: String?
        var tags: [(value: String, member: String)] = []
        if let discriminator {
            if types.allSatisfy({ carries(discriminator.propertyName, model: $0) }) {
                tag = discriminator.propertyName
                let mapping = source.ordered(Array(discriminator.mapping ?? [:]), key: \.key, at: path.dropLast() + ["discriminator", "mapping"])
                for (value, reference) in mapping {
                    let key = String(reference.split(separator: "/").last ?? "")
                    if case let found = component(key), types.contains(found.text) { tags.append((value, found.text)) }
                }
            } else {
                warn(path, "discriminator '\(discriminator.propertyName)' is not a required string property of every member; imported untagged")
                exact = false
            }
        }
        model.kind = .union(types, tag: tag, tags: tags)
        return (model, exact)
    }

    /// Whether `type` is a model with a required text property at `key` (what a tagged union's member needs).
    private func carries(_ key: String, model type: String) -> Bool {
        guard case .object(let properties, _)? = models[type]?.kind,
              let property = properties.first(where: { $0.key == key }) else { return false }
        if property.type == "String" { return true }
        if case .enumeration? = models[property.type]?.kind { return true }
        return false
    }

    /// Members that are all constants with titles: an integer enum (case names from the titles) or a string enum.
    private static func constants(_ members: [JSONSchema]) -> ImportedModel.Kind? {
        guard !members.isEmpty else { return nil }
        var integers: [(name: String, value: Int)] = []
        var strings: [String] = []
        for member in members {
            guard let values = member.allowedValues, values.count == 1 else { return nil }
            if let number = values[0].value as? Int, let title = member.title, let name = NameRules.lowerCamel(title.lowercased().replacingOccurrences(of: "_", with: " ")) {
                integers.append((name, number))
            } else if let text = values[0].value as? String {
                strings.append(text)
            } else {
                return nil
            }
        }
        if integers.count == members.count {
            // An enum's own members can't be case names (gen would reject them).
            var seen: Set<String> = ["unknown", "allCases", "rawValue"]
            var seenValues: Set<Int> = []
            let unique = integers.filter { seenValues.insert($0.value).inserted }.map { entry in
                var name = entry.name
                while !seen.insert(name).inserted { name += "Value" }
                return (name: name, value: entry.value)
            }
            return .integerEnum(unique)
        }
        if strings.count == members.count { return .enumeration(unique(strings)) }
        return nil
    }
}
