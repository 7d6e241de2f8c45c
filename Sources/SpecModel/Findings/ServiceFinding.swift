/// A service's settings across its files.
public enum ServiceFinding: Hashable, Sendable {
}
