import SpecModel
import YAML

extension PagingInference {
    /// The vendor extensions that say how an operation pages, as real documents carry them.
    static let vendorExtensions = ["x-ms-pageable", "x-speakeasy-pagination", "x-fern-pagination"]

    /// A paging a vendor extension says: its style and settings as plain text.
    typealias Said = (style: PagingStyle, parameters: [PagingSetting: String], paths: [PagingSetting: String],
                      numbers: [PagingSetting: Int])

    /// The paging a vendor extension says, located at `mark`, with a note naming it; nil when none says it in a form
    /// gen pages with.
    func vendorPaging(_ extensions: [(key: String, value: Node)], query: [ImportedParam],
                      list: (items: String?, element: ImportedType),
                      at mark: Mark) -> InferredPaging? {
        for (key, value) in extensions {
            let found: Said? = switch key {
            case "x-ms-pageable": msPageable(value, list: list)
            case "x-speakeasy-pagination": speakeasy(value, query: query, list: list)
            case "x-fern-pagination": fern(value, query: query, list: list)
            default: nil
            }
            if let found, let paging = Self.paging(found.style, found.parameters, found.paths, numbers: found.numbers,
                                                   at: mark) {
                return InferredPaging(paging: paging, pattern: key,
                                      note: .importer(.pagingInferred, "paging as \(key) says"),
                                      at: value.mark)
            }
        }
        return nil
    }

    /// `{ nextLinkName: nextLink, itemName: value }`: the next page's URL in a field.
    private func msPageable(_ node: Node, list: (items: String?, element: ImportedType)) -> Said? {
        guard let next = Self.value(node, "nextLinkName")?.string else { return nil }
        return (.cursor, [:], [.next: next, .items: Self.value(node, "itemName")?.string ?? list.items ?? "value"], [:])
    }

    /// `{ type: offsetLimit | cursor | url, inputs: [{ name, in: parameters, type }], outputs: { results, nextCursor,
    /// nextUrl, numPages } }`.
    private func speakeasy(_ node: Node, query: [ImportedParam], list: (items: String?, element: ImportedType))
        -> Said? {
        var inputs: [String: String] = [:]
        for input in Self.value(node, "inputs")?.sequence ?? [] {
            guard let name = Self.value(input, "name")?.string, let kind = Self.value(input, "type")?.string,
                  Self.value(input, "in")?.string ?? "parameters" == "parameters",
                  query.contains(where: { $0.name == name }) else { continue }
            inputs[kind] = name
        }
        let outputs = Self.value(node, "outputs")
        func output(_ key: String) -> String? { outputs.flatMap { Self.value($0, key)?.string }.flatMap(Self.keyPath) }
        let items: [PagingSetting: String] = (output("results") ?? list.items).map { [.items: $0] } ?? [:]
        switch Self.value(node, "type")?.string {
        case "offsetLimit":
            if let offset = inputs["offset"], let limit = inputs["limit"] {
                return (.offset, [.offset: offset, .limit: limit], items, [:])
            }
            if let page = inputs["page"] {
                let perPage: [PagingSetting: String] = inputs["limit"].map { [.perPage: $0] } ?? [:]
                let count: [PagingSetting: String] = output("numPages").map { [.pageCount: $0] } ?? [:]
                return (.page, perPage.merging([.page: page]) { $1 }, items.merging(count) { $1 },
                        perPage.isEmpty ? [:] : [.pageSize: 30])
            }
            return nil
        case "cursor":
            guard let cursor = inputs["cursor"], let next = output("nextCursor") else { return nil }
            return (.cursor, [.cursor: cursor], items.merging([.next: next]) { $1 }, [:])
        case "url":
            guard let next = output("nextUrl") else { return nil }
            return (.cursor, [:], items.merging([.next: next]) { $1 }, [:])
        default:
            return nil
        }
    }

    /// `{ cursor: $request.x, next_cursor: $response.y, results: $response.z }` or `{ offset: $request.page, step:
    /// $request.limit, results: … }`.
    private func fern(_ node: Node, query: [ImportedParam], list: (items: String?, element: ImportedType)) -> Said? {
        func request(_ key: String) -> String? {
            guard let text = Self.value(node, key)?.string, text.hasPrefix("$request.") else { return nil }
            let name = String(text.dropFirst("$request.".count))
            return query.contains { $0.name == name } ? name : nil
        }
        func response(_ key: String) -> String? {
            guard let text = Self.value(node, key)?.string, text.hasPrefix("$response.") else { return nil }
            return Self.keyPath("$." + text.dropFirst("$response.".count))
        }
        let items: [PagingSetting: String] = (response("results") ?? list.items).map { [.items: $0] } ?? [:]
        if let cursor = request("cursor"), let next = response("next_cursor") {
            return (.cursor, [.cursor: cursor], items.merging([.next: next]) { $1 }, [:])
        }
        if let offset = request("offset") {
            let step = request("step")
            if ["page", "Page", "pageNumber", "page_number"].contains(offset) {
                let perPage: [PagingSetting: String] = step.map { [.perPage: $0] } ?? [:]
                return (.page, perPage.merging([.page: offset]) { $1 }, items, step == nil ? [:] : [.pageSize: 30])
            }
            guard let step else { return nil }
            return (.offset, [.offset: offset, .limit: step], items, [:])
        }
        return nil
    }

    /// `$.data.items` → `data.items`; nil for a path that is more than names joined by dots.
    static func keyPath(_ path: String) -> String? {
        guard path.hasPrefix("$.") else { return nil }
        let keys = path.dropFirst(2).split(separator: ".", omittingEmptySubsequences: false)
        guard !keys.isEmpty,
              keys.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } })
        else {
            return nil
        }
        return keys.joined(separator: ".")
    }

    /// The value of `key` in a mapping.
    static func value(_ node: Node, _ key: String) -> Node? {
        node.mapping?.first { $0.key.string == key }?.value
    }
}
