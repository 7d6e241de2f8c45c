import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends ``Request``s to one host over `URLSession`.
///
/// One networker per base URL (per host). A base URL with a path keeps it: base `https://host/api/2` and path
/// `/recordings` give `https://host/api/2/recordings`.
///
/// ```swift
/// let networker = Networker(baseURL: URL(string: "https://xeno-canto.org/api/2")!)
/// let page = try await networker.send(SearchRecordingsRequest(query: "owl"))
/// ```
///
/// The networker runs its own session, so that it can enforce what URLSession leaves open: a redirect to another
/// origin drops the request's secrets (see ``CrossOriginRedirect``), a body larger than ``maxResponseSize`` is
/// abandoned, and the configuration's `timeoutIntervalForResource` bounds a whole request on every platform.
/// The session is invalidated when the networker goes away (after the requests in flight).
public final class Networker: Networking {
    /// The URL every relative ``Request/path`` is appended to.
    public let baseURL: URL
    /// The networker's own session, made from the configuration given at init; its delegate is the networker's.
    public let session: URLSession
    /// The delegate given at init. The networker keeps it (as `URLSession` keeps its delegate), so
    /// `Networker(baseURL: url, delegate: AuthDelegate())` works; a delegate that itself holds the networker
    /// makes a cycle that lives as long as the two are used.
    public let delegate: (any NetworkingDelegate)?
    /// JSON settings for requests that declare no ``Request/dateCoding`` (hand-written ones).
    public let coding: JSONCoding
    /// The largest body accepted, in bytes; a larger one ends the request with
    /// ``NetworkingError/Reason/responseTooLarge(limit:)`` as soon as its size is known (with its first bytes when
    /// `Content-Length` announces it, else when the bytes received pass the limit).
    public let maxResponseSize: Int

    private let coders: CoderCache
    /// Internal (not private) so that tests can watch the session's lifetime.
    let sessionDelegate: SessionDelegate
    let resourceTimeout: TimeInterval

