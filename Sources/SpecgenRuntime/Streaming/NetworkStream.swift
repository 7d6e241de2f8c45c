import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The elements of one streamed response from a ``Networker``: chunks pulled from the exchange as the consumer
/// asks, cut by the request's framing and decoded one part at a time, on the consumer's task.
///
/// A resumable event stream (``StreamingRequest/resumesWithLastEventID``, a `GET`) that breaks with a transport
/// error is opened again with `Last-Event-ID`, after the server's `retry:` time (``defaultRetry`` without one), at
/// most ``attemptsWithoutProgress`` times in a row without an event in between.
final class NetworkStream<R: StreamingRequest>: ElementSource {
    typealias Element = R.Element
    /// Opens the stream again with the last event ID seen.
    typealias Reopen = @Sendable (_ lastEventID: String?) async throws -> OpenedStream
    /// Shows a failure to the delegate's `didFail`.
    typealias Report = @Sendable (_ error: NetworkingError, _ sent: URLRequest) async -> Void

    /// The reconnection time when the server gave none, in milliseconds.
    static var defaultRetry: Int { 3000 }
    /// How many reconnections may fail in a row (no event between them) before the error is thrown.
    static var attemptsWithoutProgress: Int { 3 }

    private struct State: Sendable {
        var opened: OpenedStream
        var parser: StreamParser
        var parts: [StreamPart] = []
        var next = 0
        var finished = false
        var failuresInARow = 0
    }

    private enum Step {
        case part(StreamPart, isEnd: Bool, OpenedStream)
        case read(OpenedStream)
        case done
    }

    private let request: R
    private let reopen: Reopen?
    private let report: Report
    private let state: Locked<State>

    init(request: R, opened: OpenedStream, limit: Int, reopen: Reopen?, report: @escaping Report) {
        self.request = request
        self.reopen = reopen
        self.report = report
        self.state = Locked(State(opened: opened, parser: StreamParser(framing: request.framing, limit: limit)))
    }

    deinit {
        state.withLock { $0.opened.exchange }.finish()
    }

    func cancel() {
        let exchange = state.withLock { state -> StreamExchange in
            state.finished = true
            return state.opened.exchange
        }
        exchange.finish()
    }

    func next() async throws -> Element? {
        if Task.isCancelled { return try await cancelled() }
        while true {
            let step = state.withLock { state -> Step in
                if state.next < state.parts.count {
                    let part = state.parts[state.next]
                    state.next += 1
                    if state.next == state.parts.count {
                        state.parts.removeAll(keepingCapacity: true)
                        state.next = 0
                    }
                    return .part(part, isEnd: state.parser.isEnd(part), state.opened)
                }
                return state.finished ? .done : .read(state.opened)
            }
            switch step {
            case .done:
                return nil
            case .part(let part, let isEnd, let opened):
                if isEnd {
                    cancel()
                    return nil
                }
                do {
                    return try request.decodeElement(part, decoder: opened.decoder)
                } catch {
                    throw await fail(decodingError(error, part: part, opened: opened), opened: opened)
                }
            case .read(let opened):
                do {
                    let chunk = try await opened.exchange.nextChunk()
                    try state.withLock { state in
                        if let chunk {
                            try state.parser.feed(chunk, into: &state.parts)
                            if !state.parts.isEmpty { state.failuresInARow = 0 }
                        } else {
                            try state.parser.finish(into: &state.parts)
                            state.finished = true
                        }
                    }
                } catch let error as StreamPartTooLarge {
                    var response = opened.head
                    response.value = error.excerpt
                    let tooLarge = NetworkingError(.responseTooLarge(limit: error.limit),
                                                   method: opened.exchange.method, url: opened.exchange.url,
                                                   response: response)
                    throw await fail(tooLarge, opened: opened)
                } catch let error as NetworkingError {
                    guard reopen != nil, case .transport = error.reason else { throw await fail(error, opened: opened) }
                    try await resume(after: error)
                }
            }
        }
    }

    /// The consuming task was cancelled: the parts left are dropped and the request cancelled; throws
    /// ``NetworkingError/Reason/cancelled`` once URLSession reports the task complete.
    private func cancelled() async throws -> Element? {
        let opened = state.withLock { state -> OpenedStream? in
            guard !state.finished else { return nil }
            state.parts.removeAll()
            state.next = 0
            return state.opened
        }
        guard let opened else { return nil }
        opened.exchange.fail(.cancelled)
        _ = try? await opened.exchange.nextChunk()
        throw await fail(NetworkingError(.cancelled, method: opened.exchange.method, url: opened.exchange.url),
                         opened: opened)
    }

    /// Ends the stream with `error`: the task is cancelled, the delegate told; returns the error to throw.
    private func fail(_ error: NetworkingError, opened: OpenedStream) async -> NetworkingError {
        state.withLock { $0.finished = true }
        opened.exchange.finish()
        await report(error, opened.sent)
        return error
    }

    /// Opens the stream again after `error`, waiting the reconnection time before each attempt.
    private func resume(after error: NetworkingError) async throws {
        guard let reopen else { return }
        var last = error
        while true {
            let (failures, lastEventID, delay, opened) = state.withLock { state in
                state.failuresInARow += 1
                state.parser.reset()
                return (state.failuresInARow, state.parser.lastEventID,
                        state.parser.reconnectionTime ?? Self.defaultRetry, state.opened)
            }
            guard failures <= Self.attemptsWithoutProgress else { throw await fail(last, opened: opened) }
            do {
                try await Task.sleep(for: .milliseconds(delay))
            } catch {
                throw await fail(NetworkingError(.cancelled, method: last.method, url: last.url), opened: opened)
            }
            do {
                let reopened = try await reopen(lastEventID)
                let kept = state.withLock { state -> Bool in
                    guard !state.finished else { return false }
                    state.opened = reopened
                    return true
                }
                if !kept { reopened.exchange.finish() }
                return
            } catch let error as NetworkingError {
                // The attempt loop told the delegate already; a status or a cancellation ends the stream.
                guard case .transport = error.reason else {
                    state.withLock { $0.finished = true }
                    throw error
                }
                last = error
            }
        }
    }

    private func decodingError(_ error: any Error, part: StreamPart, opened: OpenedStream) -> NetworkingError {
        if let error = error as? NetworkingError { return error }
        var response = opened.head
        response.value = part.payload
        return NetworkingError(NetworkingError.reason(forDecodingError: error,
                                                      model: NetworkingError.typeName(Element.self),
                                                      body: part.payload),
                               method: opened.exchange.method, url: opened.exchange.url, response: response)
    }
}
