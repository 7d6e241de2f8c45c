/// How a ``FieldwiseEquatable`` model compares one property.
public enum Fieldwise {
    /// `lhs == rhs`, for one property of a ``FieldwiseEquatable`` model. One generic function, where `==`
    /// names dozens: the compiler picks it at once.
    @inlinable
    public static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
        lhs == rhs
    }
}
