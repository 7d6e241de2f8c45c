/// Choices that apply to every generated file.
public struct TranslateOptions: Hashable, Sendable {
    public var access: AccessLevel
    /// When set, a mock networker per service is generated too, importing this module (the generated API's).
    public var mocksModule: String?

    public init(access: AccessLevel = .public, mocksModule: String? = nil) {
        self.access = access
        self.mocksModule = mocksModule
    }
}
