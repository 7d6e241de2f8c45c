@testable import Names
import SpecModel

extension SpecGenerator {
    /// Models: names and kinds first, so that properties can refer to any of them; then enum cases, properties and
    /// members; then what needs every model: tagged unions (a tag property in each member) and `Expandable`s.
    mutating func makeModels() {
        let count = rng.pick([0, 1, 1, 2, 2, 3, 3, 4, 5])
        for _ in 0..<count {
            guard let modelName = modelName() else { continue }
            let kind: Model.Kind = switch rng.int(0...99) {
            case 0..<18: .enumeration([])
            case 18..<25: .enumeration([EnumCase(rawValue: .at("0"))])  // an integer enum, cases made below
            case 25..<37: .union(Union(members: []))
            default: .object([])
            }
            addModel(Model(name: .at(modelName), kind: kind), file: modelFile())
        }
        // Enums first: property defaults are values of them.
        for index in models.indices {
            guard case .enumeration(let placeholder) = models[index].kind else { continue }
            models[index].kind = .enumeration(placeholder.isEmpty ? makeEnumCases() : makeIntegerCases())
        }
        for index in models.indices {
            if models[index].isUnion { models[index].kind = .union(Union(members: makeMembers(owner: index))) }
            if models[index].isObject {
                models[index].kind = .object(makeProperties(owner: index))
                if !models[index].properties.isEmpty, rng.chance(0.1) {
                    models[index].additionalProperties = rng.chance(0.7) ? .named(rng.pick(TypeRef.builtins))
                        : makeType(owner: index)
                }
            }
            if rng.chance(0.2) { models[index].doc = rng.pick(Self.docs) }
            if rng.chance(0.1) {
                models[index].deprecated = Deprecation(message: rng.chance(0.5) ? nil : "Use another.")
            }
        }
        for index in models.indices where models[index].isUnion && rng.chance(0.35) { makeTagged(index) }
        addExpandables()
    }

    /// The file a new model goes to: a file of models only, the service's second file, or the first.
    private mutating func modelFile() -> Int {
        if let shared = files.indices.last, shared > 0, files[shared].service == nil, rng.chance(0.5) { return shared }
        if files.count > 1, files[1].service != nil, rng.chance(0.3) { return 1 }
        return 0
    }

    mutating func addModel(_ model: Model, file: Int) {
        models.append(model)
        modelFiles.append(file)
    }

    /// A model name not yet taken: ordinary, or named like a type generated code may use (a Swift, Foundation or
    /// runtime type, a member, a local of generated code — lowercased too).
    mutating func modelName(ordinary: [String] = NamePools.models) -> String? {
        for _ in 0..<8 {
            let candidate = name(ordinary, risky: [NamePools.typeNames, NamePools.shadowingTypeNames,
                                                   upperCamel(NamePools.members), upperCamel(NamePools.locals),
                                                   NamePools.locals.filter { !SwiftName.keywords.contains($0) },
                                                   NamePools.spellings.filter { $0.first!.isUppercase }])
            if claimTypeName(candidate) { return candidate }
        }
        return nil
    }

