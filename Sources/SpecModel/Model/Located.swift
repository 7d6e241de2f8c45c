import YAML

/// A value and where it was written.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var mark: Mark

    public init(_ value: Value, at mark: Mark) {
        self.value = value
        self.mark = mark
    }
}
