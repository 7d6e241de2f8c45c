import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Holds a running `URLSessionDataTask` so that cancelling the Swift task cancels it, whichever comes first.
final class DataTaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var isCancelled = false

    /// Starts `task`, or starts and at once cancels it if ``cancel()`` came first (its handler then reports
    /// `URLError.cancelled`).
    func start(_ task: URLSessionDataTask) {
        lock.lock()
        self.task = task
        let cancelled = isCancelled
        lock.unlock()
        task.resume()
        if cancelled { task.cancel() }
    }

    /// Cancels the task if it started; marks the box so a later ``start(_:)`` cancels too.
    func cancel() {
        lock.lock()
        isCancelled = true
        let task = self.task
        lock.unlock()
        task?.cancel()
    }
}
