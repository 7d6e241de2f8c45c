/// Choices that apply to every generated file.
public struct TranslateOptions: Hashable, Sendable {
    public var access: AccessLevel
    /// When set, a mock networker per service is generated too, importing this module (the generated API's).
    public var mocksModule: String?
    /// Protocols every model and enum conforms to beyond what its use needs.
    public var conformances: Set<Conformances.Extra>

    public init(access: AccessLevel = .public, mocksModule: String? = nil, conformances: Set<Conformances.Extra> = []) {
        self.access = access
        self.mocksModule = mocksModule
        self.conformances = conformances
    }
}
