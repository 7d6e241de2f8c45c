/// A piece of an endpoint's path: literal text, or a placeholder standing for a path parameter.
public enum PathPart: Hashable, Sendable {
    /// Text as written (`/recordings/`).
    case literal(String)
    /// The path parameter at this index of the endpoint's path parameters.
    case parameter(Int)
}
