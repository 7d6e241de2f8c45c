import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the networker's ``SessionDelegate`` hands a task's events to: one request on the wire.
protocol TaskExchange: AnyObject, Sendable {
    /// Applies the redirect rule of the request.
    var redirect: RedirectRule { get }
    /// The status and headers arrived.
    func receive(_ response: URLResponse)
    /// A piece of the body arrived; `response` is the task's response by then.
    func receive(_ data: Data, response: URLResponse?)
    /// URLSession reports the task complete.
    func complete(_ transportError: (any Error)?, response: URLResponse?)

    /// Ends the exchange with `reason` (unless it already ended): cancels its task once it runs.
    func fail(_ reason: NetworkingError.Reason)
    /// Takes `task` as the exchange's, before it runs.
    func hold(_ task: URLSessionTask)
    /// The task runs: from here on ``fail(_:)`` cancels it. Whether the exchange failed before.
    func markResumed() -> Bool
    /// Keeps the timer that ends the exchange at its deadline, to cancel when the task completes; false when the task
    /// completed already.
    func keep(_ deadline: Task<Void, Never>) -> Bool
}

extension TaskExchange {
    /// Runs `task` (registered with the session delegate by then), ending it after `seconds` when that is below
    /// URLSession's default resource timeout. A task whose exchange failed in the meantime is cancelled at once,
    /// so URLSession still reports it complete and its waiters are resumed.
    func run(_ task: URLSessionTask, deadline seconds: TimeInterval) {
        hold(task)
        task.resume()
        if markResumed() {
            task.cancel()
        } else if let deadline = Exchange.deadline(after: seconds, { [weak self] in
            self?.fail(.transport(URLError(.timedOut)))
        }), !keep(deadline) {
            deadline.cancel()
        }
    }
}
