import YAML

/// How an endpoint pages. Parameter names are query parameters of the endpoint; key paths
/// (`meta.next`) walk the response model's properties.
public enum Paging: Hashable, Sendable {
    case offset(OffsetPaging)
    case page(PagePaging)
    case cursor(CursorPaging)
    case lastItem(LastItemPaging)

    /// Where `paging:` was written.
    public var mark: Mark {
        switch self {
        case .offset(let paging): return paging.mark
        case .page(let paging): return paging.mark
        case .cursor(let paging): return paging.mark
        case .lastItem(let paging): return paging.mark
        }
    }

    /// The key path of the items array; nil when the response is the array.
    public var items: Located<String>? {
        switch self {
        case .offset(let paging): return paging.items
        case .page(let paging): return paging.items
        case .cursor(let paging): return paging.items
        case .lastItem(let paging): return paging.items
        }
    }
}

/// `style: offset`.
public struct OffsetPaging: Hashable, Sendable {
    public var mark: Mark
    public var offset: Located<String>
    public var limit: Located<String>
    public var pageSize: Int
    public var items: Located<String>?
    /// The key path of the total count; without it, `limit + 1` is asked for and trimmed.
    public var total: Located<String>?

    public init(mark: Mark, offset: Located<String>, limit: Located<String>, pageSize: Int = 20) {
        self.mark = mark
        self.offset = offset
        self.limit = limit
        self.pageSize = pageSize
    }
}

/// `style: page`.
public struct PagePaging: Hashable, Sendable {
    public var mark: Mark
    public var page: Located<String>
    public var first: Int = 1
    public var perPage: Located<String>?
    public var pageSize: Int?
    public var items: Located<String>?
    /// The key path of the page count; without it, a short page ends the list.
    public var pageCount: Located<String>?

    public init(mark: Mark, page: Located<String>) {
        self.mark = mark
        self.page = page
    }
}

/// `style: cursor`.
public struct CursorPaging: Hashable, Sendable {
    /// Where the next page's token or URL comes from.
    public enum Next: Hashable, Sendable {
        /// A key path in the response body.
        case body(Located<String>)
        /// The `Link: <…>; rel="next"` response header (`next: link`).
        case linkHeader(Mark)
    }

    public var mark: Mark
    /// The query parameter the token is sent as; nil when `next` is a URL fetched as is.
    public var cursor: Located<String>?
    public var next: Next
    public var items: Located<String>?

    public init(mark: Mark, next: Next) {
        self.mark = mark
        self.next = next
    }
}

/// `style: lastItem`: the next page starts after the last item of this one (`starting_after=<its id>`), and a
/// flag in the response says whether one follows.
public struct LastItemPaging: Hashable, Sendable {
    public var mark: Mark
    /// The query parameter the last item's key is sent as.
    public var cursor: Located<String>
    /// The key path, in an item, of the value sent as the cursor (`id` unless given).
    public var key: Located<String>
    /// The key path, in the response, of the `Bool` that says more items follow.
    public var hasMore: Located<String>
    public var items: Located<String>?

    public init(mark: Mark, cursor: Located<String>, key: Located<String>, hasMore: Located<String>) {
        self.mark = mark
        self.cursor = cursor
        self.key = key
        self.hasMore = hasMore
    }
}
