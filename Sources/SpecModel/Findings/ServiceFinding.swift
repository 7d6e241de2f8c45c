/// A service's settings across its files.
public enum ServiceFinding: Hashable, Sendable {
    /// A setting one file of the service gives differently from another.
    case differs(Setting, service: String)
    /// A note: where the service's first value of the setting is given.
    case givenHere(Setting, service: String)

    /// A setting of a service that any of its files may give.
    public enum Setting: String, Hashable, Sendable {
        /// `baseURL:`.
        case baseURL
        /// `doc:`.
        case doc
    }
}
