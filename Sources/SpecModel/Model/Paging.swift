import YAML

/// How an endpoint pages: its style and settings, and where the list of items is — one description for every stage.
/// `Parameter` is what a setting that names a query parameter holds and `Path` what a key path holds: as written in a
/// spec (``WrittenPaging``: names and paths with where they were written) or as checked (``CheckedPaging``: a
/// parameter's place among the endpoint's query parameters, a path walked through the response's models).
///
/// What each setting is, how it is written and what it must name is said once, by ``PagingSetting`` and
/// ``PagingStyle``: the parser, the writer, the checker, the naming pass, the translator and gen-import read it from
/// there. A setting is added to a style by its case here, its place in ``PagingStyle/settings`` and ``map(_:_:)``.
public struct Paging<Parameter: Hashable & Sendable, Path: Hashable & Sendable>: Hashable, Sendable {
    /// A style and its settings.
    public enum Style: Hashable, Sendable {
        /// `offset` and `limit` parameters; without `total`, `limit + 1` is asked for and trimmed.
        case offset(offset: Parameter, limit: Parameter, pageSize: Int, total: Path?)
        /// A page number; `perPage` with the `pageSize` to ask for; the list ends at `pageCount` pages, or once
        /// `total` objects are held; without either, at a short page.
        case page(page: Parameter, first: Int, perPage: Parameter?, pageSize: Int?, pageCount: Path?, total: Path?)
        /// A token (sent as `cursor`) or a URL (without `cursor`) found at `next`, or the `Link` header's.
        case cursor(cursor: Parameter?, next: Next)
        /// The next page starts after the last item (its `key`, sent as `cursor`) while `hasMore` says more follow.
        case lastItem(cursor: Parameter, key: Path, hasMore: Path)
    }

    /// Where a cursor style's next page comes from.
    public enum Next: Hashable, Sendable {
        /// A token or URL at a key path of the response.
        case body(Path)
        /// The `Link: <…>; rel="next"` response header (`next: link`).
        case linkHeader
    }

    public var style: Style
    /// The key path of the list of items; nil when the response is the list.
    public var items: Path?
    /// Where `paging:` was written.
    public var mark: Mark

    public init(style: Style, items: Path? = nil, mark: Mark) {
        self.style = style
        self.items = items
        self.mark = mark
    }

    /// The style's name, as `style:` says it.
    public var name: PagingStyle {
        switch style {
        case .offset: .offset
        case .page: .page
        case .cursor: .cursor
        case .lastItem: .lastItem
        }
    }

    /// The same paging with each parameter and path made anew: `parameter` and `path` are asked once for each setting
    /// that has one, in the order ``PagingStyle/settings`` lists them (`items` among them), and the result is nil when
    /// either gave nil for any — after every setting was asked, so that each can say what is wrong with it.
    public func map<P: Hashable & Sendable, Q: Hashable & Sendable>(
        _ parameter: (PagingSetting, Parameter) -> P?, _ path: (PagingSetting, Path) -> Q?
    ) -> Paging<P, Q>? {
        var failed = false
        func made<T>(_ value: T?) -> T? {
            if value == nil { failed = true }
            return value
        }
        func mapped(_ setting: PagingSetting, _ value: Parameter?) -> P? {
            value.flatMap { made(parameter(setting, $0)) }
        }
        func walked(_ setting: PagingSetting, _ value: Path?) -> Q? { value.flatMap { made(path(setting, $0)) } }
        // Settings in the order the style lists them, `items` where it is.
        let style: Paging<P, Q>.Style?
        var items: Q?
        switch self.style {
        case .offset(let offset, let limit, let pageSize, let total):
            let offset = mapped(.offset, offset), limit = mapped(.limit, limit)
            items = walked(.items, self.items)
            let total = walked(.total, total)
            style = offset.flatMap { offset in
                limit.map { .offset(offset: offset, limit: $0, pageSize: pageSize, total: total) }
            }
        case .page(let page, let first, let perPage, let pageSize, let pageCount, let total):
            let page = mapped(.page, page), perPage = mapped(.perPage, perPage)
            items = walked(.items, self.items)
            let pageCount = walked(.pageCount, pageCount), total = walked(.total, total)
            style = page.map {
                .page(page: $0, first: first, perPage: perPage, pageSize: pageSize, pageCount: pageCount, total: total)
            }
        case .cursor(let cursor, let next):
            let cursor = mapped(.cursor, cursor)
            let made: Paging<P, Q>.Next? = switch next {
            case .body(let path): walked(.next, path).map { .body($0) }
            case .linkHeader: .linkHeader
            }
            items = walked(.items, self.items)
            style = made.map { .cursor(cursor: cursor, next: $0) }
        case .lastItem(let cursor, let key, let hasMore):
            let cursor = mapped(.cursor, cursor), key = walked(.key, key), hasMore = walked(.hasMore, hasMore)
            items = walked(.items, self.items)
            style = cursor.flatMap { cursor in
                key.flatMap { key in hasMore.map { .lastItem(cursor: cursor, key: key, hasMore: $0) } }
            }
        }
        guard !failed, let style else { return nil }
        return Paging<P, Q>(style: style, items: items, mark: mark)
    }

