import YAML

/// A type as written in a spec: a name (built-in or model), `[T]`, `[String: T]`, `T?` or `Expandable<Model>`.
/// Names carry where they were written, so an unknown one can be pointed at.
public indirect enum TypeRef: Hashable, Sendable, CustomStringConvertible {
    case named(String, at: Mark)
    case array(TypeRef)
    case dictionary(TypeRef)
    case optional(TypeRef)
    /// `Expandable<Customer>`: the model's ID or the whole model.
    case expandable(String, at: Mark)

    /// The spec spelling: `[String: [Recording]]?`.
    public var description: String {
        switch self {
        case .named(let name, _): return name
        case .array(let element): return "[\(element)]"
        case .dictionary(let value): return "[String: \(value)]"
        case .optional(let wrapped): return "\(wrapped)?"
        case .expandable(let name, _): return "Expandable<\(name)>"
        }
    }

    /// The type without one level of `?`.
    public var unwrapped: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The name when the type (optional or not) is a plain name.
    public var name: String? {
        if case .named(let name, _) = unwrapped { return name }
        return nil
    }

    /// Every name used in the type, with where it was written.
    public var names: [(name: String, mark: Mark)] {
        switch self {
        case .named(let name, let mark), .expandable(let name, let mark): return [(name, mark)]
        case .array(let inner), .dictionary(let inner), .optional(let inner): return inner.names
        }
    }

    /// Compares shapes and names, ignoring where they were written.
    public func sameType(as other: TypeRef) -> Bool {
        description == other.description
    }
}
