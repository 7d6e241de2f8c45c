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
                    for leaf in type.leaves {
                        if let model = leaf.model { reserved[api[model].name.value] = .codedType }
                    }
                }
            }
            if model.additionalProperties != nil {
                reserved["additionalProperties"] = .additionalProperties
                named.additionalProperties = "additionalProperties"
            }
            var scope = Scope(.model(typeName), of: .model(typeName), suffix: "Property", reserved: reserved)
            let candidates = properties.map { property in
                memberCandidate(written: property.swiftName, name: property.name, owner: .property(property.name.value),
                                service: model.service,
                                underivable: .underivablePropertyName(property: property.name.value, model: typeName))
            }
            named.properties = members(candidates, in: &scope, fallback: properties.map(\.name.value))
            checkJSONKeys(properties, of: model)
        case .enumeration(let cases):
            var scope = Scope(.enumeration(typeName), of: .model(typeName), suffix: "Value",
                              reserved: Reserved.enumMembers)
            let candidates = cases.map { enumCase -> Scope.Candidate? in
                let raw = enumCase.rawValue.value
                let owner = NamingFinding.Named.enumCase(raw)
                if let written = enumCase.swiftName {
                    return Scope.Candidate(name: written.value, written: true, owner: owner,
                                           location: location(model.service, written.mark), fix: .nameCaseDifferently)
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
            for leaf in member.type.leaves {
                if let model = leaf.model { reserved[api[model].name.value] = .unionMemberType }
            }
        }
        var scope = Scope(.union(typeName), of: .model(typeName), suffix: "Case", reserved: reserved)
        let candidates = union.members.map { member in
            let word = NameRules.unionCaseWord(member.type, api.models)
            return memberCandidate(written: member.caseName, name: Located(word, at: member.mark),
                                   owner: .member(member.type.spelled(api.models)),
                                   service: model.service, fix: .nameCaseDifferently,
                                   underivable: .underivableCaseName(member: word, union: typeName))
        }
        let decided = scope.decide(candidates.compactMap { $0 }, diagnostics: &diagnostics)
        var next = decided.makeIterator()
        return zip(union.members, candidates).map { member, candidate in
            (candidate == nil ? nil : next.next() ?? nil) ?? NameRules.unionCaseWord(member.type, api.models)
        }
    }

    /// A member's name as the user wrote it (`name:`, a case of an enum's map form), or camel-cased from its spec
    /// name; nil, with the `underivable` error, when nothing of the spec name can be kept.
    mutating func memberCandidate(written: Located<String>?, name: Located<String>, owner: NamingFinding.Named,
                                  service: ServiceID, fix: NamingFinding.Fix = .chooseAnotherName,
                                  underivable: @autoclosure () -> NamingFinding) -> Scope.Candidate? {
        if let written {
            return Scope.Candidate(name: written.value, written: true, owner: owner,
                                   location: location(service, written.mark), fix: fix)
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
                let name = model.name.value
                let finding = ModelFinding.duplicateJSONKey(model: name, property: property.name.value,
                                                            key: property.jsonKey.value, earlier: earlier.name.value)
                let note = Diagnostic.Note(.model(.propertyHere(model: name, property: earlier.name.value)),
                                           at: location(model.service, earlier.jsonKey.mark))
                diagnostics.append(Diagnostic(.error, .model(finding),
                                              at: location(model.service, property.jsonKey.mark), notes: [note]))
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
                let name = model.name.value
                let note = Diagnostic.Note(.model(.valueFirstListed(enumeration: name, value: raw.value)),
                                           at: location(model.service, earlier.rawValue.mark))
                diagnostics.append(Diagnostic(.error, .model(.duplicateEnumValue(enumeration: name, value: raw.value)),
                                              at: location(model.service, raw.mark), notes: [note]))
            } else {
                first[raw.value] = enumCase
            }
        }
    }
}
