/// An example file that can't be read.
public enum ExampleFileFinding: Hashable, Sendable {
}
