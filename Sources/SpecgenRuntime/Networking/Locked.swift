import Foundation

/// A value guarded by a lock: the one way SpecgenRuntime shares mutable state between threads and tasks.
///
/// ```swift
/// let calls = Locked([String]())
/// calls.withLock { $0.append("GET /items") }
/// let count = calls.withLock { $0.count }
/// ```
/// `withLock` is synchronous, so it is safe to call from `async` code (never `await` inside it). A hand-written
/// mock can hold its state in one, as the generated mocks do.
public final class Locked<State> {
    private let lock = NSLock()
    private var state: State

    /// Guards `state`.
    public init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state and returns what it returns.
    public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}

/// The lock makes every access exclusive, so a box of a `Sendable` value can be shared.
extension Locked: @unchecked Sendable where State: Sendable {}
