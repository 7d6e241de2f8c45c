/// A type of the checked spec: every name resolved to a built-in type or to the model it means.
public indirect enum SpecType: Hashable, Sendable {
    case builtin(BuiltinType)
    /// A model with properties.
    case object(ModelID)
    /// A string enum.
    case enumeration(ModelID)
    /// A union of other types.
    case union(ModelID)
    /// `Expandable<Model>`: a model's ID or the whole model (a model with a required `id: String`).
    case expandable(ModelID)
    case array(SpecType)
    case dictionary(SpecType)
    case optional(SpecType)

    /// The type without one level of `?`.
    public var unwrapped: SpecType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// What lists, dictionaries and optionals hold at their bottom: `Date` for `[[String: Date?]]?`.
    public var innermost: SpecType {
        switch self {
        case .array(let inner), .dictionary(let inner), .optional(let inner): return inner.innermost
        default: return self
        }
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    public var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// The built-in type when the type (optional or not) is one.
    public var builtin: BuiltinType? {
        if case .builtin(let builtin) = unwrapped { return builtin }
        return nil
    }

    /// The model when the type (optional or not) is one.
    public var model: ModelID? {
        switch unwrapped {
        case .object(let id), .enumeration(let id), .union(let id), .expandable(let id): return id
        default: return nil
        }
    }

    /// Every built-in type and model the type mentions, at any depth.
    public var leaves: [SpecType] {
        switch self {
        case .builtin, .object, .enumeration, .union, .expandable: return [self]
        case .array(let inner), .dictionary(let inner), .optional(let inner): return inner.leaves
        }
    }

    /// The spec spelling, `[String: [Recording]]?`, with model names from `models`.
    public func spelled(_ models: [CheckedModel]) -> String {
        switch self {
        case .builtin(let builtin): return builtin.rawValue
        case .object(let id), .enumeration(let id), .union(let id): return models[id.index].name.value
        case .expandable(let id): return "Expandable<\(models[id.index].name.value)>"
        case .array(let element): return "[\(element.spelled(models))]"
        case .dictionary(let value): return "[String: \(value.spelled(models))]"
        case .optional(let wrapped): return "\(wrapped.spelled(models))?"
        }
    }

    /// True when the type mentions `builtin` at any depth.
    public func mentions(_ builtin: BuiltinType) -> Bool {
        leaves.contains(.builtin(builtin))
    }
}

/// A model of the run: its place in ``CheckedAPI/models``.
public struct ModelID: Hashable, Sendable {
    public let index: Int

    public init(_ index: Int) {
        self.index = index
    }
}

/// An endpoint of the run: its place in ``CheckedAPI/endpoints``.
public struct EndpointID: Hashable, Sendable {
    public let index: Int

    public init(_ index: Int) {
        self.index = index
    }
}

/// A spec file of the run: its place in ``CheckedAPI/services``.
public struct ServiceID: Hashable, Sendable {
    public let index: Int

    public init(_ index: Int) {
        self.index = index
    }
}
