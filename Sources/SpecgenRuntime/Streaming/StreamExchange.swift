import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One streamed request on the wire: the caller waits for the status and headers, then pulls the body's chunks
/// one by one from a buffer the session delegate fills.
///
/// Every waiter is resumed when URLSession reports the task complete — also after the exchange cancelled the task
/// (the caller was cancelled, the consumer stopped early, the deadline passed) — so a thrown `nextChunk()` never
/// leaves a task behind. Where URLSession can hold a response back (Apple platforms), more than
/// ``holdBackThreshold`` bytes unread suspend the task until the consumer is down to ``releaseThreshold``; past
/// ``backlogLimit`` bytes unread (where it can't) the stream ends with
/// ``NetworkingError/Reason/responseTooLarge(limit:)``.
final class StreamExchange: TaskExchange {
    private struct State: Sendable {
        var task: URLSessionTask?
        var resumed = false
        var head: HTTPURLResponse?
        var heads = 0
        var headWaiter: CheckedContinuation<HTTPURLResponse, any Error>?
        var chunks = ChunkQueue()
        var chunkWaiter: CheckedContinuation<Data?, any Error>?
        /// Why the exchange cancelled its task, when it did.
        var failure: NetworkingError.Reason?
        /// The consumer ended the stream itself: the cancellation is no error.
        var quiet = false
        /// How the task ended, once URLSession said so.
        var outcome: Result<Void, NetworkingError>?
        var heldBack = false
        var deadline: Task<Void, Never>?
    }

    let method: String
    let url: URL?
    /// The largest error body read whole.
    let limit: Int
    let redirect: RedirectRule
    private let state = Locked(State())

    /// Whether URLSession can hold a response back here. On Linux (swift-corelibs-foundation) `suspend()` takes
    /// effect only after what was already read, the request timeout still runs while suspended, `resume()` sends the
    /// request again from the start, and a `suspend()` while data flows can crash or hang FoundationNetworking
    /// (Benchmarks/Streaming, `suspend-probe`): the stream is not held back there, only bounded.
    #if canImport(FoundationNetworking)
    static let holdsBack = false
    #else
    static let holdsBack = true
    #endif
    /// Unread bytes past which the task is suspended (where ``holdsBack``).
    static let holdBackThreshold = 1 << 20
    /// Unread bytes at or under which a suspended task is resumed.
    static let releaseThreshold = 256 << 10
    /// The most bytes held unread, where the task can't be held back: a consumer that falls further behind ends
    /// the stream with ``NetworkingError/Reason/responseTooLarge(limit:)`` instead of filling memory.
    static let backlogLimit = 64 << 20

    init(request: URLRequest, limit: Int, redirect: RedirectRule) {
        self.method = request.httpMethod ?? "GET"
        self.url = request.url
        self.limit = limit
        self.redirect = redirect
    }

    /// Takes the caller's continuation for the head; returns false (having resumed it with
    /// ``NetworkingError/Reason/cancelled``) when the exchange was cancelled before it began.
    func begin(_ continuation: CheckedContinuation<HTTPURLResponse, any Error>) -> Bool {
        let began = state.withLock { state -> Bool in
            guard state.failure == nil else { return false }
            state.headWaiter = continuation
            return true
        }
        if !began { continuation.resume(throwing: error(.cancelled)) }
        return began
    }

    func hold(_ task: URLSessionTask) {
        state.withLock { $0.task = task }
    }

    func markResumed() -> Bool {
        state.withLock { state -> Bool in
            state.resumed = true
            return state.failure != nil
        }
    }

    func keep(_ deadline: Task<Void, Never>) -> Bool {
        state.withLock { state -> Bool in
            if state.outcome == nil { state.deadline = deadline }
            return state.outcome == nil
        }
    }

    /// Ends the exchange with `reason` (unless it already ended): cancels the task; waiters get the error once
    /// URLSession reports the task complete.
    ///
    /// The task is cancelled on another thread: on Linux `cancel()` waits for URLSession's work queue, which a
    /// fast body keeps busy for a second or more (measured), and the session delegate's thread must go on taking
    /// (and dropping) what arrives meanwhile, or URLSession queues it all in memory.
    func fail(_ reason: NetworkingError.Reason) {
        let task = state.withLock { state -> URLSessionTask? in
            guard state.failure == nil, state.outcome == nil else { return nil }
            state.failure = reason
            return state.resumed ? state.task : nil
        }
        if let task { DispatchQueue.global().async { task.cancel() } }
    }

    /// The consumer is done (the end event, a dropped iterator): cancels the task without an error to report.
    func finish() {
        state.withLock { state in
            if state.failure == nil { state.quiet = true }
        }
        fail(.cancelled)
    }

    func receive(_ response: URLResponse) {
        guard let http = response as? HTTPURLResponse else { return }
        let (waiter, restarted) = state.withLock { state -> (CheckedContinuation<HTTPURLResponse, any Error>?, Bool) in
            state.heads += 1
            if state.head == nil { state.head = http }
            defer { state.headWaiter = nil }
            return (state.headWaiter, state.heads > 1)
        }
        waiter?.resume(returning: http)
        // A second head on one task: URLSession sent the request again. Its body must not join the first one's.
        if restarted { fail(.transport(URLError(.networkConnectionLost))) }
    }

