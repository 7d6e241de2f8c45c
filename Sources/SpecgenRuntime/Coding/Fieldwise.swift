/// How a generated model's `==` compares one property: the model writes its `==` out, one
/// `guard Fieldwise.equal(lhs.id, rhs.id) else { return false }` per stored property — the comparison Swift
/// synthesizes for `Equatable`, which the compiler type-checks several times faster written out this way.
@_spi(Generated) public enum Fieldwise {
    /// `lhs == rhs`, for one property of a generated model. One generic function, where `==` names dozens: the
    /// compiler picks it at once.
    @inlinable
    public static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
        lhs == rhs
    }
}
