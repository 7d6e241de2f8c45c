/// Choices that apply to every generated file.
public struct TranslateOptions: Hashable, Sendable {
    public var access: AccessLevel

    public init(access: AccessLevel = .public) {
        self.access = access
    }
}