    /// 0–6 properties of model `owner`; required references to other models only point forward, so that
    /// most specs have no model that contains itself.
    private mutating func makeProperties(owner: Int) -> [Property] {
        var properties: [Property] = []
        var swiftNames: Set<String> = []
        var queued = renamedPair()
        for _ in 0..<max(queued.count, rng.pick([0, 1, 2, 2, 3, 3, 4, 5, 6])) {
            let drawn = queued.isEmpty ? freshName(properties.map(\.name.value), { $0.propertyName() })
                : queued.removeFirst()
            guard let propertyName = drawn, !properties.contains(where: { $0.name.value == propertyName }) else {
                continue
            }
            // Two names that become one Swift property are an error; let a few through.
            if let swiftName = NameRules.lowerCamel(propertyName), !swiftNames.insert(swiftName).inserted,
               rng.chance(0.9) {
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

    private mutating func makeProperty(_ propertyName: String, owner: Int, siblings: [Property]) -> Property {
        var property = Property(propertyName, makeType(owner: owner))
        let snake = files[modelFiles[owner]].keys == .snakeCase
        if rng.chance(0.15) {
            // A key another property has, sometimes: two properties, one JSON key.
            let keys = siblings.map { $0.jsonKey(snakeCase: snake) }
            property.key = .at(!keys.isEmpty && rng.chance(0.25) ? rng.pick(keys) : keyName())
        }
        if rng.chance(0.1) { property.swiftName = .at(explicitSwiftName()) }
        if rng.chance(0.2) { property.defaultValue = value(of: property.type, purpose: .propertyDefault,
                                                           dates: fileDates[modelFiles[owner]]) }
        if rng.chance(0.1) { property.doc = rng.pick(Self.docs) }
        if property.defaultValue == nil, rng.chance(0.08) { property.isNullable = true }
        if property.type.unwrapped == .named("Date"), !property.isNullable, rng.chance(0.3) {
            let strategy = rng.pick(DateStyle.all.compactMap(\.strategy))
            property.dates = Located(strategy, at: .start)
            // A default is written in the property's own format.
            property.defaultValue = property.defaultValue == nil ? nil : DateStyle.sample(strategy)
        }
        if rng.chance(0.08) { property.deprecated = Deprecation(message: rng.chance(0.5) ? nil : "Gone soon.") }
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
    private mutating func makeEnumCases() -> [EnumCase] {
        let mapForm = rng.chance(0.35)
        var cases: [EnumCase] = []
        for _ in 0..<rng.int(1...5) {
            guard let raw = freshName(cases.map(\.rawValue.value),
                                      { $0.name(NamePools.enumValues, risky: [NamePools.enumCases]) }) else {
                continue
            }
            guard mapForm else {
                cases.append(EnumCase(rawValue: .at(raw)))
                continue
            }
            let caseName = name(NamePools.enumValues.compactMap(NameRules.lowerCamel),
                                risky: [NamePools.enumCases, NamePools.keywords])
            if cases.contains(where: { $0.swiftName?.value == caseName }) { continue }
            cases.append(EnumCase(rawValue: .at(raw), swiftName: .at(caseName)))
        }
        return cases
    }

    /// 1–4 integer cases, named from the enum case pools.
    private mutating func makeIntegerCases() -> [EnumCase] {
        var cases: [EnumCase] = []
        for _ in 0..<rng.int(1...4) {
            let caseName = name(NamePools.enumValues.compactMap(NameRules.lowerCamel),
                                risky: [NamePools.enumCases, NamePools.keywords])
            let raw = String(rng.pick([0, 1, 2, -1, 42, 2147483647]))
            if cases.contains(where: { $0.swiftName?.value == caseName || $0.rawValue.value == raw }) {
                continue
            }
            var enumCase = EnumCase(rawValue: .at(raw), swiftName: .at(caseName))
            enumCase.isInteger = true
            cases.append(enumCase)
        }
        return cases
    }

    /// 1–4 distinct members of union `owner`: built-ins, lists, and other models (a union only when it comes
    /// earlier, so that no union is its own member), in the list form or the map form.
    private mutating func makeMembers(owner: Int) -> [UnionMember] {
        let mapForm = rng.chance(0.3)
        var members: [UnionMember] = []
        for _ in 0..<rng.int(1...4) {
            let names = models.indices.filter { $0 != owner && (!models[$0].isUnion || $0 < owner) }
                .map { models[$0].name.value }
            var type: TypeRef = !names.isEmpty && rng.chance(0.45) ? .named(rng.pick(names))
                : .named(rng.pick(TypeRef.builtins))
            // An ID-or-object member (its model gets the `id` it needs when Expandables are made).
            let objects = models.indices.filter { models[$0].isObject }
            if !objects.isEmpty, rng.chance(0.08) {
                type = .expandable(models[rng.pick(objects)].name.value, at: .start)
            }
            if rng.chance(0.2) { type = .array(type) }
            if members.contains(where: { $0.type == type }) { continue }
            var caseName: Located<String>?
            if mapForm {
                let word = name(["first", "second", "other", "value"],
                                risky: [NamePools.enumCases, NamePools.keywords, NamePools.members])
                if members.contains(where: { $0.caseName?.value == word }) { continue }
                caseName = .at(word)
            }
            members.append(UnionMember(type: type, caseName: caseName, mark: .start))
        }
        return members
    }
}
