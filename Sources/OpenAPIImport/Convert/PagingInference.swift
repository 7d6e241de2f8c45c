import Names
import SpecModel
import YAML

/// Paging read from an imported operation — conservatively, since wrong paging is worse than none. What the document
/// says outright comes first (`x-specgen-paging` in the spec's terms, then the vendors' extensions), then the patterns
/// real APIs use, each only where every part of it is there: a `Link` header; `starting_after` with `has_more` and a
/// list of items with an `id`; a cursor parameter with a next-cursor field; a next-page URL field; `offset` (or a start
/// index) with `limit`; `page` with a count the page style has (``PagingStyle/rules``: a page count, a total) in the
/// response, or with a page size (then a short page ends the list). `x-specgen-paging: false` (or `--no-paging` for a
/// whole import) turns it off.
struct PagingInference {
    let models: [ImportedModel]
    let source: OpenAPISource

    /// The paging of `endpoint` and a note naming what it was read from; nil when nothing says how it pages. Without
    /// `inferring`, only what the document says outright. A `x-specgen-paging` gen can't read gives no paging, and a
    /// warning where it is instead of the note.
    func infer(_ endpoint: ImportedEndpoint, inferring: Bool) -> InferredPaging? {
        let extensions = source.extensions(at: endpoint.location)
        if let written = extensions.first(where: { $0.key == "x-specgen-paging" })?.value {
            if written.resolved == .bool(false), written.scalar != nil { return nil }
            let parsed = SpecParser.parsePaging(written, endpoint: endpoint.path, file: source.file)
            guard let paging = parsed.paging else {
                return InferredPaging(paging: nil, pattern: "x-specgen-paging",
                                      note: .imported(.unreadPaging(parsed.diagnostics.map(\.finding))),
                                      at: parsed.diagnostics.first?.location.mark ?? written.mark)
            }
            return InferredPaging(paging: paging, pattern: "x-specgen-paging",
                                  note: .importer(.pagingInferred, "paging as x-specgen-paging says"), at: written.mark)
        }
        guard endpoint.method == .get, let response = endpoint.response, let list = list(in: response) else {
            return nil
        }
        // What is read from the operation is said where its responses are.
        let mark = source.node(at: endpoint.location + ["responses"]).node.mark
        func inferred(_ style: PagingStyle, _ parameters: [PagingSetting: String], _ paths: [PagingSetting: String],
                      numbers: [PagingSetting: Int] = [:], linkHeader: Bool = false,
                      _ note: String) -> InferredPaging? {
            Self.paging(style, parameters, paths.merging(list.items.map { [.items: $0] } ?? [:]) { first, _ in first },
                        numbers: numbers, linkHeader: linkHeader, at: mark).map { InferredPaging(inferred: $0, note) }
        }
        if let said = vendorPaging(extensions, query: endpoint.query, list: list, at: mark) { return said }
        guard inferring else { return nil }
        if endpoint.declaresLinkHeader {
            return inferred(.cursor, [:], [:], linkHeader: true,
                            "paging inferred from the Link response header (rel=\"next\")")
        }
        let query = Dictionary(endpoint.query.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func param(_ names: [String], _ test: (ImportedType) -> Bool) -> String? {
            names.first { name in query[name].map { $0.constValue == nil && test($0.type) } ?? false }
        }
        let isString: (ImportedType) -> Bool = { $0 == .builtin(.string) }
        let isInteger: (ImportedType) -> Bool = { if case .builtin(let b) = $0 { b.isInteger } else { false } }
        if let cursor = param(["starting_after", "startingAfter", "after"], isString),
           let hasMore = field(in: response, ["has_more", "hasMore"], nested: [], { $0 == .builtin(.bool) }),
           hasIdentifier(list.element) {
            return inferred(.lastItem, [.cursor: cursor], [.key: "id", .hasMore: hasMore],
                            "paging inferred: '\(cursor)' the last item's id, while '\(hasMore)' says more follow")
        }
        let cursorNames = ["cursor", "page_token", "pageToken", "PageToken", "pagetoken", "next_token", "nextToken",
                           "continuation_token", "continuationToken", "page_cursor", "after", "offset", "continue"]
        let nextNames = ["next_cursor", "nextCursor", "next_page_token", "nextPageToken", "next_token", "nextToken",
                         "cursor", "continuation_token", "next", "offset", "continue"]
        let holders = ["meta", "pagination", "paging", "page_info", "pageInfo", "response_metadata", "links",
                       "next_page", "pages", "cursor", "_pagination", "_meta"]
        // Kubernetes' lists: `?continue=` sent as `metadata.continue` says.
        if let cursor = param(cursorNames, isString),
           let next = field(in: response, nextNames, nested: holders + ["metadata"], { $0 == .builtin(.string) }) {
            return inferred(.cursor, [.cursor: cursor], [.next: next],
                            "paging inferred: '\(cursor)' sent as '\(next)' says")
        }
        if let next = field(in: response,
                            ["next_page_url", "nextPageUrl", "next_url", "nextUrl", "next", "next_link", "nextLink"],
                            nested: holders, { $0 == .builtin(.url) || $0 == .builtin(.string) }),
           next.hasSuffix("url") || next.hasSuffix("Url") || next.hasSuffix("link") || next.hasSuffix("Link")
               || fieldType(in: response, next) == .builtin(.url) {
            return inferred(.cursor, [:], [.next: next], "paging inferred: the next page's URL at '\(next)'")
        }
        let limitNames = ["limit", "Limit", "page_size", "pageSize", "PageSize", "per_page", "perPage", "size", "count",
                          "maxResults", "max_results", "maxRecords", "max_records"]
        // A count the response gives: the first of a style's counts (in the style's order) it has, by the names APIs
        // give it.
        func count(of style: PagingStyle) -> (setting: PagingSetting, path: String)? {
            style.rules.map(\.setting).filter(\.isCount).lazy.compactMap { setting in
                // A bare `count` beside page numbers may be the page's own count: not a total there.
                let names = Self.countNames(setting).filter { style != .page || $0 != "count" }
                return self.field(in: response, names, nested: holders + ["result_info", "metadata"], isInteger)
                    .map { (setting, $0) }
            }.first
        }
        if let offset = param(["offset", "Offset", "start", "skip", "startIndex", "start_index", "startAt", "start_at"],
                              isInteger),
           let limit = param(limitNames, isInteger) {
            let total = count(of: .offset)
            return inferred(.offset, [.offset: offset, .limit: limit], total.map { [$0.setting: $0.path] } ?? [:],
                            "paging inferred: '\(offset)' and '\(limit)'"
                                + (total.map { Self.countWords($0.setting, $0.path) }
                                   ?? ", a page past the end ends the list"))
        }
        if let page = param(["page", "Page", "pageNumber", "page_number"], isInteger) {
            let perPage = param(limitNames, isInteger)
            let parameters = [PagingSetting.page: page].merging(perPage.map { [.perPage: $0] } ?? [:]) { first, _ in
                first
            }
            let size: [PagingSetting: Int] = perPage == nil ? [:] : [.pageSize: 30]
            if let (setting, path) = count(of: .page) {
                return inferred(.page, parameters, [setting: path], numbers: size,
                                "paging inferred: '\(page)'" + Self.countWords(setting, path))
            }
            if let perPage {
                return inferred(.page, parameters, [:], numbers: size,
                                "paging inferred: '\(page)' and '\(perPage)', with no page count: a page shorter than "
                                    + "asked for ends the list")
            }
        }
        return nil
    }

    /// The list of items a response is or holds (its only list property, or the one named like a list of items).
    func list(in response: ImportedType) -> (items: String?, element: ImportedType)? {
        if case .array(let element) = response { return (nil, element) }
        guard case .model(let id) = response, case .object(let properties, _) = models[id.index].kind else {
            return nil
        }
        // A list of what went wrong beside the items (Square's `errors` in every response) is not what pages.
        let lists = properties.compactMap { property -> (String, ImportedType)? in
            if case .array(let element) = property.type.type, !["errors", "warnings"].contains(property.key) {
                return (property.key, element)
            }
            return nil
        }
        if lists.count == 1 { return (lists[0].0, lists[0].1) }
        for name in ["data", "items", "results", "entries", "records", "values", "value", "list", "objects",
                     "elements"] {
            if let found = lists.first(where: { $0.0 == name }) { return (found.0, found.1) }
        }
        return nil
    }

    /// The key path of the first of `names` found in the response or one of its `nested` holders, of a type `test`
    /// takes.
    func field(in response: ImportedType, _ names: [String], nested: [String], _ test: (ImportedType) -> Bool)
        -> String? {
        guard case .model(let id) = response, case .object(let properties, _) = models[id.index].kind else {
            return nil
        }
        for name in names {
            if let property = properties.first(where: { $0.key == name }), test(property.type.type) { return name }
        }
        for holder in nested {
            guard let property = properties.first(where: { $0.key == holder }) else { continue }
            if let inner = field(in: property.type.type, names, nested: [], test) { return holder + "." + inner }
        }
        return nil
    }

    /// The type at a key path of the response.
    func fieldType(in response: ImportedType, _ path: String) -> ImportedType? {
        var type = response
        for key in path.split(separator: ".").map(String.init) {
            guard case .model(let id) = type, case .object(let properties, _) = models[id.index].kind,
                  let property = properties.first(where: { $0.key == key }) else { return nil }
            type = property.type.type
        }
        return type
    }

    /// An item that is an object with an `id` (text, a number or a UUID).
    func hasIdentifier(_ element: ImportedType) -> Bool {
        guard case .model(let id) = element, case .object(let properties, _) = models[id.index].kind,
              let identifier = properties.first(where: { $0.key == "id" }) else { return false }
        switch identifier.type.type {
        case .builtin(.string), .builtin(.int), .builtin(.int64), .builtin(.int32), .builtin(.uuid): return true
        default: return false
        }
    }
}

extension PagingInference {
    /// The names APIs give a count of a paging style in their responses.
    static func countNames(_ setting: PagingSetting) -> [String] {
        switch setting {
        case .total: ["total", "total_count", "totalCount", "total_results", "totalResults", "totalRecordCount",
                      "total_record_count", "totalRecords", "total_records", "count"]
        case .pageCount: ["total_pages", "totalPages", "pages", "page_count", "pageCount", "num_pages", "numPages"]
        case .offset, .limit, .page, .first, .perPage, .pageSize, .cursor, .next, .key, .hasMore, .items: []
        }
    }

