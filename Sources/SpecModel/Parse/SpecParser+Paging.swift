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
            diagnostics.error("expected a mapping with 'style:' for the paging of endpoint '\(endpoint)', found \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard let styleNode = pairs.first(where: { $0.key.string == "style" })?.value else {
            diagnostics.error("the paging of endpoint '\(endpoint)' needs 'style:' (offset, page, cursor or lastItem)", at: node.mark)
            return nil
        }
        guard let style = diagnostics.text(styleNode, "'style'") else { return nil }
        guard let allowed = Self.pagingKeys[style] else {
            diagnostics.error("unknown paging style '\(style)'\(suggestion(style, among: Self.pagingStyles)); use offset, page, cursor or lastItem", at: styleNode.mark)
            return nil
        }
        guard let reader = MappingReader(node, what: "\(style) paging", allowed: allowed, diagnostics: &diagnostics) else { return nil }
        let items = keyPath(reader["items"], "items")
        switch style {
        case "offset":
            var paging = OffsetPaging(mark: node.mark, offset: paramName(reader["offset"], default: "offset", at: node.mark),
                                      limit: paramName(reader["limit"], default: "limit", at: node.mark))
            if let size = positive(reader["pageSize"], "pageSize") { paging.pageSize = size }
            paging.items = items
            paging.total = keyPath(reader["total"], "total")
            return .offset(paging)
        case "page":
            var paging = PagePaging(mark: node.mark, page: paramName(reader["page"], default: "page", at: node.mark))
            if let firstNode = reader["first"], let first = diagnostics.integer(firstNode, "'first'") { paging.first = first }
            paging.perPage = reader["perPage"].flatMap { node in diagnostics.text(node, "'perPage'").map { Located($0, at: node.mark) } }
            paging.pageSize = positive(reader["pageSize"], "pageSize")
            if paging.perPage != nil, !reader.has("pageSize"), !reader.isMisspelt("pageSize") {
                diagnostics.error("page paging with 'perPage' needs 'pageSize:' (how many items to ask for)", at: node.mark)
            }
            paging.items = items
            paging.pageCount = keyPath(reader["pageCount"], "pageCount")
            return .page(paging)
        case "lastItem":
            guard let cursorNode = reader["cursor"], let hasMoreNode = reader["hasMore"] else {
                let missing = ["cursor", "hasMore"].filter { !reader.has($0) && !reader.isMisspelt($0) }
                if !missing.isEmpty {
                    diagnostics.error("lastItem paging needs \(missing.map { "'\($0):'" }.joined(separator: " and ")) (the query parameter the last item's key is sent as, and the key path of the flag that says more follow)", at: node.mark)
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
                diagnostics.error("cursor paging needs 'next:' (a key path in the response, or 'link' for the Link header)", at: node.mark)
                return nil
            }
            guard let nextPath = diagnostics.text(nextNode, "'next'") else { return nil }
            let next: CursorPaging.Next = nextPath == "link" ? .linkHeader(nextNode.mark) : .body(Located(nextPath, at: nextNode.mark))
            var paging = CursorPaging(mark: node.mark, next: next)
            paging.cursor = reader["cursor"].flatMap { node in diagnostics.text(node, "'cursor'").map { Located($0, at: node.mark) } }
            if case .linkHeader = next, let cursor = paging.cursor {
                diagnostics.error("'next: link' follows the Link header's URL; 'cursor' is for tokens found in the body", at: cursor.mark)
            }
            paging.items = items
            return .cursor(paging)
        }
    }

    private mutating func paramName(_ node: Node?, default name: String, at mark: Mark) -> Located<String> {
        guard let node, let text = diagnostics.text(node, "a paging parameter") else { return Located(name, at: mark) }
        return Located(text, at: node.mark)
    }

    private mutating func keyPath(_ node: Node?, _ what: String) -> Located<String>? {
        guard let node, let text = diagnostics.text(node, "'\(what)'") else { return nil }
        if text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            diagnostics.error("'\(text)' is not a key path (names joined by '.')", at: node.mark)
            return nil
        }
        return Located(text, at: node.mark)
    }

    private mutating func positive(_ node: Node?, _ what: String) -> Int? {
        guard let node, let value = diagnostics.integer(node, "'\(what)'") else { return nil }
        guard value > 0 else {
            diagnostics.error("'\(what)' must be at least 1", at: node.mark)
            return nil
        }
        return value
    }
}
