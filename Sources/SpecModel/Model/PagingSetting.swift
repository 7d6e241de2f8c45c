/// A setting of a paging style, by its key in `paging:`: what it names and what that must be. The checker checks a
/// setting by what it is, the translator hands a count to the page by its name, gen-import looks for it by it.
public enum PagingSetting: String, CaseIterable, Hashable, Sendable {
    /// A query parameter: the offset.
    case offset
    /// A query parameter: how many items to ask for.
    case limit
    /// A query parameter: the page number.
    case page
    /// A number: the first page's number.
    case first
    /// A query parameter: the page size asked for.
    case perPage
    /// A number: the page size (asked for with `perPage` or `limit`, or expected).
    case pageSize
    /// A query parameter: the token the next page is asked for with (`lastItem`: the last item's key).
    case cursor
    /// A key path in the response (or `link`): the next page's token or URL.
    case next
    /// A key path in an item: the value the next page starts after.
    case key
    /// A key path in the response: the flag that says more items follow.
    case hasMore
    /// A key path in the response: the list of items.
    case items
    /// A key path in the response: the number of items in all.
    case total
    /// A key path in the response: the number of pages.
    case pageCount

    /// What a setting holds.
    public enum Kind: Hashable, Sendable {
        /// A query parameter's name, which must be a query parameter paging can set of the type `value` says.
        case parameter(Value)
        /// A key path to a value of the type `value` says, in the response or (`inItem`) in one of its items.
        case path(Value, inItem: Bool = false)
        /// A number, at least `minimum` when there is one.
        case number(minimum: Int?)
    }

    /// The type a parameter or a key path leads to must be.
    public enum Value: Hashable, Sendable {
        /// An integer (a count the page gets, or a number paging sends).
        case integer
        /// A `String` (a token).
        case string
        /// A `String` or a `URL` (a token or a next page's address).
        case stringOrURL
        /// A `Bool`.
        case bool
        /// What a cursor can be sent as: a string, number, UUID or enum.
        case scalar
        /// A list (the items).
        case list
    }

    /// What the setting holds.
    public var kind: Kind {
        switch self {
        case .offset, .limit, .page, .perPage: .parameter(.integer)
        case .cursor: .parameter(.string)
        case .first: .number(minimum: nil)
        case .pageSize: .number(minimum: 1)
        case .next: .path(.stringOrURL)
        case .key: .path(.scalar, inItem: true)
        case .hasMore: .path(.bool)
        case .items: .path(.list)
        case .total, .pageCount: .path(.integer)
        }
    }

    /// True for a count in the response that a controller hands its page type under the setting's name (`total:`,
    /// `pageCount:`).
    public var isCount: Bool { self == .total || self == .pageCount }
}

/// A paging style (`style:`), and its settings as a spec writes them: in this order, each with its default or whether
/// it must be given, and what else it needs or excludes.
public enum PagingStyle: String, CaseIterable, Hashable, Sendable {
    case offset, page, cursor, lastItem

    /// A setting of the style.
    public struct Rule: Hashable, Sendable {
        public var setting: PagingSetting
        /// The parameter name (or key path) taken when the setting is left out.
        public var defaultText: String?
        /// The number taken when the setting is left out.
        public var defaultNumber: Int?
        /// The setting must be given (it has no default).
        public var required = false
        /// Settings that must be given with this one.
        public var needs: [PagingSetting] = []
        /// Settings that can't be given with this one.
        public var excludes: [PagingSetting] = []

        init(_ setting: PagingSetting, default text: String? = nil, number: Int? = nil, required: Bool = false,
             needs: [PagingSetting] = [], excludes: [PagingSetting] = []) {
            self.setting = setting
            defaultText = text
            defaultNumber = number
            self.required = required
            self.needs = needs
            self.excludes = excludes
        }
    }

    /// The style's settings in the order a spec writes them (`items` among them).
    public var rules: [Rule] {
        switch self {
        case .offset:
            [Rule(.offset, default: "offset"), Rule(.limit, default: "limit"), Rule(.pageSize, number: 20),
             Rule(.items), Rule(.total)]
        case .page:
            [Rule(.page, default: "page"), Rule(.first, number: 1), Rule(.perPage, needs: [.pageSize]), Rule(.pageSize),
             Rule(.items), Rule(.pageCount), Rule(.total)]
        case .cursor:
            [Rule(.cursor), Rule(.next, required: true), Rule(.items)]
        case .lastItem:
            [Rule(.cursor, required: true), Rule(.key, default: "id"), Rule(.hasMore, required: true), Rule(.items)]
        }
    }
}
