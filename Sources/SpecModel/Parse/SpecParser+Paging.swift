import YAML

extension SpecParser {
    static let pagingStyles = ["offset", "page", "cursor", "lastItem"]
    static let pagingKeys: [String: [String]] = [
        "offset": ["style", "offset", "limit", "pageSize", "items", "total"],
        "page": ["style", "page", "first", "perPage", "pageSize", "items", "pageCount"],
        "cursor": ["style", "cursor", "next", "items"],
        "lastItem": ["style", "cursor", "key", "hasMore", "items"],
    ]

    mutating func paging(_ node: Node, endpoint: String) -> Paging? {
        guard let pairs = node.mapping else {
            diagnostics.error(.shape(.pagingNotAMapping(endpoint: endpoint, found: node.form)), at: node.mark)
            return nil
        }
        guard let styleNode = pairs.first(where: { $0.key.string == "style" })?.value else {
            diagnostics.error(.shape(.pagingWithoutStyle(endpoint: endpoint)), at: node.mark)
            return nil
        }
        guard let style = diagnostics.text(styleNode, .key("style")) else { return nil }
        guard let allowed = Self.pagingKeys[style] else {
            let near = didYouMean(style, among: Self.pagingStyles)
            diagnostics.error(.parse(.unknownChoice(.pagingStyle, style, suggestion: near)), at: styleNode.mark)
            return nil
        }
        guard let reader = MappingReader(node, place: .paging(style: style), allowed: allowed,
                                         diagnostics: &diagnostics) else { return nil }
        let items = keyPath(reader["items"], "items")
        switch style {
        case "offset":
            var paging = OffsetPaging(mark: node.mark,
                                      offset: paramName(reader["offset"], default: "offset", at: node.mark),
                                      limit: paramName(reader["limit"], default: "limit", at: node.mark))
            if let size = positive(reader["pageSize"], key: "pageSize") { paging.pageSize = size }
            paging.items = items
            paging.total = keyPath(reader["total"], "total")
            return .offset(paging)
        case "page":
            var paging = PagePaging(mark: node.mark, page: paramName(reader["page"], default: "page", at: node.mark))
            if let firstNode = reader["first"], let first = diagnostics.integer(firstNode, key: "first") {
                paging.first = first
            }
            paging.perPage = reader["perPage"].flatMap { node in
                diagnostics.text(node, .key("perPage")).map { Located($0, at: node.mark) }
            }
            paging.pageSize = positive(reader["pageSize"], key: "pageSize")
            if paging.perPage != nil, !reader.has("pageSize"), !reader.isMisspelt("pageSize") {
                diagnostics.error(.shape(.pagePagingWithoutPageSize), at: node.mark)
            }
            paging.items = items
            paging.pageCount = keyPath(reader["pageCount"], "pageCount")
            return .page(paging)
        case "lastItem":
            guard let cursorNode = reader["cursor"], let hasMoreNode = reader["hasMore"] else {
                let missing = ["cursor", "hasMore"].filter { !reader.has($0) && !reader.isMisspelt($0) }
                if !missing.isEmpty {
                    diagnostics.error(.shape(.lastItemPagingWithout(missing)), at: node.mark)
                }
                return nil
            }
            let cursor = paramName(cursorNode, default: "", at: node.mark)
            guard let hasMore = keyPath(hasMoreNode, "hasMore") else { return nil }
            let key = reader["key"].map { keyPath($0, "key") } ?? Located("id", at: node.mark)
            guard let key else { return nil }
            var paging = LastItemPaging(mark: node.mark, cursor: cursor, key: key, hasMore: hasMore)
            paging.items = items
            return .lastItem(paging)
        default:
            guard let nextNode = reader["next"] else {
                if reader.isMisspelt("next") { return nil }
                diagnostics.error(.shape(.cursorPagingWithoutNext), at: node.mark)
                return nil
            }
            guard let nextPath = diagnostics.text(nextNode, .key("next")) else { return nil }
            let next: CursorPaging.Next = nextPath == "link"
                ? .linkHeader(nextNode.mark) : .body(Located(nextPath, at: nextNode.mark))
            var paging = CursorPaging(mark: node.mark, next: next)
            paging.cursor = reader["cursor"].flatMap { node in
                diagnostics.text(node, .key("cursor")).map { Located($0, at: node.mark) }
            }
            if case .linkHeader = next, let cursor = paging.cursor {
                diagnostics.error(.shape(.cursorWithLinkHeader), at: cursor.mark)
            }
            paging.items = items
            return .cursor(paging)
        }
    }

    private mutating func paramName(_ node: Node?, default name: String, at mark: Mark) -> Located<String> {
        guard let node, let text = diagnostics.text(node, .pagingParameter) else { return Located(name, at: mark) }
        return Located(text, at: node.mark)
    }

    private mutating func keyPath(_ node: Node?, _ key: String) -> Located<String>? {
        guard let node, let text = diagnostics.text(node, .key(key)) else { return nil }
        if text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            diagnostics.error(.parse(.notAKeyPath(text)), at: node.mark)
            return nil
        }
        return Located(text, at: node.mark)
    }

    private mutating func positive(_ node: Node?, key: String) -> Int? {
        guard let node, let value = diagnostics.integer(node, key: key) else { return nil }
        guard value > 0 else {
            diagnostics.error(.parse(.notPositive(key: key)), at: node.mark)
            return nil
        }
        return value
    }
}
