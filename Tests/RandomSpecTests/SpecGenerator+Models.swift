@testable import Names
import SpecModel

extension SpecGenerator {
    /// Models: names and kinds first, so that properties can refer to any of them.
    mutating func makeModels() {
        let count = rng.pick([0, 1, 1, 2, 2, 3, 3, 4, 5])
        for _ in 0..<count {
            guard let modelName = modelName() else { continue }
            let kind: ModelPlan.Kind = switch rng.int(0...99) {
            case 0..<18: .enumeration([])
            case 18..<25: .integerEnum([])
            case 25..<37: .union([])
            default: .object([])
            }
            plan.models.append(ModelPlan(name: modelName, kind: kind))
        }
        // Enums first: property defaults are values of them.
        for index in plan.models.indices {
            switch plan.models[index].kind {
            case .enumeration: plan.models[index].kind = .enumeration(makeEnumCases())
            case .integerEnum: plan.models[index].kind = .integerEnum(makeIntegerCases())
            default: break
            }
        }
        for index in plan.models.indices {
            if plan.models[index].isUnion { plan.models[index].kind = .union(makeMembers(owner: index)) }
            if case .object = plan.models[index].kind {
                plan.models[index].kind = .object(makeProperties(owner: index))
                if !plan.models[index].properties.isEmpty, rng.chance(0.1) { plan.models[index].additionalProperties = .named(rng.pick(SpecType.builtins)) }
            }
            if rng.chance(0.2) { plan.models[index].doc = rng.pick(Self.docs) }
            if rng.chance(0.1) { plan.models[index].deprecated = rng.chance(0.5) ? "true" : YAMLText.quoted("Use another.") }
        }
    }

    /// A model name not yet taken: ordinary, or named like a type generated code may use.
    mutating func modelName(ordinary: [String] = NamePools.models) -> String? {
        for _ in 0..<8 {
            let candidate = name(ordinary, risky: [NamePools.typeNames, upperCamel(NamePools.members),
                                                    upperCamel(NamePools.locals), NamePools.spellings.filter { $0.first!.isUppercase }])
            if claimTypeName(candidate) { return candidate }
        }
        return nil
    }

    /// 0–6 properties of model `owner`; required references to other models only point forward, so that
    /// most specs have no model that contains itself.
    private mutating func makeProperties(owner: Int) -> [FieldPlan] {
        var properties: [FieldPlan] = []
        var swiftNames: Set<String> = []
        var queued = renamedPair()
        for _ in 0..<max(queued.count, rng.pick([0, 1, 2, 2, 3, 3, 4, 5, 6])) {
            let drawn = queued.isEmpty ? freshName(properties.map(\.name), { $0.propertyName() }) : queued.removeFirst()
            guard let propertyName = drawn, !properties.contains(where: { $0.name == propertyName }) else { continue }
            // Two names that become one Swift property are an error; let a few through.
            if let swiftName = NameRules.lowerCamel(propertyName), !swiftNames.insert(swiftName).inserted, rng.chance(0.9) {
                continue
            }
            properties.append(makeProperty(propertyName, owner: owner, siblings: properties))
        }
        return properties
    }

    mutating func propertyName() -> String {
        name(NamePools.properties, risky: [NamePools.keywords, NamePools.members, NamePools.locals, NamePools.spellings,
                                           NamePools.suffixed, NamePools.oddKeys])
    }

