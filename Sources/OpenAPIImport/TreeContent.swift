import YAML

/// A node's content with its marks left out: equal for subtrees written alike (the same keys in the same order,
/// the same scalars written in the same style, the same tags).
struct TreeContent: Hashable {
    let node: Node

    init(_ node: Node) {
        self.node = node
    }

    static func == (lhs: TreeContent, rhs: TreeContent) -> Bool { same(lhs.node, rhs.node) }

    private static func same(_ a: Node, _ b: Node) -> Bool {
        guard a.tag == b.tag else { return false }
        switch (a.kind, b.kind) {
        case (.scalar(let x), .scalar(let y)):
            return x.value == y.value && x.style == y.style
        case (.sequence(let x), .sequence(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.mapping(let x), .mapping(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key.string == $1.key.string && same($0.value, $1.value) }
        default:
            return false
        }
    }

    func hash(into hasher: inout Hasher) { Self.hash(node, into: &hasher) }

    private static func hash(_ node: Node, into hasher: inout Hasher) {
        switch node.kind {
        case .scalar(let scalar):
            hasher.combine(scalar.value)
        case .sequence(let items):
            hasher.combine(items.count)
            for item in items { hash(item, into: &hasher) }
        case .mapping(let pairs):
            hasher.combine(pairs.count)
            for pair in pairs {
                hasher.combine(pair.key.string)
                hash(pair.value, into: &hasher)
            }
        }
    }
}
