@testable import Names
import SpecModel

extension SpecGenerator {
    enum PagingStyle: CaseIterable {
        case offset, page, cursorToken, cursorURL, linkHeader
    }

    /// Query parameter names for each paging setting: the default first, then others, some of which are
    /// what the controller or another setting uses.
    static let offsetNames = ["offset", "start", "skip", "from", "page[offset]", "index", "items", "size", "cursor", "page", "limit"]
    static let limitNames = ["limit", "count", "per_page", "page[limit]", "size", "pageSize", "take", "first", "offset", "page"]
    static let pageNames = ["page", "p", "pageNumber", "page[number]", "offset", "cursor", "limit", "size", "state"]
    static let perPageNames = ["per_page", "perPage", "size", "limit", "page[size]", "pageSize", "count", "objects"]
    static let cursorNames = ["cursor", "after", "page[cursor]", "starting_after", "token", "next", "offset", "items", "state"]
    /// Names of a paged endpoint's other parameters that the controller may use itself.
    static let controllerNames = ["size", "page", "offset", "limit", "cursor", "state", "objects", "networking", "pageSize",
                                  "hasMore", "isLoading", "items", "response", "reload", "loadMore", "first", "total", "next"]

    /// Makes `endpoint` paged: the paging settings, the query parameters they name and a response that fits.
    mutating func addPaging(to endpoint: inout EndpointPlan, swiftNames: inout Set<String>) {
        let style = rng.pick(PagingStyle.allCases)
        var entries: [(key: String, value: String)] = []
        var extras: [(setting: String, type: SpecType)] = []
        var taken: [String] = []
        func param(_ setting: String, _ names: [String], _ types: [String], written: Bool = false,
                   _ generator: inout SpecGenerator) {
            guard let name = generator.pagingParam(names, types: types, taken: taken, endpoint: &endpoint) else { return }
            taken.append(name)
            if written || name != names[0] { entries.append((setting, YAMLText.scalar(name))) }
        }
        switch style {
        case .offset:
            entries.append(("style", "offset"))
            param("offset", Self.offsetNames, SpecType.integers, &self)
            param("limit", Self.limitNames, SpecType.integers, &self)
            if rng.chance(0.5) { entries.append(("pageSize", rng.pick(["1", "20", "50"]))) }
            if rng.chance(0.5) { extras.append(("total", integerField())) }
        case .page:
            entries.append(("style", "page"))
            param("page", Self.pageNames, SpecType.integers, &self)
            if rng.chance(0.5) { entries.append(("first", rng.pick(["0", "1", "2"]))) }
            if rng.chance(0.4) {
                param("perPage", Self.perPageNames, SpecType.integers, written: true, &self)
                entries.append(("pageSize", rng.pick(["1", "10", "25", "100"])))
            } else if rng.chance(0.25) {
                entries.append(("pageSize", rng.pick(["10", "30"])))
            }
            if rng.chance(0.5) { extras.append(("pageCount", integerField())) }
        case .cursorToken:
            entries.append(("style", "cursor"))
            param("cursor", Self.cursorNames, ["String"], written: true, &self)
            extras.append(("next", rng.chance(0.85) ? .optional(.named("String")) : .named("String")))
        case .cursorURL:
            entries.append(("style", "cursor"))
            extras.append(("next", .optional(.named(rng.pick(["URL", "String"])))))
        case .linkHeader:
            entries.append(("style", "cursor"))
            entries.append(("next", "link"))
        }
        guard let response = pagedResponse(element: pagingElement(), extras: extras.map(\.type)) else { return }
        endpoint.response = response.type
        if let items = response.items { entries.append(("items", YAMLText.scalar(items))) }
        for (extra, path) in zip(extras, response.extraPaths) { entries.append((extra.setting, YAMLText.scalar(path))) }
        endpoint.paging = entries
        for name in taken { if let swiftName = NameRules.lowerCamel(name) { swiftNames.insert(swiftName) } }
        if rng.chance(0.5) { addParam(.query, to: &endpoint, swiftNames: &swiftNames, names: Self.controllerNames) }
    }

    private mutating func integerField() -> SpecType {
        let type = SpecType.named(rng.pick(SpecType.integers))
        return rng.chance(0.2) ? .optional(type) : type
    }

    /// The element of the paged list: a model of the spec or a built-in.
    private mutating func pagingElement() -> SpecType {
        let models = plan.models.map(\.name)
        if !models.isEmpty, rng.chance(0.7) { return .named(rng.pick(models)) }
        return .named(rng.pick(["String", "Int", "UUID", "Date", "URL", "JSON"]))
    }

    /// Adds the integer (or string) query parameter a paging setting names, in place of any parameter with
    /// the same Swift name; the setting's default name most of the time.
    private mutating func pagingParam(_ names: [String], types: [String], taken: [String],
                                      endpoint: inout EndpointPlan) -> String? {
        let placeholders = endpoint.path.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first }
            .compactMap { NameRules.lowerCamel(String($0)) }
        for attempt in 0..<8 {
            let candidate = attempt == 0 && rng.chance(0.6) ? names[0] : rng.pick(names)
            guard !taken.contains(candidate), let swiftName = NameRules.lowerCamel(candidate),
                  !placeholders.contains(swiftName) else { continue }
            endpoint.query.removeAll { derivedSwiftName($0.name, $0.swiftName) == swiftName || $0.name == candidate }
            endpoint.headers.removeAll { derivedSwiftName($0.name, $0.swiftName) == swiftName }
            var type = SpecType.named(rng.pick(types))
            if rng.chance(0.4) { type = .optional(type) }
            endpoint.query.insert(FieldPlan(name: candidate, type: type), at: rng.int(0...endpoint.query.count))
            return candidate
        }
        return nil
    }
}