    /// How a note says the count an inferred paging reads (after the parameters it sets).
    static func countWords(_ setting: PagingSetting, _ path: String) -> String {
        setting == .pageCount ? " up to '\(path)' pages" : ", '\(path)' the \(setting.rawValue)"
    }

    /// The name a count gives the pattern of an inferred page paging: `page count`, `page total`.
    static func countPattern(_ setting: PagingSetting) -> String {
        "page " + (setting == .pageCount ? "count" : setting.rawValue)
    }

    /// The paging of `style` from its settings' values as plain text, each located at `mark`.
    static func paging(_ style: PagingStyle, _ parameters: [PagingSetting: String], _ paths: [PagingSetting: String],
                       numbers: [PagingSetting: Int], linkHeader: Bool = false, at mark: Mark) -> WrittenPaging? {
        let defaults = style.rules.reduce(into: [PagingSetting: Int]()) { found, rule in
            found[rule.setting] = rule.defaultNumber
        }
        return WrittenPaging(style, parameters: parameters.mapValues { Located($0, at: mark) },
                             paths: paths.mapValues { Located($0, at: mark) },
                             numbers: defaults.merging(numbers) { $1 }, linkHeader: linkHeader, mark: mark)
    }
}

/// What an operation's paging was read from.
struct InferredPaging {
    /// Nil when what the document says can't be read (the note then a warning).
    var paging: WrittenPaging?
    /// The pattern or extension, for the summary: `Link header`, `cursor`, `x-ms-pageable`.
    var pattern: String
    /// What the note says: gen-import's own words, or what the spec's reader found in `x-specgen-paging`.
    var note: Finding
    /// Where the note is said: what the document wrote (in an overlay's file when one wrote it); nil for the operation.
    var mark: Mark?

    init(paging: WrittenPaging?, pattern: String, note: Finding, at mark: Mark? = nil) {
        self.paging = paging
        self.pattern = pattern
        self.note = note
        self.mark = mark
    }

    /// Paging inferred from a pattern, named by its shape.
    init(inferred paging: WrittenPaging, _ note: String) {
        let sendsCursor = paging.parameters.contains { $0.setting == .cursor }
        let pattern = switch paging.name {
        case .cursor: paging.followsLinkHeader ? "Link header" : sendsCursor ? "cursor" : "next URL"
        case .lastItem: "last item"
        case .offset: "offset"
        case .page: paging.paths.first(where: \.setting.isCount).map { PagingInference.countPattern($0.setting) }
            ?? "short page"
        }
        self.init(paging: paging, pattern: pattern, note: .importer(.pagingInferred, note))
    }
}
