import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `transform` applied to every element, in chunks of `chunkSize` spread over all cores; the results keep
    /// the elements' order, exactly what `map` gives.
    public func concurrentMap<Result: Sendable>(chunkSize: Int = 32, _ transform: @Sendable (Element) -> Result) -> [Result] {
        let chunks = (count + chunkSize - 1) / chunkSize
        guard chunks > 1 else { return map(transform) }
        let results = ChunkResults<Result>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = chunk * chunkSize..<Swift.min(count, (chunk + 1) * chunkSize)
            results.set(chunk, self[range].map(transform))
        }
        return results.joined()
    }
}

/// Per-chunk results written from concurrent iterations; each slot is written once, by one iteration.
private final class ChunkResults<Result>: @unchecked Sendable {
    private var slots: [[Result]]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: [], count: count)
    }

    func set(_ index: Int, _ results: [Result]) {
        lock.withLock { slots[index] = results }
    }

    func joined() -> [Result] {
        lock.withLock { slots.flatMap { $0 } }
    }
}
