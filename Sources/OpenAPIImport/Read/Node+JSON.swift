import YAML

/// A node's scalar as the tree decoder reads it, which is how `JSONDecoder` reads the tree's JSON text: the one place
/// that says it, for the decoder's containers and for what is built straight from the tree (schemas, `AnyCodable`).
extension Node {
    /// The scalar the node holds as JSON would have it: a number that isn't finite is `null`; nil for a collection.
    var jsonScalar: ResolvedScalar? {
        guard scalar != nil else { return nil }
        let resolved = resolved
        if case .double(let value) = resolved, !value.isFinite { return .null }
        return resolved
    }

    var jsonBool: Bool? {
        if case .bool(let value)? = jsonScalar { value } else { nil }
    }

    var jsonString: String? {
        if case .string(let value)? = jsonScalar { value } else { nil }
    }

    /// A number: an integer reads as one too.
    var jsonDouble: Double? {
        switch jsonScalar {
        case .int(let value)?: Double(value)
        case .double(let value)?: value
        default: nil
        }
    }

    /// An integer, or a number with nothing after its point, that fits in `T`.
    func jsonInteger<T: FixedWidthInteger>(_: T.Type) -> T? {
        switch jsonScalar {
        case .int(let value)?: T(exactly: value)
        case .double(let value)?: T(exactly: value)
        default: nil
        }
    }
}
