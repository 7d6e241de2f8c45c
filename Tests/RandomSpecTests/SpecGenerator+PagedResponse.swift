import SpecModel

extension SpecGenerator {
    static let wrapperNames = ["ItemsPage", "Results", "Listing", "Envelope", "Feed"]
    static let innerNames = ["Meta", "Links", "Paging", "Body"]
    static let itemsNames = ["items", "results", "data", "records", "entries"]
    static let extraNames = ["total", "count", "pages", "pageCount", "numPages", "next", "nextCursor", "next_page",
                             "after", "has_more", "hasMore"]
    static let innerPropertyNames = ["meta", "links", "paging", "page", "data"]

    /// The response of a paged endpoint and the key paths paging needs in it: the list itself (sometimes, when
    /// nothing else is needed and `wrapped` is false), or a new model holding the list and the `extras` (a total, a
    /// page count, a next token or URL, a has-more flag), some of them one model deeper (`meta.total`). Key paths
    /// use property names or explicit keys. Any field on the way may be `nullable:` — a null list is an empty last
    /// page, a null next or flag the last page, a null count unknown.
    mutating func pagedResponse(element: TypeRef, extras: [TypeRef], wrapped: Bool = false)
        -> (type: TypeRef, items: Located<String>?, extras: [Located<String>])? {
        if extras.isEmpty, !wrapped, rng.chance(0.35) { return (.array(element), nil, []) }
        guard let wrapperName = modelName(ordinary: Self.wrapperNames) else { return nil }
        var outer: [Property] = []
        var inner: [Property] = []
        var innerProperty: Property?
        if rng.chance(0.35), let innerName = modelName(ordinary: Self.innerNames) {
            let propertyName = name(Self.innerPropertyNames, risky: [NamePools.members, NamePools.locals])
            var holder = Property(propertyName, rng.chance(0.5) ? .optional(.named(innerName)) : .named(innerName))
            if rng.chance(0.2) { holder.isNullable = true }
            innerProperty = holder
            outer.append(holder)
            addModel(Model(name: .at(innerName), kind: .object([])), file: file)
        }
        /// Adds a field to the outer model or the inner one, and returns its key path.
        func place(_ type: TypeRef, names: [String], _ generator: inout SpecGenerator) -> String {
            let nested = innerProperty != nil && generator.rng.chance(0.5)
            let siblings = nested ? inner : outer
            let fieldName = generator.freshName(siblings.map(\.name.value)) { generator in
                generator.name(names, risky: [NamePools.members, NamePools.locals, NamePools.spellings])
            } ?? "field\(siblings.count)"
            var field = Property(fieldName, type)
            if generator.rng.chance(0.15) { field.key = .at(fieldName + "_key") }
            if generator.rng.chance(0.25) { field.isNullable = true }
            if nested { inner.append(field) } else { outer.append(field) }
            let component = generator.pathComponent(field)
            return nested ? generator.pathComponent(innerProperty!) + "." + component : component
        }
        let listType: TypeRef = rng.chance(0.2) ? .optional(.array(element)) : .array(element)
        let items = place(listType, names: Self.itemsNames, &self)
        let extraPaths = extras.map { place($0, names: Self.extraNames, &self) }
        for _ in 0..<rng.pick([0, 0, 1, 2]) {
            let other = Property(propertyName(), makeType(owner: nil))
            if !outer.contains(where: { $0.name.value == other.name.value }) { outer.append(other) }
        }
        if let innerProperty, let index = models.firstIndex(where: { $0.name.value == innerProperty.type.name }) {
            models[index].kind = .object(inner)
        }
        addModel(Model(name: .at(wrapperName), kind: .object(outer)), file: file)
        return (.named(wrapperName), .at(items), extraPaths.map { .at($0) })
    }

    /// How a key path names a property: by its name, or sometimes by its explicit `key:`.
    private mutating func pathComponent(_ field: Property) -> String {
        guard let key = field.key?.value, !key.contains("."), rng.chance(0.3) else { return field.name.value }
        return key
    }
}
