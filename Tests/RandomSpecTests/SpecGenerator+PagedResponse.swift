import SpecModel

extension SpecGenerator {
    static let wrapperNames = ["ItemsPage", "Results", "Listing", "Envelope", "Feed"]
    static let innerNames = ["Meta", "Links", "Paging", "Body"]
    static let itemsNames = ["items", "results", "data", "records", "entries"]
    static let extraNames = ["total", "count", "pages", "pageCount", "numPages", "next", "nextCursor", "next_page", "after"]
    static let innerPropertyNames = ["meta", "links", "paging", "page", "data"]

    /// The response of a paged endpoint and the key paths paging needs in it: the list itself (sometimes, when
    /// nothing else is needed), or a new model holding the list and the `extras` (a total, a page count, a next
    /// token or URL), some of them one model deeper (`meta.total`). Key paths use property names or explicit keys.
    mutating func pagedResponse(element: SpecType, extras: [SpecType]) -> (type: SpecType, items: String?, extraPaths: [String])? {
        if extras.isEmpty, rng.chance(0.35) { return (.array(element), nil, []) }
        guard let wrapperName = modelName(ordinary: Self.wrapperNames) else { return nil }
        var outer: [FieldPlan] = []
        var inner: [FieldPlan] = []
        var innerProperty: FieldPlan?
        if rng.chance(0.35), let innerName = modelName(ordinary: Self.innerNames) {
            let propertyName = name(Self.innerPropertyNames, risky: [NamePools.members, NamePools.locals])
            innerProperty = FieldPlan(name: propertyName, type: rng.chance(0.5) ? .optional(.named(innerName)) : .named(innerName))
            outer.append(innerProperty!)
            plan.models.append(ModelPlan(name: innerName, kind: .object([])))
        }
        /// Adds a field to the outer model or the inner one, and returns its key path.
        func place(_ type: SpecType, names: [String], _ generator: inout SpecGenerator) -> String {
            let nested = innerProperty != nil && generator.rng.chance(0.5)
            let siblings = nested ? inner : outer
            let fieldName = generator.freshName(siblings.map(\.name)) { generator in
                generator.name(names, risky: [NamePools.members, NamePools.locals, NamePools.spellings])
            } ?? "field\(siblings.count)"
            var field = FieldPlan(name: fieldName, type: type)
            if generator.rng.chance(0.15) { field.key = fieldName + "_key" }
            if nested { inner.append(field) } else { outer.append(field) }
            let component = generator.pathComponent(field)
            return nested ? generator.pathComponent(innerProperty!) + "." + component : component
        }
        let listType: SpecType = rng.chance(0.2) ? .optional(.array(element)) : .array(element)
        let items = place(listType, names: Self.itemsNames, &self)
        let extraPaths = extras.map { place($0, names: Self.extraNames, &self) }
        for _ in 0..<rng.pick([0, 0, 1, 2]) {
            let other = FieldPlan(name: propertyName(), type: makeType(owner: nil))
            if !outer.contains(where: { $0.name == other.name }) { outer.append(other) }
        }
        if let innerProperty, let index = plan.models.firstIndex(where: { $0.name == innerProperty.type?.name }) {
            plan.models[index].kind = .object(inner)
        }
        plan.models.append(ModelPlan(name: wrapperName, kind: .object(outer)))
        return (.named(wrapperName), items, extraPaths)
    }

    /// How a key path names a property: by its name, or sometimes by its explicit `key:`.
    private mutating func pathComponent(_ field: FieldPlan) -> String {
        guard let key = field.key, !key.contains("."), rng.chance(0.3) else { return field.name }
        return key
    }
}
