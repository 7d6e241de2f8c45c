import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of a networker's own `URLSession`: hands every task's events to its exchange (an ``Exchange`` for a
/// body read whole, a ``StreamExchange`` for a streamed one), and applies the redirect rule (per-task delegates
/// don't get these events on every platform; a session delegate does).
///
/// The session keeps its delegate; the delegate keeps only the exchanges in flight, never the networker.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let exchanges = Locked<[Int: any TaskExchange]>([:])
    private let invalidated = Locked(false)

    /// How many tasks are in flight (started and not yet completed).
    var count: Int { exchanges.withLock { $0.count } }

    /// Whether the session was invalidated (its networker went away and its last task ended).
    var isInvalidated: Bool { invalidated.withLock { $0 } }

    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {
        invalidated.withLock { $0 = true }
    }

    func register(_ exchange: any TaskExchange, for task: URLSessionTask) {
        exchanges.withLock { $0[task.taskIdentifier] = exchange }
    }

    private func exchange(for task: URLSessionTask) -> (any TaskExchange)? {
        exchanges.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let exchange = exchange(for: task) else { return completionHandler(request) }
        Task { completionHandler(await exchange.redirect.apply(to: request)) }
    }

    /// The status and headers arrived: a stream's caller can go on before the first byte of the body. Answered at
    /// once (URLSession reads no further until it is answered).
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        completionHandler(.allow)
        exchange(for: dataTask)?.receive(response)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(for: dataTask)?.receive(data, response: dataTask.response)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        exchange?.complete(error, response: task.response)
    }
}
