import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The parts of one streamed response from a ``Networker``: chunks pulled from the exchange as the consumer asks,
/// cut by the framing on the consumer's actor. Not generic, so that the work per part needs no generic metadata.
///
/// A resumable event stream (``StreamingRequest/resumesWithLastEventID``, a `GET`) that breaks with a transport
/// error is opened again with `Last-Event-ID`, after the server's `retry:` time (``defaultRetry`` without one), at
/// most ``attemptsWithoutProgress`` times in a row without an event in between.
final class StreamPartSource: Sendable {
    /// Opens the stream again with the last event ID seen.
    typealias Reopen = @Sendable (_ lastEventID: String?) async throws -> OpenedStream
    /// Shows a failure to the delegate's `didFail`.
    typealias Report = @Sendable (_ error: NetworkingError, _ sent: URLRequest) async -> Void

    /// The reconnection time when the server gave none, in milliseconds.
    static let defaultRetry = 3000
    /// How many reconnections may fail in a row (no event between them) before the error is thrown.
    static let attemptsWithoutProgress = 3

    private struct State: Sendable {
        var opened: OpenedStream
        var parser: StreamParser
        var parts: [StreamPart] = []
        var finished = false
        var failuresInARow = 0
    }

    private enum Step {
        case parts([StreamPart])
        case read(OpenedStream)
        case done
    }

    private let reopen: Reopen?
    private let report: Report
    private let state: Locked<State>

    init(opened: OpenedStream, framing: StreamFraming, limit: Int, reopen: Reopen?, report: @escaping Report) {
        self.reopen = reopen
        self.report = report
        self.state = Locked(State(opened: opened, parser: StreamParser(framing: framing, limit: limit)))
    }

    deinit {
        state.withLock { $0.opened.exchange }.finish()
    }

    /// The stream as it is now opened (its head, its decoder).
    var opened: OpenedStream { state.withLock { $0.opened } }

    /// Ends the stream now: the request is cancelled.
    func cancel() {
        let exchange = state.withLock { state -> StreamExchange in
            state.finished = true
            return state.opened.exchange
        }
        exchange.finish()
    }

    /// The parts received and not yet taken (reading more when there are none), up to the end event: at least
    /// one, or none at the end of the stream.
    func nextParts(isolation actor: isolated (any Actor)?) async throws -> [StreamPart] {
        if Task.isCancelled { return try await cancelled() }
        while true {
            let step = state.withLock { state -> Step in
                if !state.parts.isEmpty {
                    var parts: [StreamPart] = []
                    swap(&parts, &state.parts)
                    if let end = parts.firstIndex(where: state.parser.isEnd) {
                        parts.removeSubrange(end...)
                        state.finished = true
                        state.opened.exchange.finish()
                    }
                    return .parts(parts)
                }
                return state.finished ? .done : .read(state.opened)
            }
            switch step {
            case .done:
                return []
            case .parts(let parts):
                if parts.isEmpty { return [] }
                return parts
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
                    throw await fail(tooLarge)
                } catch let error as NetworkingError {
                    guard reopen != nil, case .transport = error.reason else { throw await fail(error) }
                    try await resume(after: error)
                }
            }
        }
    }

    /// Ends the stream with `error`: the task is cancelled, the delegate told; returns the error to throw.
    func fail(_ error: NetworkingError) async -> NetworkingError {
        let opened = state.withLock { state -> OpenedStream in
            state.finished = true
            return state.opened
        }
        opened.exchange.finish()
        await report(error, opened.sent)
        return error
    }

    /// The consuming task was cancelled: the parts left are dropped and the request cancelled; throws
    /// ``NetworkingError/Reason/cancelled`` once URLSession reports the task complete.
    private func cancelled() async throws -> [StreamPart] {
        let opened = state.withLock { state -> OpenedStream? in
            guard !state.finished else { return nil }
            state.parts.removeAll()
            return state.opened
        }
        guard let opened else { return [] }
        opened.exchange.fail(.cancelled)
        _ = try? await opened.exchange.nextChunk()
        throw await fail(NetworkingError(.cancelled, method: opened.exchange.method, url: opened.exchange.url))
    }

    /// Opens the stream again after `error`, waiting the reconnection time before each attempt.
    private func resume(after error: NetworkingError) async throws {
        guard let reopen else { return }
        var last = error
        while true {
            let (failures, lastEventID, delay) = state.withLock { state in
                state.failuresInARow += 1
                state.parser.reset()
                return (state.failuresInARow, state.parser.lastEventID,
                        state.parser.reconnectionTime ?? Self.defaultRetry)
            }
            guard failures <= Self.attemptsWithoutProgress else { throw await fail(last) }
            do {
                try await Task.sleep(for: .milliseconds(delay))
            } catch {
                throw await fail(NetworkingError(.cancelled, method: last.method, url: last.url))
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
}
