/// A user name and password, for an API that takes HTTP Basic authentication (``AuthScheme/basic``).
public struct UserPassword: Sendable, Hashable {
    /// The user name.
    public var user: String
    /// The password.
    public var password: String

    /// A user name and password.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }
}
