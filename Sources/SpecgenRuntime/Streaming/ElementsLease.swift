import Foundation

/// An iterator's hold on an `AsyncThrowingStream` (a mock's elements): it turns the stream's ways of ending into a
/// network stream's — a cancelled consumer gets ``NetworkingError/Reason/cancelled`` for the request — and when the
/// iterator goes away before the end (a `break`), it cancels the stream, so that its `onTermination` runs as a
/// network stream's connection closes.
final class ElementsLease<Element: Sendable>: @unchecked Sendable {
    // Only the iterator that owns the lease calls `next`; `deinit` runs after its last call.
    private var iterator: AsyncThrowingStream<Element, any Error>.Iterator
    private var finished = false
    let method: String
    let url: URL?

    init(_ iterator: AsyncThrowingStream<Element, any Error>.Iterator, method: String, url: URL?) {
        self.iterator = iterator
        self.method = method
        self.url = url
    }

    deinit {
        guard !finished else { return }
        // `next()` from a cancelled task is how an `AsyncThrowingStream` learns its consumer left.
        let leftover = Leftover(iterator: iterator)
        Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var iterator = leftover.iterator
            _ = try? await iterator.next()
        }
    }

    /// The next element, or nil at the end; throws ``NetworkingError/Reason/cancelled`` when the calling task was
    /// cancelled (the stream ends with nil or `CancellationError` then), and the stream's own error otherwise.
    func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
        do {
            let element: Element?
            if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
                element = try await iterator.next(isolation: actor)
            } else {
                // Before `next(isolation:)` (macOS 15): the iterator is this task's alone all the same.
                nonisolated(unsafe) var unchecked = iterator
                element = try await unchecked.next()
                iterator = unchecked
            }
            if element == nil {
                finished = true
                if Task.isCancelled { throw NetworkingError(.cancelled, method: method, url: url) }
            }
            return element
        } catch is CancellationError {
            finished = true
            throw NetworkingError(.cancelled, method: method, url: url)
        } catch {
            finished = true
            throw error
        }
    }
}

/// An abandoned iterator, handed to the task that cancels its stream.
private struct Leftover<Element: Sendable>: @unchecked Sendable {
    let iterator: AsyncThrowingStream<Element, any Error>.Iterator
}
