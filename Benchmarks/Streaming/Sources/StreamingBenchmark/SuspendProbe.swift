import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Whether `URLSessionTask.suspend()` holds a response back: a raw data task on `/flood`, suspended once 1 MB
/// arrived, resumed 1 s later. Reports what the delegate received while suspended, what the server could write,
/// whether the resumed task got a second response head (URLSession sent the request again), and whether the
/// request timeout ended the task while it was suspended.
final class SuspendProbe: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var received = 0
    private var heads = 0
    private var completion: String?
    /// What had arrived when the delegate suspended the task (at the first delivery past 1 MB).
    private var suspendedAt: Int?

    static func run(_ server: StreamServer, requestTimeout: TimeInterval) async throws -> String {
        let probe = SuspendProbe()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.connectionProxyDictionary = [:]
        configuration.timeoutIntervalForRequest = requestTimeout
        let session = URLSession(configuration: configuration, delegate: probe, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let connections = server.acceptedConnections
        let task = session.dataTask(with: server.baseURL.appendingPathComponent("flood"))
        task.resume()
        while probe.lock.withLock({ probe.suspendedAt }) == nil { try await Task.sleep(for: .milliseconds(1)) }
        let atSuspend = probe.lock.withLock { probe.suspendedAt } ?? 0
        let writtenAtSuspend = server.floodedBytes
        try await Task.sleep(for: .seconds(1))
        let (afterSuspend, writtenWhileSuspended) = (probe.lock.withLock { probe.received }, server.floodedBytes)
        let whileSuspended = probe.lock.withLock { probe.completion } ?? "still running"
        task.resume()
        try await Task.sleep(for: .seconds(1))
        task.cancel()
        try await Task.sleep(for: .milliseconds(200))
        return probe.lock.withLock {
            "suspend-probe (request timeout \(requestTimeout) s): suspend() at \(megabytes(atSuspend)) received; "
                + "1 s later the task was \(whileSuspended), the delegate had "
                + "\(megabytes(afterSuspend)) and the server had written "
                + "\(megabytes(writtenWhileSuspended - writtenAtSuspend)) more; after resume(): "
                + "\(probe.heads) response heads in all, "
                + "\(server.acceptedConnections - connections) connections"
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        lock.withLock { heads += 1 }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let suspend = lock.withLock {
            received += data.count
            guard suspendedAt == nil, received >= 1 << 20 else { return false }
            suspendedAt = received
            return true
        }
        // Not on this thread: suspend() waits for URLSession's work queue, and the deliveries queue up meanwhile.
        if suspend { DispatchQueue.global().async { dataTask.suspend() } }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let text = (error as? URLError).map { "complete with URLError \($0.code.rawValue)" } ?? "complete"
        lock.withLock { if completion == nil { completion = text } }
    }
}
