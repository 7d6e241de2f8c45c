/// A well-typed call of a function extension: `length(@.name)`, `match(@, '[a-z]+')`.
struct FunctionExpression: Hashable, Sendable {
    /// The function called.
    var function: FunctionExtension
    /// One argument for each of the function's parameters, already checked against its declared type.
    var arguments: [Argument]

    /// An argument of a function expression (RFC 9535 §2.4.1 `function-argument`).
    enum Argument: Hashable, Sendable {
        /// A literal (`'abc'`, `1`, `true`, `null`); for a ValueType parameter only.
        case literal(LiteralValue)
        /// A query: a node list for a NodesType parameter, its single value for a ValueType parameter (singular
        /// queries only), its existence for a LogicalType parameter.
        case query(FilterQuery)
        /// A logical expression (comparison, `&&`, `||`, `!`, parentheses); for a LogicalType parameter only.
        case logical(LogicalExpression)
        /// A nested call, whose result type fits the parameter.
        case function(FunctionExpression)
    }
}
