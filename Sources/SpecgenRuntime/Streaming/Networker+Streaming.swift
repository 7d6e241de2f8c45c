import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Networker {
    /// Sends `request` and returns once the status and headers arrived; the body's elements arrive through the
    /// ``ResponseStream`` as the server sends them.
    ///
    /// The request goes through the same steps as ``response(for:)`` — credentials, `prepare`, retries, `didFail`
    /// — until the stream is open; `didReceive` sees its status and headers with an empty body (for a status
    /// outside `200..<300`: the whole body, which is then thrown as ``NetworkingError/Reason/status(_:)``). A
    /// failure while the stream runs is thrown by the stream's `next()`, after `didFail`.
    public func streamResponse<R: StreamingRequest>(for request: R) async throws
        -> HTTPResponse<ResponseStream<R.Element>> {
        let opened = try await openStream(for: request, lastEventID: nil)
        let resumable: Bool
        if case .events = request.framing, request.resumesWithLastEventID, request.method == .get {
            resumable = true
        } else {
            resumable = false
        }
        var reopen: StreamPartSource.Reopen?
        if resumable {
            reopen = { [self] lastEventID in try await openStream(for: request, lastEventID: lastEventID) }
        }
        let report: StreamPartSource.Report = { [self] error, sent in
            await delegate?.networking(self, didFail: error, for: sent)
        }
        let parts = StreamPartSource(opened: opened, framing: request.framing, limit: maxResponseSize,
                                     reopen: reopen, report: report)
        let source = NetworkStream(request: request, parts: parts)
        return opened.head.map { _ in ResponseStream(source: source) }
    }

    /// Opens `request`'s stream through the attempt loop, with `Last-Event-ID` when resuming.
    func openStream<R: Request>(for request: R, lastEventID: String?) async throws -> OpenedStream {
        try await attempts(for: request, extraHeaders: lastEventID.map { ["Last-Event-ID": $0] } ?? [:]) {
            sent, built, decoder in
            try await open(sent, built: built, for: request, decoder: decoder)
        }
    }

    /// One attempt: send, wait for the head, show it to the delegate, check the status.
    private func open<R: Request>(_ urlRequest: URLRequest, built: URLRequest, for request: R,
                                  decoder: JSONDecoder) async throws -> OpenedStream {
        let method = urlRequest.httpMethod ?? request.method.rawValue
        if Task.isCancelled { throw NetworkingError(.cancelled, method: method, url: urlRequest.url) }
        let exchange = StreamExchange(request: urlRequest, limit: maxResponseSize,
                                      redirect: redirectRule(sent: urlRequest, built: built))
        let http = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard exchange.begin(continuation) else { return }
                let task = makeTask(urlRequest, body: request.body)
                sessionDelegate.register(exchange, for: task)
                exchange.run(task, deadline: resourceTimeout)
            }
        } onCancel: {
            exchange.fail(.cancelled)
        }
        do {
            var head = Exchange.response(http, body: Data())
            if !(200..<300).contains(head.statusCode) { head.value = try await exchange.collect(head: head) }
            if let delegate {
                head = try await delegate.networking(self, didReceive: head, for: urlRequest)
                if Task.isCancelled { throw NetworkingError(.cancelled, method: method, url: urlRequest.url) }
            }
            guard (200..<300).contains(head.statusCode) else {
                throw NetworkingError.status(head, method: method, url: urlRequest.url,
                                             errorBody: request.decodeErrorBody(head, decoder: decoder))
            }
            return OpenedStream(head: head, exchange: exchange, sent: urlRequest, decoder: decoder)
        } catch {
            exchange.finish()
            throw error
        }
    }
}
