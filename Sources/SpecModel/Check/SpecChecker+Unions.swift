import YAML

extension SpecChecker {
    /// A union's members, typed; an unknown type is reported and the member keeps a stand-in (the run stops
    /// at the error), so members stay in step with what was written.
    mutating func unionKind(_ union: Union, of name: String, in spec: Spec) -> CheckedModel.Kind {
        let members = union.members.map { member in
            CheckedUnionMember(member, type: resolve(member.type, in: spec, owner: .model(name)) ?? .builtin(.json))
        }
        return .union(CheckedUnion(union, members: members))
    }

    /// What needs every model: members that can be told apart, a tag every member has, tag values that mean
    /// one member each, no union that is its own member; and whether the enum must be `indirect`.
    mutating func checkUnion(_ model: Model, id: ModelID, in spec: Spec) {
        guard case .union(let written) = model.kind, case .union(var union) = api[id].kind else { return }
        let name = model.name.value
        var seen: [SpecType: CheckedUnionMember] = [:]
        for member in union.members {
            let spelled = member.type.spelled(api.models)
            if member.type.isOptional {
                error(.union(.optionalMember(union: name, member: spelled)), file: spec.file, at: member.mark)
            } else if let earlier = seen[member.type] {
                error(.union(.duplicateMember(union: name, member: spelled)), file: spec.file, at: member.mark,
                      note: (.union(.memberFirstListed(union: name, member: spelled)),
                             Location(file: spec.file, mark: earlier.mark)))
            } else {
                seen[member.type] = member
            }
        }
        if let path = unionCycle(from: id) {
            error(.union(.ownMember(union: name, path: path.map { api[$0].name.value })), file: spec.file,
                  at: model.name.mark)
        }
        if let tag = union.tag {
            checkTags(&union, tag: tag, written: written, union: name, in: spec)
        }
        union.isRecursive = api.modelsHeld(from: union.members.flatMap(\.type.leaves).compactMap(\.model)).contains(id)
        api.models[id.index].kind = .union(union)
    }

    /// Every member of a tagged union is a model with a required property at the tag's key — text or a string
    /// enum, or an integer or integer enum — the same in all; each tag value means one member: `tags:` entries,
    /// or (for text tags) the member model's name.
    private mutating func checkTags(_ union: inout CheckedUnion, tag: Located<String>, written: Union,
                                    union name: String, in spec: Spec) {
        var members: [ModelID: Int] = [:]
        var tagIsInteger: Bool?
        for (index, member) in union.members.enumerated() {
            guard case .object(let target) = member.type else {
                let spelled = member.type.spelled(api.models)
                error(.union(.taggedMemberNotObject(union: name, member: spelled, tag: tag.value)),
                      file: spec.file, at: member.mark)
                continue
            }
            members[target] = index
            let model = api[target]
            guard let property = model.properties.first(where: { $0.jsonKey.value == tag.value }) else {
                error(.union(.memberWithoutTag(union: name, member: model.name.value, tag: tag.value)), file: spec.file,
                      at: member.mark, note: (.union(.memberDefinedHere(model: model.name.value)),
                                              Location(file: specs[model.service.index].file, mark: model.name.mark)))
                continue
            }
            let isInteger: Bool?
            switch property.type {
            case .builtin(.string): isInteger = false
            case .builtin(let builtin) where builtin.isInteger: isInteger = true
            case .enumeration(let id): isInteger = api[id].cases.first?.isInteger ?? false
            default: isInteger = nil
            }
            let here = (Finding.union(.tagPropertyHere(model: model.name.value, property: property.name.value)),
                        Location(file: specs[model.service.index].file, mark: property.name.mark))
            guard let isInteger else {
                let spelled = property.type.spelled(api.models)
                error(.union(.tagType(union: name, tag: tag.value, type: spelled, member: model.name.value)),
                      file: spec.file, at: member.mark, note: here)
                continue
            }
            if let first = tagIsInteger, first != isInteger {
                error(.union(.tagKindsDiffer(union: name, tag: tag.value, member: model.name.value,
                                             isInteger: isInteger)),
                      file: spec.file, at: member.mark, note: here)
            }
            tagIsInteger = tagIsInteger ?? isInteger
        }
        union.tagIsInteger = tagIsInteger ?? false
        for entry in written.tags {
            guard let target = api.modelIDs.first(where: { api[$0].name.value == entry.model.value }),
                  let index = members[target] else {
                let suggestion = didYouMean(entry.model.value, among: members.keys.map { api[$0].name.value })
                error(.union(.tagValueNotMember(union: name, value: entry.value.value, model: entry.model.value,
                                                suggestion: suggestion)),
                      file: spec.file, at: entry.model.mark)
                continue
            }
            if union.tagIsInteger, Int(entry.value.value) == nil {
                error(.union(.tagValueNotInteger(union: name, tag: tag.value, value: entry.value.value)),
                      file: spec.file, at: entry.value.mark)
                continue
            }
            union.members[index].tagValues.append(entry.value)
        }
        var first: [String: Located<String>] = [:]
        for index in union.members.indices {
            guard case .object(let target) = union.members[index].type else { continue }
            if union.members[index].tagValues.isEmpty {
                if union.tagIsInteger {
                    error(.union(.integerTagNeedsValues(union: name, member: api[target].name.value)), file: spec.file,
                          at: union.members[index].mark)
                    continue
                }
                union.members[index].tagValues = [Located(api[target].name.value, at: union.members[index].mark)]
            }
            for value in union.members[index].tagValues {
                if let earlier = first[value.value] {
                    error(.union(.tagValueTwice(union: name, value: value.value)), file: spec.file, at: value.mark,
                          note: (.union(.tagValueFirst(union: name, value: value.value)),
                                 Location(file: spec.file, mark: earlier.mark)))
                } else {
                    first[value.value] = value
                }
            }
        }
    }

    /// The unions, member by member (unions only: anything else decodes a value of its own first), that lead
    /// from `id` back to it; nil when there is no such path.
    private func unionCycle(from id: ModelID) -> [ModelID]? {
        var path: [ModelID] = []
        var visited: Set<ModelID> = []
        func visit(_ current: ModelID) -> Bool {
            for member in api[current].members {
                guard case .union(let next) = member.type else { continue }
                if next == id { path.append(current); return true }
                if visited.insert(next).inserted, visit(next) { path.append(current); return true }
            }
            return false
        }
        guard visit(id) else { return nil }
        return path.reversed() + [id]
    }
}