    /// The paging of style `name` made from its settings' values; nil when one it needs is missing (see
    /// ``PagingStyle/settings``: a required setting without a default).
    public init?(_ name: PagingStyle, parameters: [PagingSetting: Parameter], paths: [PagingSetting: Path],
                 numbers: [PagingSetting: Int], linkHeader: Bool = false, mark: Mark) {
        let style: Style
        switch name {
        case .offset:
            guard let offset = parameters[.offset], let limit = parameters[.limit] else { return nil }
            style = .offset(offset: offset, limit: limit, pageSize: numbers[.pageSize] ?? 20, total: paths[.total])
        case .page:
            guard let page = parameters[.page] else { return nil }
            style = .page(page: page, first: numbers[.first] ?? 1, perPage: parameters[.perPage],
                          pageSize: numbers[.pageSize], pageCount: paths[.pageCount], total: paths[.total])
        case .cursor:
            guard let next: Next = linkHeader ? .linkHeader : paths[.next].map({ .body($0) }) else { return nil }
            style = .cursor(cursor: parameters[.cursor], next: next)
        case .lastItem:
            guard let cursor = parameters[.cursor], let key = paths[.key], let hasMore = paths[.hasMore] else {
                return nil
            }
            style = .lastItem(cursor: cursor, key: key, hasMore: hasMore)
        }
        self.init(style: style, items: paths[.items], mark: mark)
    }

    /// The numbers the style holds, by setting (`pageSize`, `first`).
    public var numbers: [PagingSetting: Int] {
        switch style {
        case .offset(_, _, let pageSize, _): [.pageSize: pageSize]
        case .page(_, let first, _, let pageSize, _, _):
            [.first: first].merging(pageSize.map { [.pageSize: $0] } ?? [:]) { $1 }
        case .cursor, .lastItem: [:]
        }
    }

    /// The parameters the style sets, by setting, in the order its settings are listed.
    public var parameters: [(setting: PagingSetting, value: Parameter)] {
        var found: [(PagingSetting, Parameter)] = []
        _ = map({ setting, value in found.append((setting, value)); return value }, { $1 })
        return found
    }

    /// The key paths the style reads, by setting (`items` among them), in the order its settings are listed.
    public var paths: [(setting: PagingSetting, value: Path)] {
        var found: [(PagingSetting, Path)] = []
        _ = map({ $1 }, { setting, value in found.append((setting, value)); return value })
        return found
    }

    /// True when the style follows the `Link` header.
    public var followsLinkHeader: Bool {
        if case .cursor(_, .linkHeader) = style { return true }
        return false
    }
}

/// A paging as a spec writes it: parameter names and key paths, each with where it was written.
public typealias WrittenPaging = Paging<Located<String>, Located<String>>
