/// The access level of generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `public`, `package`, `internal`

    /// The modifier with its trailing space (`"public "`), or nothing for internal.
    public var prefix: String { self == .internal ? "" : rawValue + " " }
}
