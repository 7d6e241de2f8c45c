import SpecModel

extension NamingPass {
    /// A model's stored properties (also its coding keys and initializer parameters) and JSON keys, or an
    /// enum's cases and raw values.
    mutating func memberNames(of id: ModelID) -> ModelNames {
        let model = api[id]
        let typeName = model.name.value
        var named = ModelNames(typeName: typeName)
        switch model.kind {
        case .object(let properties):
            var reserved = Reserved.modelMembers
            // Coding, written out for every model with properties, names each property's type:
            // `container.decode(Item.self, …)`.
            if model.additionalProperties != nil || !properties.isEmpty {
                for type in model.heldTypes {
                    for leaf in type.leaves { if let model = leaf.model { reserved[api[model].name.value] = "a type its coding names" } }
                }
            }
            if model.additionalProperties != nil {
                reserved["additionalProperties"] = "the member that keeps the additional properties"
                named.additionalProperties = "additionalProperties"
            }
            var scope = Scope(Scope.Owner(kind: "model", name: typeName), suffix: "Property", reserved: reserved)
            let candidates = properties.map { property in
                memberCandidate(written: property.swiftName, name: property.name, owner: Scope.Owner(kind: "property", name: property.name.value),
                                service: model.service,
                                underivable: "cannot derive a Swift name from property '\(property.name.value)' of '\(typeName)'; give one with 'name:'")
            }
            named.properties = members(candidates, in: &scope, fallback: properties.map(\.name.value))
            checkJSONKeys(properties, of: model)
        case .enumeration(let cases):
            var scope = Scope(Scope.Owner(kind: "enum", name: typeName), suffix: "Value", reserved: Reserved.enumMembers)
            let candidates = cases.map { enumCase -> Scope.Candidate? in
                let raw = enumCase.rawValue.value
                let owner = Scope.Owner(kind: "case", name: raw)
                guard enumCase.swiftName == nil else {
                    return memberCandidate(written: enumCase.swiftName, name: enumCase.rawValue, owner: owner, service: model.service,
                                           fix: "name this case differently", underivable: "")
                }
                // Any raw value has a case name: camel-cased, or named after its symbols (`*` → `asterisk`).
                let derived = NameRules.caseName(raw)
                return Scope.Candidate(name: derived, written: false, unchanged: derived == raw, owner: owner,
                                       location: location(model.service, enumCase.rawValue.mark))
            }
            let decided = scope.decide(candidates.compactMap { $0 }, diagnostics: &diagnostics)
            var next = decided.makeIterator()
            named.cases = zip(cases, candidates).map { enumCase, candidate in
                (candidate == nil ? nil : next.next() ?? nil) ?? enumCase.rawValue.value
            }
            checkRawValues(cases, of: model)
        case .union(let union):
            named.cases = unionCases(union, of: model)
        }
        return named
    }

    /// A union's case names: written in the map form, or derived from each member's type (`Cat` → `cat`,
    /// `[Dog]` → `dogList`, `[String: Int]` → `intMap`).
    private mutating func unionCases(_ union: CheckedUnion, of model: CheckedModel) -> [String] {
        let typeName = model.name.value
        var reserved = union.tag == nil ? [:] : Reserved.enumMembers.filter { $0.key == "unknown" }
        // Decoding names each member's type (`container.decode(Cat.self)`); a case of that name would be found first.
        for member in union.members {
            for leaf in member.type.leaves { if let model = leaf.model { reserved[api[model].name.value] = "a type its decoding names" } }
        }
        var scope = Scope(Scope.Owner(kind: "union", name: typeName), suffix: "Case", reserved: reserved)
        let candidates = union.members.map { member in
            let word = NameRules.unionCaseWord(member.type, api.models)
            return memberCandidate(written: member.caseName, name: Located(word, at: member.mark),
                                   owner: Scope.Owner(kind: "member", name: member.type.spelled(api.models)),
                                   service: model.service, fix: "name this case differently",
                                   underivable: "cannot derive a Swift case name from member '\(word)' of union '\(typeName)'; name it in the map form { name: \(word) }")
        }
        let decided = scope.decide(candidates.compactMap { $0 }, diagnostics: &diagnostics)
        var next = decided.makeIterator()
        return zip(union.members, candidates).map { member, candidate in
            (candidate == nil ? nil : next.next() ?? nil) ?? NameRules.unionCaseWord(member.type, api.models)
        }
    }

    /// A member's name as the user wrote it (`name:`, a case of an enum's map form), or camel-cased from its spec
    /// name; nil, with the `underivable` error, when nothing of the spec name can be kept.
    mutating func memberCandidate(written: Located<String>?, name: Located<String>, owner: Scope.Owner, service: ServiceID,
                                  fix: String = "choose another 'name:'", underivable: @autoclosure () -> String) -> Scope.Candidate? {
        if let written {
            return Scope.Candidate(name: written.value, written: true, owner: owner, location: location(service, written.mark), fix: fix)
        }
        guard let derived = NameRules.lowerCamel(name.value) else {
            error(underivable(), at: location(service, name.mark))
            return nil
        }
        return Scope.Candidate(name: derived, written: false, unchanged: derived == name.value, owner: owner,
                               location: location(service, name.mark))
    }

    /// The members decided for `candidates` (nil: no name could be derived, an error already), each with the
    /// initializer's inner name when it is `self`; `fallback` stands in where there is an error.
    mutating func members(_ candidates: [Scope.Candidate?], in scope: inout Scope, fallback: [String]) -> [MemberName] {
        let decided = scope.decide(candidates.compactMap { $0 }, diagnostics: &diagnostics)
        var next = decided.makeIterator()
        return zip(candidates, fallback).map { candidate, fallback in
            guard let candidate, let name = next.next() ?? nil else { return MemberName(fallback) }
            guard name == "self" else { return MemberName(name) }
            // A parameter named `self` would hide `self`: the initializer reads it under another name.
            return MemberName(name, local: scope.claim("selfValue", owner: candidate.owner, at: candidate.location))
        }
    }

    /// Two properties can't decode one JSON key.
    private mutating func checkJSONKeys(_ properties: [CheckedProperty], of model: CheckedModel) {
        var first: [String: CheckedProperty] = [:]
        for property in properties {
            if let earlier = first[property.jsonKey.value] {
                error("property '\(property.name.value)' of '\(model.name.value)' has the JSON key '\(property.jsonKey.value)', as property '\(earlier.name.value)' does; give one another 'key:'",
                      at: location(model.service, property.jsonKey.mark),
                      notes: [Diagnostic.Note("property '\(earlier.name.value)' is here", at: location(model.service, earlier.jsonKey.mark))])
            } else {
                first[property.jsonKey.value] = property
            }
        }
    }

    private mutating func checkRawValues(_ cases: [EnumCase], of model: CheckedModel) {
        var first: [String: EnumCase] = [:]
        for enumCase in cases {
            let raw = enumCase.rawValue
            if let earlier = first[raw.value] {
                error("duplicate value '\(raw.value)' in enum '\(model.name.value)'", at: location(model.service, raw.mark),
                      notes: [Diagnostic.Note("'\(raw.value)' is first listed here", at: location(model.service, earlier.rawValue.mark))])
            } else {
                first[raw.value] = enumCase
            }
        }
    }
}