    private mutating func makeProperty(_ propertyName: String, owner: Int, siblings: [FieldPlan]) -> FieldPlan {
        var property = FieldPlan(name: propertyName, type: makeType(owner: owner))
        if rng.chance(0.15) {
            // A key another property has, sometimes: two properties, one JSON key.
            let keys = siblings.map { $0.jsonKey(snakeCase: plan.snakeCase) }
            property.key = !keys.isEmpty && rng.chance(0.25) ? rng.pick(keys) : keyName()
        }
        if rng.chance(0.1) { property.swiftName = explicitSwiftName() }
        if rng.chance(0.2), let type = property.type { property.defaultValue = value(of: type, purpose: .propertyDefault) }
        if rng.chance(0.1) { property.doc = rng.pick(Self.docs) }
        if property.defaultValue == nil, rng.chance(0.08) { property.nullable = true }
        if property.type?.unwrapped == .named("Date"), !property.nullable, rng.chance(0.3) {
            property.dates = rng.pick(["seconds", "milliseconds", "iso8601", YAMLText.quoted("yyyy-MM-dd")])
            // A default is written in the property's own format.
            if property.defaultValue != nil { property.defaultValue = nil }
        }
        if rng.chance(0.08) { property.deprecated = rng.chance(0.5) ? "true" : YAMLText.quoted("Gone soon.") }
        return property
    }

    private mutating func keyName() -> String {
        name(NamePools.properties, risky: [NamePools.spellings, NamePools.oddKeys, NamePools.locals], risk: 0.5)
    }

    /// A `name:` value: ordinary, a keyword, a member or local name, or a type name generated code uses.
    mutating func explicitSwiftName() -> String {
        name(["displayName", "identifier", "isBookmarked", "contentType"],
             risky: [NamePools.keywords, NamePools.members, NamePools.locals, NamePools.typeNames, NamePools.suffixed],
             risk: 0.7)
    }

    /// 1–5 enum values, in the list form or the map form (Swift case name → raw value).
    private mutating func makeEnumCases() -> [(caseName: String?, rawValue: String)] {
        let mapForm = rng.chance(0.35)
        var cases: [(caseName: String?, rawValue: String)] = []
        for _ in 0..<rng.int(1...5) {
            guard let raw = freshName(cases.map(\.rawValue), { $0.name(NamePools.enumValues, risky: [NamePools.enumCases]) }) else {
                continue
            }
            if mapForm {
                let caseName = name(NamePools.enumValues.compactMap(NameRules.lowerCamel),
                                    risky: [NamePools.enumCases, NamePools.keywords])
                if cases.contains(where: { $0.caseName == caseName }) { continue }
                cases.append((caseName, raw))
            } else {
                cases.append((nil, raw))
            }
        }
        return cases
    }

    /// 1–4 integer cases, named from the enum case pools.
    private mutating func makeIntegerCases() -> [(caseName: String, rawValue: Int)] {
        var cases: [(caseName: String, rawValue: Int)] = []
        for _ in 0..<rng.int(1...4) {
            let caseName = name(NamePools.enumValues.compactMap(NameRules.lowerCamel), risky: [NamePools.enumCases, NamePools.keywords])
            let raw = rng.pick([0, 1, 2, -1, 42, 2147483647])
            if cases.contains(where: { $0.caseName == caseName || $0.rawValue == raw }) { continue }
            cases.append((caseName, raw))
        }
        return cases
    }

    /// 1–4 distinct members of union `owner`: built-ins, lists, and other models (a union only when it comes
    /// earlier, so that no union is its own member), in the list form or the map form.
    private mutating func makeMembers(owner: Int) -> [(caseName: String?, type: SpecType)] {
        let mapForm = rng.chance(0.3)
        var members: [(caseName: String?, type: SpecType)] = []
        for _ in 0..<rng.int(1...4) {
            let models = plan.models.indices.filter { $0 != owner && (!plan.models[$0].isUnion || $0 < owner) }.map { plan.models[$0].name }
            var type: SpecType = !models.isEmpty && rng.chance(0.45) ? .named(rng.pick(models)) : .named(rng.pick(SpecType.builtins))
            if rng.chance(0.2) { type = .array(type) }
            if members.contains(where: { $0.type == type }) { continue }
            var caseName: String?
            if mapForm {
                caseName = name(["first", "second", "other", "value"], risky: [NamePools.enumCases, NamePools.keywords, NamePools.members])
                if members.contains(where: { $0.caseName == caseName }) { continue }
            }
            members.append((caseName, type))
        }
        return members
    }
}
