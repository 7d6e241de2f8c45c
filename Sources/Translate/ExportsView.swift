/// The umbrella module's file of the `modules` layout (`exports.mustache`): every other module re-exported, so that
/// `import <Module>` gives what one module gave.
public struct ExportsView: Hashable, Sendable {
    public var header: String
    /// The modules re-exported, in the package's order.
    public var modules: [String]
}
