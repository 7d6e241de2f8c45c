import YAML

/// One node selected by a query, with its location in the document.
public struct JSONPathMatch: Hashable, Sendable {
    /// The location of the node from the document's root: names and indices, outermost first.
    public var path: [PathElement]
    /// The selected node (the tree's own node, marks included).
    public var node: Node

    /// A match of `node` at `path`.
    public init(path: [PathElement], node: Node) {
        self.path = path
        self.node = node
    }

    /// The node's location in RFC 9535 normalized-path form (§2.7), e.g. `$['paths']['/pets']['get']`.
    public var normalizedPath: String { PathElement.normalizedPath(path) }
}
