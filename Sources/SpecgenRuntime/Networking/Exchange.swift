import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request on the wire: the URLSession task, the body as it arrives, and how the exchange ends.
///
/// The networker's ``SessionDelegate`` feeds it the task's events. The caller's continuation is resumed exactly
/// once, when URLSession reports the task complete — also after the exchange cancelled the task itself (the
/// body grew past the limit, the deadline passed, the caller was cancelled), so a returned call never leaves a
/// task behind.
final class Exchange: TaskExchange {
    private struct State: Sendable {
        var continuation: CheckedContinuation<HTTPResponse<Data>, any Error>?
        var task: URLSessionTask?
        /// Whether the task was resumed: a task is cancelled only once it runs.
        var resumed = false
        var response: HTTPURLResponse?
        var body = Data()
        /// Why the exchange cancelled its task, when it did.
        var failure: NetworkingError.Reason?
        /// Ends the exchange when the resource timeout passes; cancelled when the task completes.
        var deadline: Task<Void, Never>?
        /// Whether URLSession reported the task complete.
        var completed = false
    }

    let method: String
    let url: URL?
    let limit: Int
    let redirect: RedirectRule
    private let state = Locked(State())

    init(request: URLRequest, limit: Int, redirect: RedirectRule) {
        self.method = request.httpMethod ?? "GET"
        self.url = request.url
        self.limit = limit
        self.redirect = redirect
    }

    /// Takes the caller's continuation; returns false (having resumed it with ``NetworkingError/Reason/cancelled``)
    /// when the exchange was cancelled before it began: then no task is made.
    func begin(_ continuation: CheckedContinuation<HTTPResponse<Data>, any Error>) -> Bool {
        let began = state.withLock { state -> Bool in
            guard state.failure == nil else { return false }
            state.continuation = continuation
            return true
        }
        if !began { continuation.resume(throwing: error(.cancelled, response: nil)) }
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
            if !state.completed { state.deadline = deadline }
            return !state.completed
        }
    }

    /// URLSession's default resource timeout (7 days): no timer for it.
    static let noDeadline: TimeInterval = 604_800

    /// A timer that calls `expire` after `seconds`, or nil when `seconds` is 0 or URLSession's default (no deadline).
    static func deadline(after seconds: TimeInterval, _ expire: @escaping @Sendable () -> Void) -> Task<Void, Never>? {
        guard seconds > 0, seconds < noDeadline else { return nil }
        return Task {
            guard (try? await Task.sleep(for: .seconds(seconds))) != nil else { return }
            expire()
        }
    }

    /// Ends the exchange with `reason` (unless it already ended): cancels the task; the caller gets the error
    /// once URLSession reports the task complete.
    func fail(_ reason: NetworkingError.Reason) {
        let task = state.withLock { state -> URLSessionTask? in
            guard state.failure == nil else { return nil }
            state.failure = reason
            return state.resumed ? state.task : nil
        }
        task?.cancel()
    }

    /// The head arrived: nothing to do, the body is read whole.
    func receive(_ response: URLResponse) {}

    /// A piece of the body arrived; `response` is the task's response (status and headers) by then.
    func receive(_ data: Data, response: URLResponse?) {
        let tooLarge = state.withLock { state -> Bool in
            guard state.failure == nil else { return false }
            if state.response == nil, let http = response as? HTTPURLResponse {
                state.response = http
                // A body announced larger than the limit is abandoned before more of it arrives.
                if http.expectedContentLength > Int64(limit) {
                    state.body = data.prefix(BodyExcerpt.limit)
                    return true
                }
            }
            if state.body.count + data.count > limit {
                // Keep only what an error message shows.
                state.body.append(data.prefix(max(0, BodyExcerpt.limit - state.body.count)))
                state.body = state.body.prefix(BodyExcerpt.limit)
                return true
            }
            state.body.append(data)
            return false
        }
        if tooLarge { fail(.responseTooLarge(limit: limit)) }
    }

    /// URLSession reports the task complete: resume the caller with the response or the error.
    /// - Parameter response: The task's response, if the status and headers arrived.
    func complete(_ transportError: (any Error)?, response taskResponse: URLResponse?) {
        let (continuation, result) = state.withLock { state -> (CheckedContinuation<HTTPResponse<Data>, any Error>?,
                                                                Result<HTTPResponse<Data>, NetworkingError>) in
            if state.response == nil { state.response = taskResponse as? HTTPURLResponse }
            state.completed = true
            let continuation = state.continuation
            state.continuation = nil
            state.deadline?.cancel()
            state.deadline = nil
            let response = state.response.map { Self.response($0, body: state.body) }
            if let failure = state.failure {
                return (continuation, .failure(error(failure, response: response)))
            }
            if let transportError {
                let reason = NetworkingError.reason(forTransportError: transportError, headReceived: response != nil)
                return (continuation, .failure(error(reason, response: response)))
            }
            guard let response else {
                return (continuation, .failure(error(.transport(URLError(.badServerResponse)), response: nil)))
            }
            return (continuation, .success(response))
        }
        continuation?.resume(with: result.mapError { $0 })
    }

    private func error(_ reason: NetworkingError.Reason, response: HTTPResponse<Data>?) -> NetworkingError {
        NetworkingError(reason, method: method, url: url, response: reason == .cancelled ? nil : response)
    }

    static func response(_ http: HTTPURLResponse, body: Data) -> HTTPResponse<Data> {
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            if let key = key as? String { headers[key] = value as? String ?? "\(value)" }
        }
        return HTTPResponse(value: body, statusCode: http.statusCode, headers: headers, url: http.url)
    }
}
