/// The output folders.
public enum OutputFinding: Hashable, Sendable {
}
