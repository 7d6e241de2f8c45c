@testable import Names
import SpecModel

extension SpecGenerator {
    /// The ways a random endpoint pages: the spec's styles, the cursor's three ways apart.
    enum PagingShape: CaseIterable {
        case offset, page, cursorToken, cursorURL, linkHeader, lastItem
    }

    /// Query parameter names for each paging setting: the default first, then others, some of which are
    /// what the controller or another setting uses.
    static let offsetNames = ["offset", "start", "skip", "from", "page[offset]", "index", "items", "size", "cursor",
                              "page", "limit"]
    static let limitNames = ["limit", "count", "per_page", "page[limit]", "size", "pageSize", "take", "first", "offset",
                             "page"]
    static let pageNames = ["page", "p", "pageNumber", "page[number]", "offset", "cursor", "limit", "size", "state"]
    static let perPageNames = ["per_page", "perPage", "size", "limit", "page[size]", "pageSize", "count", "objects"]
    static let cursorNames = ["cursor", "after", "page[cursor]", "starting_after", "token", "next", "offset", "items",
                              "state"]
    static let lastItemNames = ["starting_after", "ending_before", "after", "cursor", "last", "state"]
    /// Names of a paged endpoint's other parameters that the controller may use itself.
    static let controllerNames = ["size", "page", "offset", "limit", "cursor", "state", "objects", "networking",
                                  "pageSize", "hasMore", "isLoading", "items", "response", "reload", "loadMore",
                                  "first", "total", "next", "last"]

    /// Makes `endpoint` paged: the paging settings, the query parameters they name and a response that fits.
    mutating func addPaging(to endpoint: inout Endpoint, swiftNames: inout Set<String>) {
        let style = rng.pick(PagingShape.allCases)
        var taken: [String] = []
        func param(_ names: [String], _ types: [String], _ generator: inout SpecGenerator) -> Located<String>? {
            guard let name = generator.pagingParam(names, types: types, taken: taken, endpoint: &endpoint) else {
                return nil
            }
            taken.append(name)
            return .at(name)
        }
        let element = pagingElement(lastItem: style == .lastItem)
        guard let element else { return }
        let paging: WrittenPaging?
        switch style {
        case .offset:
            guard let offset = param(Self.offsetNames, TypeRef.integers, &self),
                  let limit = param(Self.limitNames, TypeRef.integers, &self),
                  let response = pagedResponse(element: element.type,
                                               extras: rng.chance(0.5) ? [integerField()] : []) else { return }
            let pageSize = rng.chance(0.5) ? rng.pick([1, 20, 50]) : 20
            endpoint.response = response.type
            paging = WrittenPaging(style: .offset(offset: offset, limit: limit, pageSize: pageSize,
                                                  total: response.extras.first),
                                   items: response.items, mark: .start)
        case .page:
            guard let page = param(Self.pageNames, TypeRef.integers, &self),
                  let response = pagedResponse(element: element.type,
                                               extras: rng.chance(0.5) ? [integerField()] : []) else { return }
            let first = rng.chance(0.5) ? rng.pick([0, 1, 2]) : 1
            var perPage: Located<String>?, pageSize: Int?
            if rng.chance(0.4), let named = param(Self.perPageNames, TypeRef.integers, &self) {
                perPage = named
                pageSize = rng.pick([1, 10, 25, 100])
            } else if rng.chance(0.25) {
                pageSize = rng.pick([10, 30])
            }
            endpoint.response = response.type
            paging = WrittenPaging(
                .page, parameters: [.page: page].merging(perPage.map { [.perPage: $0] } ?? [:]) { $1 },
                paths: [.items: response.items, .pageCount: response.extras.first].compactMapValues { $0 },
                numbers: [.first: first].merging(pageSize.map { [.pageSize: $0] } ?? [:]) { $1 }, mark: .start)
        case .cursorToken, .cursorURL:
            let cursor = style == .cursorToken ? param(Self.cursorNames, ["String"], &self) : nil
            if style == .cursorToken, cursor == nil { return }
            let next: TypeRef = style == .cursorToken
                ? (rng.chance(0.85) ? .optional(.named("String")) : .named("String"))
                : .optional(.named(rng.pick(["URL", "String"])))
            guard let response = pagedResponse(element: element.type, extras: [next]),
                  let path = response.extras.first else { return }
            endpoint.response = response.type
            paging = WrittenPaging(style: .cursor(cursor: cursor, next: .body(path)), items: response.items,
                                   mark: .start)
        case .linkHeader:
            guard let response = pagedResponse(element: element.type, extras: []) else { return }
            endpoint.response = response.type
            paging = WrittenPaging(style: .cursor(cursor: nil, next: .linkHeader), items: response.items, mark: .start)
        case .lastItem:
            let hasMore: TypeRef = rng.chance(0.8) ? .named("Bool") : .optional(.named("Bool"))
            guard let cursor = param(Self.lastItemNames, ["String"], &self),
                  let response = pagedResponse(element: element.type, extras: [hasMore], wrapped: true),
                  let flag = response.extras.first
            else { return }
            endpoint.response = response.type
            paging = WrittenPaging(style: .lastItem(cursor: cursor, key: .at(element.key ?? "id"), hasMore: flag),
                                   items: response.items, mark: .start)
        }
        endpoint.paging = paging
        for name in taken { if let swiftName = NameRules.lowerCamel(name) { swiftNames.insert(swiftName) } }
        if rng.chance(0.5) { addParam(.query, to: &endpoint, swiftNames: &swiftNames, names: Self.controllerNames) }
    }

