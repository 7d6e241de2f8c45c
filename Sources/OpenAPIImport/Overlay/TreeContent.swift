import YAML

/// A node's value with its marks left out: equal for nodes that hold the same value as JSON has it — scalars by
/// what they resolve to under the YAML 1.2 core schema (`"1"` a string, `1` and `0x1` the integer 1), mappings by
/// their keys' text in order and their values, lists by their items: what makes two overlay actions the same.
struct TreeContent: Hashable {
    let node: Node

    init(_ node: Node) {
        self.node = node
    }

    static func == (lhs: TreeContent, rhs: TreeContent) -> Bool { same(lhs.node, rhs.node) }

    private static func same(_ a: Node, _ b: Node) -> Bool {
        switch (a.kind, b.kind) {
        case (.scalar, .scalar):
            return a.resolved == b.resolved
        case (.sequence(let x), .sequence(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.mapping(let x), .mapping(let y)):
            return x.count == y.count
                   && zip(x, y).allSatisfy { $0.key.string == $1.key.string && same($0.value, $1.value) }
        default:
            return false
        }
    }

    func hash(into hasher: inout Hasher) { Self.hash(node, into: &hasher) }

    private static func hash(_ node: Node, into hasher: inout Hasher) {
        switch node.kind {
        case .scalar:
            hasher.combine(node.resolved)
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
