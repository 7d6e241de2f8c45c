import SpecModel

extension NamingPass {
    /// A model's stored properties (also its coding keys and initializer parameters) and JSON keys, or an
    /// enum's cases and raw values.
    mutating func nameMembers(of id: ModelID) {
        let model = api[id]
        let typeName = model.name.value
        switch model.kind {
        case .object(let properties):
            var reserved = Reserved.modelMembers
            // Decoding written out (for defaults) names each property's type: `container.decode(Item.self, …)`.
            if properties.contains(where: { $0.defaultValue != nil }) {
                for property in properties {
                    for leaf in property.type.leaves { if let model = leaf.model { reserved[api[model].name.value] = "a type its decoding names" } }
                }
            }
            var scope = Scope(Scope.Owner(kind: "model", name: typeName), suffix: "Property", reserved: reserved)
            let candidates = properties.map { property -> Scope.Candidate? in
                let owner = Scope.Owner(kind: "property", name: property.name.value)
                if let written = property.swiftName {
                    return Scope.Candidate(name: written.value, written: true, owner: owner, location: location(model.service, written.mark))
                }
                guard let derived = NameRules.lowerCamel(property.name.value) else {
                    error("cannot derive a Swift name from property '\(property.name.value)' of '\(typeName)'; give one with 'name:'",
                          at: location(model.service, property.name.mark))
                    return nil
                }
                return Scope.Candidate(name: derived, written: false, unchanged: derived == property.name.value, owner: owner,
                                       location: location(model.service, property.name.mark))
            }
            names.models[id.index].properties = members(candidates, in: &scope, fallback: properties.map(\.name.value))
            checkJSONKeys(properties, of: model)
        case .enumeration(let cases):
            var scope = Scope(Scope.Owner(kind: "enum", name: typeName), suffix: "Value", reserved: Reserved.enumMembers)
            let candidates = cases.map { enumCase -> Scope.Candidate? in
                let owner = Scope.Owner(kind: "case", name: enumCase.rawValue.value)
                if let written = enumCase.swiftName {
                    return Scope.Candidate(name: written.value, written: true, owner: owner, location: location(model.service, written.mark),
                                           fix: "name this case differently")
                }
                guard let derived = NameRules.lowerCamel(enumCase.rawValue.value) else {
                    error("cannot derive a Swift case name from '\(enumCase.rawValue.value)' in enum '\(typeName)'; use the map form { name: '\(enumCase.rawValue.value)' }",
                          at: location(model.service, enumCase.rawValue.mark))
                    return nil
                }
                return Scope.Candidate(name: derived, written: false, unchanged: derived == enumCase.rawValue.value, owner: owner,
                                       location: location(model.service, enumCase.rawValue.mark))
            }
            let decided = scope.decide(candidates.compactMap { $0 }, diagnostics: &diagnostics)
            var next = decided.makeIterator()
            names.models[id.index].cases = zip(cases, candidates).map { enumCase, candidate in
                (candidate == nil ? nil : next.next() ?? nil) ?? enumCase.rawValue.value
            }
            checkRawValues(cases, of: model)
        }
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
