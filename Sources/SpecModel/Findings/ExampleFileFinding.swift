/// An example file that can't be read.
public enum ExampleFileFinding: Hashable, Sendable {
    /// The example file (its path, joined to the spec's folder) can't be read.
    case unreadable(path: String)
}
