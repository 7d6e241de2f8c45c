/// Bounds on the work one load may do, so hostile input is an error and not a hang.
public struct YAMLLimits: Hashable, Sendable {
    /// Deepest nesting of collections (after alias expansion).
    public var maxDepth: Int
    /// Most nodes the document may hold once every alias is expanded.
    public var maxNodes: Int

    public init(maxDepth: Int = 64, maxNodes: Int = 1_000_000) {
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }
}
