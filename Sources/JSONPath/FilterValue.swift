import YAML

/// What a comparable yields while a filter is evaluated (RFC 9535 §2.3.5.2.2): a primitive value, an array or
/// object node, or Nothing (a singular query that selected no node, or a function without a result).
enum FilterValue: Sendable {
    /// No value.
    case nothing
    /// A string, number, boolean or null.
    case primitive(LiteralValue)
    /// A sequence or mapping node of the document.
    case collection(Node)

    /// The value of a document node: scalars by their YAML 1.2 core-schema type, collections as they are.
    init(_ node: Node) {
        switch node.kind {
        case .scalar: self = .primitive(LiteralValue(node.resolved))
        case .sequence, .mapping: self = .collection(node)
        }
    }

    /// `==` of §2.3.5.2.2: Nothing equals only Nothing; numbers by value; strings by code points; arrays and
    /// objects deeply; values of different types are never equal.
    func isEqual(to other: FilterValue) -> Bool {
        switch (self, other) {
        case (.nothing, .nothing): return true
        case (.primitive(let left), .primitive(let right)): return left.isEqual(to: right)
        case (.collection(let left), .collection(let right)): return Self.deepEqual(left, right)
        default: return false
        }
    }

    /// `<` of §2.3.5.2.2: numbers by value, strings by code points; false for every other pair (Nothing,
    /// booleans, null, arrays, objects, mixed types).
    func isLess(than other: FilterValue) -> Bool {
        guard case .primitive(let left) = self, case .primitive(let right) = other else { return false }
        switch (left, right) {
        case (.string(let left), .string(let right)):
            return left.utf8.lexicographicallyPrecedes(right.utf8)
        default:
            guard let left = left.number, let right = right.number else { return false }
            return left.isLess(than: right)
        }
    }

    /// JSON equality of two document nodes: member order does not matter, element order does.
    static func deepEqual(_ left: Node, _ right: Node) -> Bool {
        switch (left.kind, right.kind) {
        case (.scalar, .scalar):
            return LiteralValue(left.resolved).isEqual(to: LiteralValue(right.resolved))
        case (.sequence(let left), .sequence(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { deepEqual($0, $1) }
        case (.mapping(let left), .mapping(let right)):
            guard left.count == right.count else { return false }
            return left.allSatisfy { pair in
                guard let name = pair.key.string else { return false }
                guard let other = right.first(
                    where: { $0.key.string.map { $0.utf8.elementsEqual(name.utf8) } ?? false })
                else { return false }
                return deepEqual(pair.value, other.value)
            }
        default:
            return false
        }
    }
}