    func receive(_ data: Data, response: URLResponse?) {
        if let response, state.withLock({ $0.head == nil }) { receive(response) }
        typealias Step = (waiter: CheckedContinuation<Data?, any Error>?, suspend: URLSessionTask?, tooLarge: Bool)
        let (waiter, suspend, tooLarge) = state.withLock { state -> Step in
            guard state.failure == nil else { return (nil, nil, false) }
            if let waiter = state.chunkWaiter {
                state.chunkWaiter = nil
                return (waiter, nil, false)
            }
            state.chunks.append(data)
            if state.chunks.byteCount > Self.backlogLimit { return (nil, nil, true) }
            guard Self.holdsBack, !state.heldBack, state.chunks.byteCount > Self.holdBackThreshold else {
                return (nil, nil, false)
            }
            state.heldBack = true
            return (nil, state.task, false)
        }
        waiter?.resume(returning: data)
        suspend?.suspend()
        if tooLarge { fail(.responseTooLarge(limit: Self.backlogLimit)) }
    }

    func complete(_ transportError: (any Error)?, response taskResponse: URLResponse?) {
        typealias Head = Result<HTTPURLResponse, NetworkingError>
        typealias Step = (head: (CheckedContinuation<HTTPURLResponse, any Error>, Head)?,
                          chunk: CheckedContinuation<Data?, any Error>?, outcome: Result<Void, NetworkingError>)
        let (headWaiter, chunkWaiter, outcome) = state.withLock { state -> Step in
            if state.head == nil { state.head = taskResponse as? HTTPURLResponse }
            state.deadline?.cancel()
            state.deadline = nil
            let outcome: Result<Void, NetworkingError>
            if let failure = state.failure {
                outcome = state.quiet ? .success(()) : .failure(error(failure, head: state.head))
            } else if let transportError {
                let reason = NetworkingError.reason(forTransportError: transportError, headReceived: state.head != nil)
                outcome = .failure(error(reason, head: state.head))
            } else if state.head == nil {
                outcome = .failure(error(.transport(URLError(.badServerResponse))))
            } else {
                outcome = .success(())
            }
            state.outcome = outcome
            let head: Head = outcome.flatMap { _ in
                state.head.map(Result.success) ?? .failure(error(.transport(URLError(.badServerResponse))))
            }
            defer {
                state.headWaiter = nil
                state.chunkWaiter = nil
            }
            return (state.headWaiter.map { ($0, head) }, state.chunkWaiter, outcome)
        }
        chunkWaiter?.resume(with: outcome.map { nil }.mapError { $0 })
        if let (waiter, head) = headWaiter { waiter.resume(with: head.mapError { $0 }) }
    }

    /// The next piece of the body, or nil at its end; waits on the caller's actor (no hop when a piece is there).
    /// - Throws: ``NetworkingError``: the transport error that ended the body, or ``NetworkingError/Reason/cancelled``
    ///   when the calling task is cancelled (the task is cancelled with it).
    func nextChunk(isolation actor: isolated (any Actor)? = #isolation) async throws -> Data? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                typealias Step = (chunk: Data?, resume: URLSessionTask?, outcome: Result<Void, NetworkingError>?)
                let (chunk, resume, outcome) = state.withLock { state -> Step in
                    // After a failure (a cancellation) the chunks left are dropped: the waiter gets the error once
                    // the task completed.
                    if state.failure == nil, let chunk = state.chunks.popFirst() {
                        let release = state.heldBack && state.chunks.byteCount <= Self.releaseThreshold
                        if release { state.heldBack = false }
                        return (chunk, release ? state.task : nil, nil)
                    }
                    if let outcome = state.outcome { return (nil, nil, outcome) }
                    precondition(state.chunkWaiter == nil, "a ResponseStream has one consumer at a time")
                    state.chunkWaiter = continuation
                    return (nil, nil, nil)
                }
                resume?.resume()
                if let chunk {
                    continuation.resume(returning: chunk)
                } else if let outcome {
                    continuation.resume(with: outcome.map { nil }.mapError { $0 })
                }
            }
        } onCancel: {
            fail(.cancelled)
        }
    }

    /// The rest of the body, whole: an error status's body. Past `limit` bytes the exchange is abandoned with
    /// ``NetworkingError/Reason/responseTooLarge(limit:)``, keeping the first bytes.
    func collect(head: HTTPResponse<Data>) async throws -> Data {
        var body = Data()
        while let chunk = try await nextChunk() {
            guard body.count + chunk.count <= limit else {
                finish()
                var response = head
                response.value = (body + chunk).prefix(BodyExcerpt.limit)
                throw NetworkingError(.responseTooLarge(limit: limit), method: method, url: url, response: response)
            }
            body += chunk
        }
        return body
    }

    private func error(_ reason: NetworkingError.Reason, head: HTTPURLResponse? = nil) -> NetworkingError {
        NetworkingError(reason, method: method, url: url,
                        response: reason == .cancelled ? nil : head.map { Exchange.response($0, body: Data()) })
    }
}
