import Names
import SpecModel

extension SchemaConverter {
    /// Once every model is made, untagged unions of objects get what tells their members apart:
    /// - a property every member requires with one value (Stripe's `object: card`) tags them; members that share a
    ///   value (a `bank_account` and a deleted one) are merged into one model first;
    /// - else members tried in an order where a value can't be read as an earlier one (told apart by required keys);
    /// - else, for an `anyOf`, one object with every member's properties (a value is any of them);
    /// - else (a `oneOf`, whose value fits one member) the members are tried in order.
    /// Other members (an ID string) stay beside the objects, which become a union of their own. Only an `anyOf` whose
    /// objects sit beside other objects (a dictionary, a union) reads a value that matches several as the first: a
    /// loss to the operations that read it.
    mutating func finishUnions() {
        // Models merging makes (the union a merged object's key holds) are finished too.
        var index = 0
        while index < models.count {
            defer { index += 1 }
            guard case .union(var types, nil, _) = models[index].kind else { continue }
            let id = ImportedModelID(index: index)
            var objects = types.filter(isObject)
            guard objects.count > 1 else { continue }
            // Other objects (a dictionary, a union) leave the union as it is; `JSON` beside an `anyOf`'s objects stays
            // beside their merged object (a union tries objects before JSON).
            let anyOf = models[index].anyOfLocation
            let opaque = types.filter { isObjectKind($0) && !isObject($0) && (anyOf == nil || $0 != .builtin(.json)) }
            if !opaque.isEmpty {
                if let anyOf {
                    record(ImportLoss(subjects: [.modelWhenRead(id)], effect: .approximates, cause: .anyOfOverlap,
                                      message: "anyOf of several objects is a union of them: a response that matches "
                                               + "more than one is read as the first",
                                      location: anyOf))
                }
                continue
            }
            let reordered = moreSpecificFirst(objects)
            if reordered != objects {
                var next = reordered.makeIterator()
                types = types.map { isObject($0) ? next.next()! : $0 }
                objects = reordered
            }
            let others = types.filter { !objects.contains($0) }
            var replacement: ImportedModel.Kind?
            if let tagged = taggedByConstant(objects, owner: id) {
                replacement = tagged
            } else if toldApartByRequiredKeys(objects) {
                replacement = .union(types, tag: nil, tags: [])
            } else if anyOf != nil {
                replacement = merging(objects, into: id, alone: others.isEmpty)
            }
            guard let replacement else {
                update(id) { $0.kind = .union(types, tag: nil, tags: []) }
                continue
            }
            if others.isEmpty {
                update(id) { $0.kind = replacement }
            } else if case .union = replacement, case .union(_, nil, _) = replacement {
                update(id) { $0.kind = replacement }
            } else {
                let object = add(ImportedModel(origin: .inline(owner: .model(id), suffix: "Object"), kind: replacement,
                                               location: models[index].location))
                update(id) { $0.kind = .union(others + [.model(object)], tag: nil, tags: []) }
            }
        }
    }

    /// `objects` merged for union `id`; when they are all its members, a key of the merged object that holds a union
    /// of the same members (`A.next: A` beside `B.next: B`) is that union itself, which is now the merged object.
    private mutating func merging(_ objects: [ImportedType], into id: ImportedModelID, alone: Bool)
        -> ImportedModel.Kind? {
        if alone, keyUnions[objects] == nil { keyUnions[objects] = id }
        return mergedObject(objects, owner: id)
    }

    /// A union of `objects` tagged by a property each requires with one enum value; members that share a value are
    /// merged into one (a new model), when they can be.
    private mutating func taggedByConstant(_ objects: [ImportedType], owner: ImportedModelID) -> ImportedModel.Kind? {
        guard let key = constantKey(objects) else { return nil }
        var groups: [(value: String, members: [ImportedType])] = []
        for type in objects {
            guard let value = constant(of: type, at: key) else { return nil }
            if let index = groups.firstIndex(where: { $0.value == value }) {
                groups[index].members.append(type)
            } else {
                groups.append((value, [type]))
            }
        }
        guard groups.count > 1 else { return nil }
        var tags: [(value: String, member: ImportedModelID)] = []
        var members: [ImportedType] = []
        for group in groups {
            if group.members.count == 1, case .model(let member) = group.members[0] {
                tags.append((group.value, member))
                members.append(group.members[0])
                continue
            }
            guard let merged = mergedObject(group.members, owner: owner) else { return nil }
            let made = add(ImportedModel(origin: .inline(owner: .model(owner),
                                                         suffix: NameRules.upperCamel(group.value) ?? "Member"),
                                         kind: merged, location: models[owner.index].location))
            tags.append((group.value, made))
            members.append(.model(made))
        }
        return .union(members, tag: key, tags: tags)
    }

    /// A key every object requires with a one-value string enum.
    private func constantKey(_ objects: [ImportedType]) -> String? {
        guard case .model(let first) = objects.first, case .object(let properties, _) = models[first.index].kind else {
            return nil
        }
        return properties.map(\.key).sorted().first { key in objects.allSatisfy { constant(of: $0, at: key) != nil } }
    }

    /// The one value of the required enum property at `key` of object model `type`.
    private func constant(of type: ImportedType, at key: String) -> String? {
        guard case .model(let id) = type, case .object(let properties, _) = models[id.index].kind,
              let property = properties.first(where: { $0.key == key }), property.required, !property.type.nullable,
              case .model(let enumID) = property.type.type, case .enumeration(let values) = models[enumID.index].kind,
              values.count == 1
        else { return nil }
        return values[0]
    }

    /// `objects` with each member whose required keys include all of another's before it (else in their order).
    private func moreSpecificFirst(_ objects: [ImportedType]) -> [ImportedType] {
        func required(_ type: ImportedType) -> Set<String> {
            guard case .model(let id) = type, case .object(let properties, _) = models[id.index].kind else { return [] }
            return Set(properties.filter(\.required).map(\.key))
        }
        var pending = objects
        var result: [ImportedType] = []
        while !pending.isEmpty {
            // The first member that no other pending member out-requires.
            let next = pending.firstIndex { candidate in
                !pending.contains { other in
                    other != candidate && required(other).isStrictSuperset(of: required(candidate))
                }
            } ?? 0
            result.append(pending.remove(at: next))
        }
        return result
    }

    /// Whether values of `type` are JSON objects (models, unions, dictionaries, JSON).
    private func isObjectKind(_ type: ImportedType) -> Bool {
        switch type {
        case .model(let id):
            if case .enumeration = models[id.index].kind { return false }
            if case .integerEnum = models[id.index].kind { return false }
            return true
        case .dictionary, .builtin(.json): return true
        default: return false
        }
    }

    /// Whether a value of each object member lacks a key that every member tried before it requires (so decoding,
    /// which tries them in order, can't read it as an earlier one): Stripe's `customer` requires `created`, which a
    /// `deleted_customer` doesn't declare.
    private func toldApartByRequiredKeys(_ objects: [ImportedType]) -> Bool {
        let shapes = objects.compactMap { type -> (required: Set<String>, declared: Set<String>)? in
            guard case .model(let id) = type, case .object(let properties, _) = models[id.index].kind else {
                return nil
            }
            return (Set(properties.filter(\.required).map(\.key)), Set(properties.map(\.key)))
        }
        guard shapes.count == objects.count else { return false }
        for later in shapes.indices {
            for earlier in 0..<later where shapes[earlier].required.isSubset(of: shapes[later].declared) {
                return false
            }
        }
        return true
    }
}
