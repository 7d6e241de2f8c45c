/// What one class of findings (``Finding/diagnosticClass``) costs an import's operations: how many it makes
/// approximated and how many skipped. An operation counts under each class that costs it.
public struct ClassCost: Hashable, Sendable {
    public var approximated = 0
    public var skipped = 0

    public init(approximated: Int = 0, skipped: Int = 0) {
        self.approximated = approximated
        self.skipped = skipped
    }
}
