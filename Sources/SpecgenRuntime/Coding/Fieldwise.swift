/// How a ``FieldwiseEquatable`` model compares one property: one
/// `guard Fieldwise.equal(self.id, other.id) else { return false }` per stored property in its
/// ``FieldwiseEquatable/isFieldwiseEqual(to:)``.
@_spi(Generated) public enum Fieldwise {
    /// `lhs == rhs`, for one property of a ``FieldwiseEquatable`` model. One generic function, where `==` names
    /// dozens: the compiler picks it at once.
    @inlinable
    public static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
        lhs == rhs
    }
}