    private mutating func integerField() -> TypeRef {
        let type = TypeRef.named(rng.pick(TypeRef.integers))
        return rng.chance(0.2) ? .optional(type) : type
    }

    /// The element of the paged list: a model of the spec or a built-in. For last-item paging an object model
    /// (made or given the key the cursor is read from: `id` unless another simple property is chosen, maybe
    /// optional or nullable, maybe one model deeper), and the key path when it isn't `id`.
    private mutating func pagingElement(lastItem: Bool) -> (type: TypeRef, key: String?)? {
        let names = models.map(\.name.value)
        guard lastItem else {
            if !names.isEmpty, rng.chance(0.7) { return (.named(rng.pick(names)), nil) }
            return (.named(rng.pick(["String", "Int", "UUID", "Date", "URL", "JSON"])), nil)
        }
        let objects = models.indices.filter { models[$0].isObject }
        let index: Int
        if !objects.isEmpty, rng.chance(0.6) {
            index = rng.pick(objects)
        } else {
            guard let name = modelName(ordinary: ["Charge", "Customer", "Event", "Item"]) else { return nil }
            addModel(Model(name: .at(name), kind: .object([])), file: file)
            index = models.count - 1
        }
        let name = models[index].name.value
        let element: TypeRef = rng.chance(0.1) ? .optional(.named(name)) : .named(name)
        guard case .object(var properties) = models[index].kind else { return nil }
        let simple = properties.filter { property in
            guard case .named(let type, _) = property.type.unwrapped else { return false }
            return ["String", "Int", "Int64", "UUID"].contains(type) || model(type)?.isEnum == true
        }
        if rng.chance(0.5), let chosen = simple.first.map({ _ in rng.pick(simple) }) {
            return (element, chosen.name.value == "id" ? nil : chosen.name.value)
        }
        // The key one model deeper (`owner.id`), sometimes through an optional or nullable holder.
        let holders = properties.filter { property in
            guard let name = property.type.unwrapped.name, let held = model(name), held.isObject else { return false }
            return held.properties.contains {
                $0.name.value == "id" && $0.type.unwrapped.name.map(["String", "Int", "UUID"].contains) == true
            }
        }
        if rng.chance(0.3), let holder = holders.first.map({ _ in rng.pick(holders) }) {
            return (element, holder.name.value + ".id")
        }
        var key = Property(rng.chance(0.7) ? "id" : "sequence",
                           .named(rng.pick(["String", "String", "Int", "Int64", "UUID"])))
        if rng.chance(0.15) { key.type = .optional(key.type) }
        if rng.chance(0.15) { key.isNullable = true }
        properties.removeAll { $0.name.value == key.name.value }
        properties.insert(key, at: 0)
        models[index].kind = .object(properties)
        return (element, key.name.value == "id" ? nil : key.name.value)
    }

    /// Adds the integer (or string) query parameter a paging setting names, in place of any parameter with
    /// the same Swift name; the setting's default name most of the time.
    private mutating func pagingParam(_ names: [String], types: [String], taken: [String], endpoint: inout Endpoint)
        -> String? {
        let placeholders = endpoint.pathParams.compactMap { NameRules.lowerCamel($0.name.value) }
        for attempt in 0..<8 {
            let candidate = attempt == 0 && rng.chance(0.6) ? names[0] : rng.pick(names)
            guard !taken.contains(candidate), let swiftName = NameRules.lowerCamel(candidate),
                  !placeholders.contains(swiftName) else { continue }
            endpoint.query.removeAll {
                derivedSwiftName($0.name.value, $0.swiftName?.value) == swiftName || $0.name.value == candidate
            }
            endpoint.headers.removeAll { derivedSwiftName($0.name.value, $0.swiftName?.value) == swiftName }
            var type = TypeRef.named(rng.pick(types))
            if rng.chance(0.4) { type = .optional(type) }
            endpoint.query.insert(Param(candidate, type), at: rng.int(0...endpoint.query.count))
            return candidate
        }
        return nil
    }
}
