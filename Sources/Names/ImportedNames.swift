import SpecModel

/// The names the OpenAPI importer gives what it takes from a document — component keys, operationIds, titles —
/// by the rules gen itself names with: idiomatic (`auto_merge` → `AutoMerge`, `repos/list-for-user` →
/// `reposListForUser`, `v1.PodList` → `V1PodList`), clear of what gen reserves, and stable: a name depends on its
/// key alone, and where several keys meet on one name the keys alone decide who keeps it (``separate(_:)``).
/// Hand-written specs keep whatever they say.
public enum ImportedNames {
    /// A model name for a component key or a title: UpperCamelCase, `Model` after a name gen reserves (`Request`
    /// → `RequestModel`, `Data` → `DataModel`).
    public static func typeName(_ key: String) -> String {
        let name = NameRules.upperCamel(key) ?? "Model"
        return isReserved(name) ? name + "Model" : name
    }

    /// The service's name from a title (`Swagger Petstore - OpenAPI 3.0` → `SwaggerPetstoreOpenAPI30`): `API` before
    /// one that doesn't start with a letter, after one gen reserves.
    public static func serviceName(_ title: String) -> String {
        var name = NameRules.upperCamel(title) ?? "API"
        if name.first?.isLetter != true { name = "API" + name.drop { !$0.isLetter && !$0.isNumber } }
        return isReserved(name) ? name + "API" : name
    }

    /// An endpoint name from an operationId (`repos/list-for-user` → `reposListForUser`); nil when nothing of it
    /// makes a name.
    public static func endpointName(operationID: String) -> String? {
        NameRules.lowerCamel(operationID).map { $0.hasPrefix("_") ? "operation" + $0.dropFirst() : $0 }
    }

    /// An endpoint name from its method and path: `GET /pets/{petId}` → `getPetsPetId`.
    public static func endpointName(method: String, path: String) -> String {
        let words = path.split(separator: "/").compactMap { NameRules.upperCamel(String($0)) }
        return method.lowercased() + words.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }.joined()
    }

    /// Whether gen refuses a type of this name (a built-in spec type, a type generated code names, a runtime type).
    public static func isReserved(_ name: String) -> Bool {
        ReservedTypeNames.contains(name)
    }

    /// Swift case names for an integer enum's cases from their titles (`GUILD_TEXT` → `guildText`), each once and
    /// none named like a member every enum has (`unknown` → `unknownValue`).
    public static func caseNames(_ titles: [String]) -> [String] {
        unique(titles.map { NameRules.lowerCamel($0.lowercased().replacingOccurrences(of: "_", with: " ")) })
    }

    /// Swift case names for a string enum's cases from the names a document gives them (`StandardLRS` →
    /// `standardLRS`: their own capitals kept), each once and none named like a member every enum has.
    public static func givenCaseNames(_ names: [String]) -> [String] {
        unique(names.map(NameRules.lowerCamel))
    }

    /// Each name once (a later one gets `Value` after it), none a member every enum has; a missing one is `value`.
    private static func unique(_ names: [String?]) -> [String] {
        var seen = Set(Reserved.enumMembers.keys)
        return names.map { candidate in
            var name = candidate ?? "value"
            while !seen.insert(name).inserted { name += "Value" }
            return name
        }
    }

    /// One name per candidate, in the candidates' order: each keeps its `name` unless a candidate before it in
    /// `(rank, key)` order — or a name in `taken` — has it (ignoring case: types are files), and then gets the first of
    /// `name2`, `name3`, … that is free. The result depends on the candidates as a set, never on their order.
    public static func separate(_ candidates: [(name: String, rank: Int, key: String)], taken: Set<String> = [])
        -> [String] {
        var used = Set(taken.map { $0.lowercased() })
        var result = Array(repeating: "", count: candidates.count)
        let order = candidates.indices.sorted {
            (candidates[$0].rank, candidates[$0].key, $0) < (candidates[$1].rank, candidates[$1].key, $1)
        }
        for index in order {
            let base = candidates[index].name
            var name = base
            var number = 2
            while !used.insert(name.lowercased()).inserted {
                name = base + String(number)
                number += 1
            }
            result[index] = name
        }
        return result
    }
}
