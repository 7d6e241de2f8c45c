/// A filter's logical expression (RFC 9535 §2.3.5.1), after parsing and type checking.
indirect enum LogicalExpression: Hashable, Sendable {
    /// `a || b || …`: true when any operand is.
    case or([LogicalExpression])
    /// `a && b && …`: true when every operand is.
    case and([LogicalExpression])
    /// `!a`, `!(…)`.
    case not(LogicalExpression)
    /// `left op right`.
    case comparison(Operand, ComparisonOperator, Operand)
    /// A test of a query: true when it selects at least one node.
    case exists(FilterQuery)
    /// A test of a function whose result is LogicalType, or NodesType (true when the list is not empty).
    case function(FunctionExpression)

    /// One side of a comparison (RFC 9535 §2.3.5.1 `comparable`): something that yields one value or Nothing.
    enum Operand: Hashable, Sendable {
        /// A literal value.
        case literal(LiteralValue)
        /// A singular query: the value of the node it selects, or Nothing when it selects none.
        case query(FilterQuery)
        /// A function whose result is ValueType (`length`, `count`, `value`).
        case function(FunctionExpression)
    }

    /// A comparison operator of a filter expression (RFC 9535 §2.3.5.1).
    enum ComparisonOperator: String, Hashable, Sendable, CaseIterable {
        /// `==`
        case equal = "=="
        /// `!=`
        case notEqual = "!="
        /// `<=` (listed before `<` so that the longer operator is recognized first)
        case lessOrEqual = "<="
        /// `>=`
        case greaterOrEqual = ">="
        /// `<`
        case less = "<"
        /// `>`
        case greater = ">"

        /// The result of `left op right` under the rules of §2.3.5.2.2: `==` and `<` are primitive, the others are
        /// defined from them.
        func holds(_ left: FilterValue, _ right: FilterValue) -> Bool {
            switch self {
            case .equal: return left.isEqual(to: right)
            case .notEqual: return !left.isEqual(to: right)
            case .less: return left.isLess(than: right)
            case .lessOrEqual: return left.isLess(than: right) || left.isEqual(to: right)
            case .greater: return right.isLess(than: left)
            case .greaterOrEqual: return right.isLess(than: left) || left.isEqual(to: right)
            }
        }
    }
}
