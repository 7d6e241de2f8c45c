/// The function extensions of RFC 9535 §2.4.4–2.4.8, with their signatures.
enum FunctionExtension: String, Hashable, Sendable, CaseIterable {
    /// `length(ValueType) -> ValueType`: characters of a string, elements of an array, members of an object.
    case length
    /// `count(NodesType) -> ValueType`: the number of nodes in a node list.
    case count
    /// `match(ValueType, ValueType) -> LogicalType`: the whole string matches the I-Regexp.
    case match
    /// `search(ValueType, ValueType) -> LogicalType`: some substring matches the I-Regexp.
    case search
    /// `value(NodesType) -> ValueType`: the value of a single-node list, else Nothing.
    case value

    /// The declared parameter types, in order.
    var parameters: [DeclaredType] {
        switch self {
        case .length: return [.value]
        case .count, .value: return [.nodes]
        case .match, .search: return [.value, .value]
        }
    }

    /// The declared result type.
    var result: DeclaredType {
        switch self {
        case .length, .count, .value: return .value
        case .match, .search: return .logical
        }
    }

    /// The declared types of function parameters and results (RFC 9535 §2.4.1).
    enum DeclaredType: Hashable, Sendable, CustomStringConvertible {
        /// A JSON value or Nothing.
        case value
        /// LogicalTrue or LogicalFalse.
        case logical
        /// A list of nodes.
        case nodes

        /// The type's name as the RFC writes it, for messages.
        var description: String {
            switch self {
            case .value: return "ValueType"
            case .logical: return "LogicalType"
            case .nodes: return "NodesType"
            }
        }
    }
}
