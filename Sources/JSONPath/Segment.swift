/// One segment of a query (RFC 9535 §2.5): selectors applied to the children of each input node, or to each
/// input node and all of its descendants.
struct Segment: Hashable, Sendable {
    /// Which nodes the selectors are applied to.
    enum Kind: Hashable, Sendable {
        /// `[…]`, `.name`, `.*`: the input node itself.
        case child
        /// `..[…]`, `..name`, `..*`: the input node and every node below it, in document order.
        case descendant
    }

    /// Child or descendant segment.
    var kind: Kind
    /// The selectors, in the order written; their results are concatenated in that order.
    var selectors: [Selector]

    /// True for a child segment with one name or index selector: it selects at most one node.
    var isSingular: Bool {
        guard kind == .child, selectors.count == 1 else { return false }
        switch selectors[0] {
        case .name, .index: return true
        case .wildcard, .slice, .filter: return false
        }
    }
}
