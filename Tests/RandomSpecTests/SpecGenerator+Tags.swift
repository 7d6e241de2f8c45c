@testable import Names
import SpecModel

extension SpecGenerator {
    static let tagKeys = ["type", "kind", "object", "@type", "event_type", "objectType"]

    /// Turns union `index` into a tagged union of 1–3 object models: each gets the tag property (text, an integer or
    /// an enum — mostly required, rarely nullable, which gen must take or refuse), and `tags:` lists some or all
    /// of the tag values.
    mutating func makeTagged(_ index: Int) {
        // Models another tagged union has as members already carry its tag: leave them to it.
        let tagged = Set(models.compactMap { $0.union?.tag == nil ? nil : $0.union?.members.compactMap(\.type.name) }
                             .joined())
        let objects = models.indices.filter { models[$0].isObject && !tagged.contains(models[$0].name.value) }
        guard !objects.isEmpty else { return }
        var members: [Int] = []
        for _ in 0..<rng.int(1...3) {
            let candidate = rng.pick(objects)
            if !members.contains(candidate) { members.append(candidate) }
        }
        let tag = rng.pick(Self.tagKeys)
        let enums = models.indices.filter { models[$0].isEnum }
        enum TagKind { case text, integer, enumeration(Int) }
        let kind: TagKind = switch rng.int(0...7) {
        case 0...3: .text
        case 4...5: .integer
        default: enums.isEmpty ? .text : .enumeration(rng.pick(enums))
        }
        let tagType: TypeRef = switch kind {
        case .text: .named("String")
        case .integer: .named(rng.pick(TypeRef.integers))
        case .enumeration(let model): .named(models[model].name.value)
        }
        for member in members { addTagProperty(tag, type: tagType, to: member) }
        var union = Union(members: members.map { UnionMember(type: .named(models[$0].name.value), mark: .start) },
                          tag: .at(tag))
        if rng.chance(0.3) {
            for position in union.members.indices {
                union.members[position].caseName = .at(["first", "second", "third"][position])
            }
        }
        for (position, member) in members.enumerated() {
            let name = models[member].name.value
            switch kind {
            case .integer:
                union.tags.append(UnionTag(value: .at(String(position * 10 + rng.int(0...9))), model: .at(name)))
            case .enumeration(let model) where models[model].isIntegerEnum || rng.chance(0.6):
                let values = models[model].cases.map(\.rawValue.value)
                let value = values.isEmpty ? nil : rng.pick(values)
                if let value, !union.tags.contains(where: { $0.value.value == value }) {
                    union.tags.append(UnionTag(value: .at(value), model: .at(name)))
                }
            default:
                let value = rng.pick(["cat", "dog", "a b", "1", name.lowercased()])
                if rng.chance(0.5), !union.tags.contains(where: { $0.value.value == value }) {
                    union.tags.append(UnionTag(value: .at(value), model: .at(name)))
                }
            }
        }
        models[index].kind = .union(union)
    }

    /// Gives model `index` the tag property (replacing one with its JSON key), mostly as a required value.
    private mutating func addTagProperty(_ tag: String, type: TypeRef, to index: Int) {
        guard case .object(var properties) = models[index].kind else { return }
        let snake = files[modelFiles[index]].keys == .snakeCase
        properties.removeAll { $0.jsonKey(snakeCase: snake) == tag }
        var property = Property(rng.chance(0.8) ? tag : "discriminator", type)
        if property.jsonKey(snakeCase: snake) != tag { property.key = .at(tag) }
        if rng.chance(0.05) { property.isNullable = true }
        properties.insert(property, at: rng.int(0...properties.count))
        models[index].kind = .object(properties)
    }

    /// Some properties become `Expandable<Model>` (an ID or the whole object), of another model or of their own:
    /// the model gets the `id: String` that requires — mostly as a plain required property, rarely nullable, or
    /// beside another property whose Swift name is also `id`, or not at all (gen must refuse those, located).
    mutating func addExpandables() {
        let objects = models.indices.filter { models[$0].isObject }
        guard !objects.isEmpty else { return }
        for union in models where union.isUnion {
            for case .expandable(let name, _) in union.union?.members.map(\.type.arrayElement) ?? [] {
                if let target = models.firstIndex(where: { $0.name.value == name }) { prepareIdentifier(of: target) }
            }
        }
        for owner in objects {
            guard case .object(var properties) = models[owner].kind else { continue }
            var changed = false
            for position in properties.indices where rng.chance(0.08) {
                let target = rng.chance(0.15) ? owner : rng.pick(objects)
                if target != owner { prepareIdentifier(of: target) }
                var type = TypeRef.expandable(models[target].name.value, at: .start)
                if rng.chance(0.15) { type = .array(type) }
                if rng.chance(0.5) { type = .optional(type) }
                properties[position].type = type
                properties[position].defaultValue = nil
                properties[position].dates = nil
                changed = true
            }
            guard changed else { continue }
            models[owner].kind = .object(properties)
            prepareIdentifier(of: owner)
        }
    }

    /// Makes sure (mostly) that model `index` has the `id: String` an `Expandable` of it needs.
    mutating func prepareIdentifier(of index: Int) {
        guard case .object(var properties) = models[index].kind else { return }
        if let id = properties.firstIndex(where: { $0.name.value == "id" }) {
            if properties[id].type != .named("String"), rng.chance(0.9) { properties[id].type = .named("String") }
        } else if rng.chance(0.9) {
            properties.insert(Property("id", .named("String")), at: 0)
        }
        if let id = properties.firstIndex(where: { $0.name.value == "id" }) {
            properties[id].defaultValue = nil
            if rng.chance(0.05) { properties[id].isNullable = true }
            // Another property whose Swift name is `id` too: the naming pass renames one of them.
            if rng.chance(0.05), !properties.contains(where: { $0.name.value == "ID" }) {
                properties.insert(Property("ID", .named(rng.pick(["String", "Int"]))),
                                  at: rng.chance(0.5) ? id : id + 1)
            }
        }
        models[index].kind = .object(properties)
    }
}
