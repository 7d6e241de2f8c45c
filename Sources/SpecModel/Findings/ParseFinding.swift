/// A value the parser refuses while reading a spec.
public enum ParseFinding: Hashable, Sendable {
}
