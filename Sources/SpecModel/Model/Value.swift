/// A `default:` or `const:` value, checked against its type and typed by it: what generated code writes.
public indirect enum Value: Hashable, Sendable {
    case null
    case bool(Bool)
    /// `Int`, `Int32` or `Int64`.
    case int(Int)
    /// `Double` or `Float`.
    case double(Double)
    case string(String)
    /// A `Date`, read the way its service's `dates:` codes dates.
    case date(secondsSince1970: Double)
    /// A value of a built-in type made from text by the type's initializer (a URL, a UUID): the text, as the type's
    /// literal form read it.
    case parsed(String, BuiltinType)
    /// Any JSON value (`JSON`).
    case json(Literal)
    /// A case of an enum model, by its place in the enum.
    case enumCase(ModelID, index: Int)
    case list([Value])
}
