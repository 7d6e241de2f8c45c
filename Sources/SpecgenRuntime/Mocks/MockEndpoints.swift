import Foundation

/// The endpoints of a generated mock networker, found by the request's type in one dictionary lookup.
///
/// A generated mock makes one and registers each endpoint with ``add(_:)`` in its initializer; its
/// `response(for:)` is ``response(for:)``. A ``NextPageRequest`` reaches the endpoint of its base request.
/// The ``baseURL`` plays the part of a networker's: the errors a mock throws name the URL a ``Networker`` with
/// that base URL would have sent to.
@_spi(Generated) public final class MockEndpoints: Sendable {
    /// The base URL mock errors are named under unless a mock is given another: `https://mock.invalid`
    /// (`.invalid` names no real host).
    public static let defaultBaseURL = URL(string: "https://mock.invalid")!

    /// The service's name in the spec, for ``MockNetworkingError/unexpectedRequest(service:request:)``.
    public let service: String
    /// The base URL requests are resolved against, as a ``Networker``'s.
    public let baseURL: URL
    private let byType = Locked<[ObjectIdentifier: any MockAnswering]>([:])
    private let all = Locked<[any MockAnswering]>([])

    /// An empty set of endpoints for `service`, under `baseURL` (`nil`: ``defaultBaseURL``).
    public init(service: String, baseURL: URL? = nil) {
        self.service = service
        self.baseURL = baseURL ?? Self.defaultBaseURL
    }

    /// Registers `endpoint` for its request type (and for next pages of it); returns it.
    public func add<R: Request>(_ endpoint: MockEndpoint<R>) -> MockEndpoint<R> {
        byType.withLock {
            $0[ObjectIdentifier(R.self)] = endpoint
            $0[ObjectIdentifier(NextPageRequest<R>.self)] = endpoint
        }
        all.withLock { $0.append(endpoint) }
        return endpoint
    }

    /// The answer of the endpoint registered for `request`'s type, as a ``Networker`` would give it.
    ///
    /// Throws what the endpoint's answer throws, ``MockNetworkingError/notStubbed(endpoint:request:)`` when it has
    /// none, or ``MockNetworkingError/unexpectedRequest(service:request:)`` when no endpoint takes this type.
    public func response<R: Request>(for request: R) async throws -> HTTPResponse<R.Response> {
        guard let endpoint = byType.withLock({ $0[ObjectIdentifier(R.self)] }) else {
            throw MockNetworkingError.unexpectedRequest(service: service, request: String(describing: request))
        }
        let method = request.method.rawValue
        let url = try URLBuilder.url(for: request, base: baseURL)
        // A stream endpoint playing a script: `send` collects what it plays.
        if let streaming = request as? any StreamingRequest,
           let collected = try await collected(streaming) as? HTTPResponse<R.Response> {
            return collected
        }
        return try await endpoint.answer(request, method: method, url: url)
    }

    /// What the script of `request`'s endpoint plays, collected as its whole response (`[Element]`, or the bytes
    /// joined); nil when the endpoint plays no script.
    private func collected<S: StreamingRequest>(_ request: S) async throws -> Any? {
        guard let streamed = try await played(request) else { return nil }
        var elements: [S.Element] = []
        for try await element in streamed.value { elements.append(element) }
        let whole: S.Response? = elements as? S.Response
            ?? (elements as? [Data]).flatMap { $0.reduce(Data(), +) as? S.Response }
        return whole.map { value in streamed.map { _ in value } }
    }

    /// The stream the script of `request`'s endpoint plays (the request recorded as received); nil when the endpoint
    /// plays no script.
    func played<S: StreamingRequest>(_ request: S) async throws -> HTTPResponse<ResponseStream<S.Element>>? {
        guard let endpoint = byType.withLock({ $0[ObjectIdentifier(S.self)] }) as? MockEndpoint<S>,
              let script = endpoint.streamScript else { return nil }
        endpoint.record(request)
        return try await script.play(request, method: request.method.rawValue,
                                     url: try URLBuilder.url(for: request, base: baseURL))
    }

    /// The stream of the endpoint registered for `request`'s type, as a ``Networker`` would give it: the script it
    /// plays (``MockEndpoint/plays(_:headers:)``), or else its other answers streamed.
    ///
    /// Throws what ``response(for:)`` throws for the endpoint's answer, before the stream.
    public func streamResponse<R: StreamingRequest>(for request: R) async throws
        -> HTTPResponse<ResponseStream<R.Element>> {
        // A download of another endpoint's body (`Networking.download(_:to:)`).
        if let raw = request as? any RawStreaming {
            let body: Any = try await raw.rawBody(from: self)
            guard let bytes = body as? HTTPResponse<ResponseStream<R.Element>> else {
                throw MockNetworkingError.unexpectedRequest(service: service, request: String(describing: request))
            }
            return bytes
        }
        if let played = try await played(request) { return played }
        return try await WholeAnswers(endpoints: self).streamResponse(for: request)
    }

    /// Forgets every endpoint's handler and the requests it received.
    public func reset() {
        for endpoint in all.withLock({ $0 }) { endpoint.reset() }
    }
}

/// An endpoint whose request type is known only to itself.
protocol MockAnswering: Sendable {
    /// The answer to `request`, which is this endpoint's request type or a next page of it.
    func answer<Other: Request>(_ request: Other, method: String, url: URL) async throws -> HTTPResponse<Other.Response>
    /// Forgets the handler and the requests received.
    func reset()
}

extension MockEndpoint: MockAnswering {
    func answer<Other: Request>(_ request: Other, method: String, url: URL) async throws
        -> HTTPResponse<Other.Response> {
        let response: HTTPResponse<R.Response>
        if let next = request as? NextPageRequest<R> {
            response = try await answer(next.base, url: next.url, method: method, sentURL: url)
        } else if let request = request as? R {
            response = try await answer(request, url: nil, method: method, sentURL: url)
        } else {
            throw MockNetworkingError.unexpectedRequest(service: name, request: String(describing: request))
        }
        guard let typed = response as? HTTPResponse<Other.Response> else {
            throw MockNetworkingError.unexpectedRequest(service: name, request: String(describing: request))
        }
        return typed
    }
}
