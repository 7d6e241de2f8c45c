import YAML

/// The nodes of a tree's first levels by key (a list's items by their position), so that a lookup in a large document
/// doesn't scan its big mappings over and over: `components` → `schemas` → `Pet` → `properties`.
final class NodeIndex: Sendable {
    let node: Node
    let children: [String: NodeIndex]

    /// The index of `node` and of what it holds, `depth` levels down.
    init(_ node: Node, depth: Int) {
        self.node = node
        guard depth > 0 else {
            children = [:]
            return
        }
        var children: [String: NodeIndex] = [:]
        switch node.kind {
        case .mapping(let pairs):
            children.reserveCapacity(pairs.count)
            for pair in pairs {
                guard let key = pair.key.string, children[key] == nil else { continue }
                children[key] = NodeIndex(pair.value, depth: depth - 1)
            }
        case .sequence(let items):
            for (offset, item) in items.enumerated() { children[String(offset)] = NodeIndex(item, depth: depth - 1) }
        case .scalar:
            break
        }
        self.children = children
    }

    /// The deepest node `path` reaches, and whether it reached the end: through the index as far as it goes, then
    /// through the tree.
    func node(at path: [String]) -> (node: Node, complete: Bool) {
        var indexed = self
        var rest = path[...]
        while let first = rest.first, let child = indexed.children[first] {
            indexed = child
            rest = rest.dropFirst()
        }
        var node = indexed.node
        for component in rest {
            if let pairs = node.mapping, let pair = pairs.first(where: { $0.key.string == component }) {
                node = pair.value
            } else if let items = node.sequence, let index = Int(component), items.indices.contains(index) {
                node = items[index]
            } else {
                return (node, false)
            }
        }
        return (node, true)
    }
}
