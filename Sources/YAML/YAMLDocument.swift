/// What loading one YAML file gives: the root node (when the file could be read into a tree) and every
/// problem found. A file with duplicate keys still has a root (the first of each key kept), so the spec
/// checks can go on and report more.
public struct YAMLDocument: Sendable {
    /// The document's root node; nil when the file is empty or is not well-formed YAML.
    public var root: Node?
    /// Every problem found, in the order found.
    public var errors: [YAMLError]

    public init(root: Node?, errors: [YAMLError]) {
        self.root = root
        self.errors = errors
    }
}
