import Names

extension SchemaConverter {
    /// One object with the properties of all of `objects`, in order, required where every member requires them; nil
    /// when a member is not an object with properties. A key that members of an `anyOf` (`owner`) give different
    /// types holds a union of those types, itself read as an `anyOf` (a value that fits several members fits each of
    /// their types there); two string enums are one type, since enums are open and either reads the other's values,
    /// and two numeric types are the wider.
    mutating func mergedObject(_ objects: [ImportedType], owner: ImportedModelID) -> ImportedModel.Kind? {
        var properties: [ImportedProperty] = []
        var additional: SchemaType?
        var everywhere: Set<String>?
        var nullable: Set<String> = []
        var conflicts: [String: [ImportedType]] = [:]
        for type in objects {
            guard case .model(let id) = type, case .object(let own, let extra) = models[id.index].kind else {
                return nil
            }
            for property in own {
                if property.type.nullable { nullable.insert(property.key) }
                guard let index = properties.firstIndex(where: { $0.key == property.key }) else {
                    properties.append(property)
                    continue
                }
                let (old, new) = (properties[index].type.type, property.type.type)
                guard old != new, !(isStringEnum(old) && isStringEnum(new)) else { continue }
                if let wider = Self.wider(old, new) {
                    properties[index].type.type = wider
                } else {
                    // Only an `anyOf`'s value fits several members; a `oneOf`'s members that share a tag merge only
                    // where they agree.
                    guard models[owner.index].anyOfLocation != nil else { return nil }
                    var types = conflicts[property.key] ?? [old]
                    if !types.contains(new) { types.append(new) }
                    conflicts[property.key] = types
                }
            }
            additional = additional ?? extra
            let required = Set(own.filter(\.required).map(\.key))
            everywhere = everywhere.map { $0.intersection(required) } ?? required
        }
        for index in properties.indices {
            let key = properties[index].key
            properties[index].required = everywhere?.contains(key) ?? false
            if nullable.contains(key) { properties[index].type.nullable = true }
            if let types = conflicts[key] {
                properties[index].type.type = .model(union(of: types, key: key, owner: owner))
                properties[index].type.dateOnly = false
            }
        }
        return .object(properties, additional: additional)
    }

    /// The union of `types` that a merged object's key holds: made once for each list of types (so a member that holds
    /// itself, `A.next: A` beside `B.next: B`, makes one union that the merged object's key refers to), named after
    /// its owner and key, and finished as an `anyOf` by `finishUnions`.
    private mutating func union(of types: [ImportedType], key: String, owner: ImportedModelID) -> ImportedModelID {
        if let made = keyUnions[types] { return made }
        let suffix = NameRules.upperCamel(key) ?? "Value"
        let made = add(ImportedModel(origin: .inline(owner: .model(owner), suffix: suffix),
                                     kind: .union(types, tag: nil, tags: []), location: models[owner.index].location,
                                     anyOfLocation: models[owner.index].anyOfLocation))
        keyUnions[types] = made
        return made
    }

    /// Of two numeric types, the one that holds both's values (`Int64` over `Int` over `Int32`, a number over an
    /// integer, `Double` over `Float`); nil for other pairs.
    private static func wider(_ one: ImportedType, _ other: ImportedType) -> ImportedType? {
        let ranks: [ImportedType: Int] = [.builtin(.int32): 0, .builtin(.int): 1, .builtin(.int64): 2,
                                          .builtin(.float): 3, .builtin(.double): 4]
        guard let first = ranks[one], let second = ranks[other] else { return nil }
        return first >= second ? one : other
    }

    func isStringEnum(_ type: ImportedType) -> Bool {
        guard case .model(let id) = type, case .enumeration = models[id.index].kind else { return false }
        return true
    }
}