    /// Creates a networker for one host.
    /// - Parameters:
    ///   - baseURL: The URL relative paths are appended to, e.g. `https://xeno-canto.org/api/2`.
    ///   - configuration: Settings for the networker's session (timeouts, cache, cookies, extra headers);
    ///     `.default` when not given. `timeoutIntervalForRequest` limits each wait for data,
    ///     `timeoutIntervalForResource` a whole request.
    ///   - delegate: Hooks for headers, the outgoing `URLRequest`, the raw response and redirects; kept by the
    ///     networker.
    ///   - coding: JSON settings for requests without their own ``Request/dateCoding``.
    ///   - maxResponseSize: The largest body accepted, in bytes (100 MiB by default).
    public init(
        baseURL: URL,
        configuration: URLSessionConfiguration = .default,
        delegate: (any NetworkingDelegate)? = nil,
        coding: JSONCoding = JSONCoding(),
        maxResponseSize: Int = 100 * 1024 * 1024
    ) {
        self.baseURL = baseURL
        self.delegate = delegate
        self.coding = coding
        self.maxResponseSize = maxResponseSize
        self.coders = CoderCache(defaults: coding)
        self.sessionDelegate = SessionDelegate()
        self.resourceTimeout = configuration.timeoutIntervalForResource
        self.session = URLSession(configuration: configuration, delegate: sessionDelegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// How many requests are on the wire right now (their URLSession task started and not completed). Zero
    /// whenever no call is running: a returned or thrown call never leaves a task behind.
    public var tasksInFlight: Int { sessionDelegate.count }

    /// The `URLRequest` this networker would send for `request`, before the delegate's hooks.
    ///
    /// Throws ``NetworkingError/Reason/invalidURL(_:)`` or ``NetworkingError/Reason/encoding(description:)``.
    public func urlRequest<R: Request>(for request: R) throws -> URLRequest {
        try makeURLRequest(for: request, encoder: coders.coders(for: request.dateCoding).encoder)
    }

    /// Sends `request` and returns the decoded value with the status code and headers.
    ///
    /// Order: build the `URLRequest`; add the delegate's headers under the request's own; then per attempt: let
    /// the delegate add the credentials the request takes (``Request/security``), then prepare it; send it; let the
    /// delegate see the response; throw ``NetworkingError/Reason/status(_:)`` for a non-2xx status; decode with the
    /// request's ``Request/decode(_:decoder:)``. A failed attempt is sent again when the delegate's retry hook says so.
    /// The final ``NetworkingError`` is shown to the delegate's `didFail` before it is thrown.
    public func response<R: Request>(for request: R) async throws -> HTTPResponse<R.Response> {
        try await attempts(for: request) { sent, built, decoder in
            try await send(sent, built: built, for: request, decoder: decoder)
        }
    }

    /// The one attempt loop every call goes through — a body read whole (``response(for:)``) or a stream opened
    /// (``streamResponse(for:)``): build the `URLRequest` (with `extraHeaders` as the request's own); add the
    /// delegate's headers; then per attempt add credentials, `prepare`, run `attempt`, and after a failure ask
    /// the retry hook. The final ``NetworkingError`` is shown to the delegate's `didFail` before it is thrown.
    /// - Parameter attempt: Sends the request as prepared (`sent`), given it as built (`built`, to tell the
    ///   delegate's headers apart), decoding with `decoder`.
    func attempts<R: Request, Value>(
        for request: R, extraHeaders: [String: String] = [:],
        _ attempt: (_ sent: URLRequest, _ built: URLRequest, _ decoder: JSONDecoder) async throws -> Value
    ) async throws -> Value {
        let coders = coders.coders(for: request.dateCoding)
        let delegate = self.delegate
        var sent = URLRequest(url: baseURL)
        do {
            var built = try makeURLRequest(for: request, encoder: coders.encoder)
            for (name, value) in extraHeaders { built.setValue(value, forHTTPHeaderField: name) }
            var next = built
            sent = built
            if let delegate {
                for (name, value) in await delegate.headers(for: self)
                    where next.value(forHTTPHeaderField: name) == nil {
                    next.setValue(value, forHTTPHeaderField: name)
                }
            }
            var attemptNumber = 1
            while true {
                let authorized = try await delegate?.networking(self, authorize: next,
                                                                security: request.security) ?? next
                sent = try await delegate?.networking(self, prepare: authorized) ?? authorized
                do {
                    return try await attempt(sent, built, coders.decoder)
                } catch let error as NetworkingError where !error.isCancellation {
                    guard let delegate else { throw error }
                    switch try await delegate.networking(self, retry: sent, failedWith: error,
                                                         attempt: attemptNumber) {
                    case .doNotRetry:
                        throw error
                    case .retry(let delay, let request):
                        try await wait(delay, before: sent)
                        next = request ?? next
                        attemptNumber += 1
                    }
                }
            }
        } catch let error as NetworkingError {
            await delegate?.networking(self, didFail: error, for: sent)
            throw error
        }
    }

    /// One attempt: send, show the response to the delegate, check the status, decode.
    private func send<R: Request>(_ urlRequest: URLRequest, built: URLRequest, for request: R,
                                  decoder: JSONDecoder) async throws
        -> HTTPResponse<R.Response> {
        var raw = try await perform(urlRequest, built: built, body: request.body)
        let method = urlRequest.httpMethod ?? request.method.rawValue
        if let delegate {
            raw = try await delegate.networking(self, didReceive: raw, for: urlRequest)
            if Task.isCancelled { throw NetworkingError(.cancelled, method: method, url: urlRequest.url) }
        }
        return try request.outcome(of: raw, method: method, url: urlRequest.url, decoder: decoder)
    }

    /// Waits before a retry; cancellation ends the wait (and the call) at once.
    private func wait(_ delay: Duration, before request: URLRequest) async throws {
        do {
            if delay > .zero { try await Task.sleep(for: delay) }
            try Task.checkCancellation()
        } catch {
            throw NetworkingError(.cancelled, method: request.httpMethod ?? "GET", url: request.url)
        }
    }

    /// The `URLRequest` for `request`; its body is encoded with `encoder` (JSON) or the request's date coding
    /// (forms and multipart), falling back to the networker's.
    private func makeURLRequest<R: Request>(for request: R, encoder: JSONEncoder) throws -> URLRequest {
        let method = request.method.rawValue
        let url = try URLBuilder.url(for: request, base: baseURL)
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = method
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        if let body = request.body, case .file(_, let contentType) = body.content {
            // Sent from the file by an upload task (``makeTask(_:body:)``).
            if let contentType, urlRequest.value(forHTTPHeaderField: "Content-Type") == nil {
                urlRequest.setValue(contentType, forHTTPHeaderField: "Content-Type")
            }
        } else if let body = request.body {
            let encoded: (data: Data, contentType: String?, overrides: Bool)
            do {
                encoded = try body.encoded(with: encoder, dateCoding: request.dateCoding ?? coding.dates)
            } catch {
                throw NetworkingError(NetworkingError.reason(forEncodingError: error), method: method, url: url)
            }
            urlRequest.httpBody = encoded.data
            if let contentType = encoded.contentType,
               encoded.overrides || urlRequest.value(forHTTPHeaderField: "Content-Type") == nil {
                urlRequest.setValue(contentType, forHTTPHeaderField: "Content-Type")
            }
        }
        return urlRequest
    }

    /// The redirect rule for `urlRequest` as sent, given it as built: a redirect to another origin asks the delegate.
    func redirectRule(sent urlRequest: URLRequest, built: URLRequest) -> RedirectRule {
        let delegate = self.delegate
        return RedirectRule(sent: urlRequest, built: built) { [weak self] next in
            guard let self, let delegate else { return .dropSecrets }
            return await delegate.networking(self, redirectingTo: next, from: urlRequest)
        }
    }

    /// The task for `urlRequest`: an upload task reading the file of a ``RequestBody/file(_:contentType:)`` body,
    /// else a data task.
    func makeTask(_ urlRequest: URLRequest, body: RequestBody?) -> URLSessionTask {
        if let file = body?.fileURL { return session.uploadTask(with: urlRequest, fromFile: file) }
        return session.dataTask(with: urlRequest)
    }

    /// Runs one task on the networker's session; cancelling the calling task cancels it.
    /// - Parameter built: The request before the delegate's headers and `prepare`, to tell which headers the
    ///   delegate added (secrets a cross-origin redirect drops).
    private func perform(_ urlRequest: URLRequest, built: URLRequest, body: RequestBody?) async throws
        -> HTTPResponse<Data> {
        if Task.isCancelled {
            throw NetworkingError(.cancelled, method: urlRequest.httpMethod ?? "GET", url: urlRequest.url)
        }
        let exchange = Exchange(request: urlRequest, limit: maxResponseSize,
                                redirect: redirectRule(sent: urlRequest, built: built))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard exchange.begin(continuation) else { return }
                let task = makeTask(urlRequest, body: body)
                sessionDelegate.register(exchange, for: task)
                exchange.run(task, deadline: resourceTimeout)
            }
        } onCancel: {
            exchange.fail(.cancelled)
        }
    }
}
