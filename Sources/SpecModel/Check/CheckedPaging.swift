/// Checked paging: which query parameters it sets and where in the response it finds the list and what
/// follows it, each key path walked through the response's models.
public struct CheckedPaging: Hashable, Sendable {
    /// What the style needs. Parameters are indices into the endpoint's query parameters.
    public enum Style: Hashable, Sendable {
        case offset(offset: Int, limit: Int, pageSize: Int, total: PropertyPath?)
        /// `pageSize` is the size a page is expected to have; with `perPage`, the size asked for.
        case page(page: Int, first: Int, pageSize: Int?, perPage: PerPage?, pageCount: PropertyPath?)
        /// `cursor`: the parameter the token is sent as; nil when `next` is a URL fetched as is.
        case cursor(cursor: Int?, next: Next)
        /// `lastItem`: the parameter the last item's `key` (a path in the item) is sent as, and the flag that
        /// says more follow.
        case lastItem(cursor: Int, key: PropertyPath, hasMore: PropertyPath)
    }

    /// The parameter a page style sends its page size as, and the size.
    public struct PerPage: Hashable, Sendable {
        public var parameter: Int
        public var size: Int
    }

    /// Where the next page of a cursor style comes from.
    public enum Next: Hashable, Sendable {
        /// A token or URL in the body.
        case body(PropertyPath)
        /// The `Link: <…>; rel="next"` response header.
        case linkHeader
    }

    public var style: Style
    /// The path to the list of items: empty when the response is the list.
    public var items: PropertyPath
    /// The type of one item.
    public var itemType: SpecType

    public init(style: Style, items: PropertyPath, itemType: SpecType) {
        self.style = style
        self.items = items
        self.itemType = itemType
    }
}

/// A key path (`meta.next`) walked through models: each step is a property of a model.
public struct PropertyPath: Hashable, Sendable {
    /// One property on the way.
    public struct Step: Hashable, Sendable {
        public var model: ModelID
        /// The property's place among the model's properties.
        public var property: Int
        /// The type of the value the step reaches as generated code holds it: optional when the property is
        /// (a nullable property is optional in Swift). The type of the step's parent, when it is optional, is the
        /// previous step's.
        public var type: SpecType
        /// The property is stored as `Nullable<T>` (optional and nullable): the value is read through `.wrapped`.
        public var readsNullable = false
    }

    /// The type the path starts from.
    public var root: SpecType
    public var steps: [Step]

    /// The type the path ends at.
    public var type: SpecType { steps.last?.type ?? root }

    public init(root: SpecType, steps: [Step] = []) {
        self.root = root
        self.steps = steps
    }
}
