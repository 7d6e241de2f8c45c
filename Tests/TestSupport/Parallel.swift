import Foundation

/// Independent work of a test spread over the cores, for the tests that spend seconds in a loop: the results come
/// back in order, and the test asserts on them afterwards, on its own thread.
public enum Parallel {
    /// `transform` of every item, as many at once as there are cores, in the items' order. `transform` must not
    /// change state it shares with other calls (the tests' transforms are pure: they decode, generate and compare);
    /// the compiler can't check that of a generic closure, hence the unchecked captures.
    public static func map<T, U>(_ items: [T], _ transform: (T) -> U) -> [U] {
        let results = Results<U>(count: items.count)
        nonisolated(unsafe) let items = items
        nonisolated(unsafe) let transform = transform
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, transform(items[index]))
        }
        return results.values.map { $0! }
    }
}

/// Results written from several threads, each index once.
private final class Results<U>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [U?]

    init(count: Int) { stored = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: U) {
        lock.lock()
        defer { lock.unlock() }
        stored[index] = value
    }

    var values: [U?] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
