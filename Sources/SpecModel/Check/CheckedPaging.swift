/// Checked paging: each parameter by its place among the endpoint's query parameters, each key path walked through the
/// response's models (``PropertyPath``); `items` is always there (the response itself, when it is the list).
public typealias CheckedPaging = Paging<Int, PropertyPath>

extension Paging where Parameter == Int, Path == PropertyPath {
    /// The path to the list of items (the response itself when it is the list).
    public var list: PropertyPath {
        guard let items else { preconditionFailure("a checked paging holds the path to its items") }
        return items
    }

    /// The type of one item.
    public var itemType: SpecType {
        if case .array(let element) = list.type.unwrapped { return element }
        return .builtin(.json)
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
