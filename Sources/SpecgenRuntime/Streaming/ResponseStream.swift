import Foundation

/// The elements of a streamed response, in order, as they arrive: a single-pass `AsyncSequence`.
///
/// ```swift
/// for try await chunk in networker.stream(CompletionRequest(prompt: "Hi")) {
///     print(chunk.text, terminator: "")
/// }
/// ```
///
/// Iterate it once (from one task at a time). Iteration ends with `nil` at the end of the body (or at the end
/// event of ``StreamFraming/events(end:)``) and throws ``NetworkingError`` for every failure. Cancelling the
/// consuming task, breaking out of the loop or dropping the iterator cancels the request and closes the connection;
/// a `next()` waiting when the task is cancelled throws ``NetworkingError`` with
/// ``NetworkingError/Reason/cancelled`` — never `CancellationError`, for mock streams too.
public struct ResponseStream<Element: Sendable>: AsyncSequence, Sendable {
    /// Every failure is a ``NetworkingError``; the type stays `any Error` like `send`'s.
    public typealias Failure = any Error

    enum Backing: Sendable {
        /// The networker's stream of one response.
        case source(any ElementSource<Element>)
        /// A stream opened when iteration starts (``Networking/stream(_:)``).
        case deferred(@Sendable () async throws -> ResponseStream<Element>)
        /// Elements from elsewhere (mocks, a body read whole), with the request they stand for.
        case elements(AsyncThrowingStream<Element, any Error>, method: String, url: URL?)
    }

    let backing: Backing

    init(source: any ElementSource<Element>) {
        backing = .source(source)
    }

    init(deferred open: @escaping @Sendable () async throws -> ResponseStream<Element>) {
        backing = .deferred(open)
    }

    /// A stream of `stream`'s elements (what mocks build), behaving as a network stream does: cancelling the
    /// consuming task makes `next()` throw ``NetworkingError/Reason/cancelled`` for `method` and `url` and runs the
    /// stream's `onTermination`; a `break` or a dropped iterator cancels the stream (its `onTermination` runs); an
    /// error it finishes with is thrown as it is (make it the ``NetworkingError`` a networker would throw).
    init(_ stream: AsyncThrowingStream<Element, any Error>, method: String = "GET", url: URL? = nil) {
        backing = .elements(stream, method: method, url: url)
    }

    /// A stream of `elements`, already at hand.
    init(elements: [Element], method: String, url: URL?) {
        let stream = AsyncThrowingStream<Element, any Error> { continuation in
            for element in elements { continuation.yield(element) }
            continuation.finish()
        }
        self.init(stream, method: method, url: url)
    }

    /// Starts iterating. A stream from ``Networking/streamResponse(for:)`` is consumed once; one from
    /// ``Networking/stream(_:)`` sends its request again for each iterator.
    public func makeAsyncIterator() -> Iterator {
        switch backing {
        case .source(let source): Iterator(state: .source(IteratorLease(source)))
        case .deferred(let open): Iterator(state: .deferred(open))
        case .elements(let stream, let method, let url):
            Iterator(state: .elements(ElementsLease(stream.makeAsyncIterator(), method: method, url: url)))
        }
    }

    /// Gives the stream's elements one by one.
    public struct Iterator: AsyncIteratorProtocol {
        enum State {
            case source(IteratorLease<Element>)
            case deferred(@Sendable () async throws -> ResponseStream<Element>)
            case elements(ElementsLease<Element>)
            case finished
        }

        var state: State
        /// Elements the source gave at once, handed out before it is asked again.
        @usableFromInline var buffer: [Element] = []
        /// The next element of ``buffer`` to hand out.
        @usableFromInline var index = 0

        init(state: State) {
            self.state = state
        }

        /// The next element, or `nil` at the end of the stream.
        /// - Throws: ``NetworkingError``.
        public mutating func next() async throws -> Element? {
            try await next(isolation: nil)
        }

        /// The next element, or `nil` at the end of the stream, parsed and decoded on the caller's actor (what
        /// `for try await` calls): an element already received costs no hop to another executor, and no call.
        /// - Throws: ``NetworkingError``.
        @inlinable
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
            if index < buffer.count {
                defer { index += 1 }
                return buffer[index]
            }
            return try await refill(isolation: actor)
        }

        /// Asks the source for more elements and returns the first.
        @usableFromInline
        mutating func refill(isolation actor: isolated (any Actor)?) async throws -> Element? {
            switch state {
            case .finished:
                return nil
            case .source(let lease):
                do {
                    buffer = try await lease.source.nextElements(isolation: actor)
                    index = 0
                    guard !buffer.isEmpty else {
                        state = .finished
                        return nil
                    }
                    index = 1
                    return buffer[0]
                } catch {
                    state = .finished
                    throw error
                }
            case .deferred(let open):
                state = .finished
                state = try await open().makeAsyncIterator().state
                return try await refill(isolation: actor)
            case .elements(let lease):
                do {
                    guard let element = try await lease.next(isolation: actor) else {
                        state = .finished
                        return nil
                    }
                    return element
                } catch {
                    state = .finished
                    throw error
                }
            }
        }
    }
}
