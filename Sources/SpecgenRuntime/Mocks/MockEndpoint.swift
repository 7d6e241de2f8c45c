import Foundation

/// One endpoint of a generated mock networker (`MockXenoCantoNetworker().searchRecordings`): what it answers,
/// the requests it received and how often it was called. Safe to use from any task.
///
/// ```swift
/// let mock = MockXenoCantoNetworker()
/// mock.searchRecordings.returns(RecordingsPage(…))                  // every call gets this value
/// mock.searchRecordings.handle { request in try page(request.page) } // or compute it, or throw
/// mock.searchRecordings.handleResponse { _ in HTTPResponse(value: […], headers: ["Link": "<…>; rel=\"next\""]) }
/// mock.searchRecordings.respond(statusCode: 404, body: #"{"title": "No such page"}"#)   // as a server would
/// mock.searchRecordings.fails(statusCode: 422, errorBody: Problem(title: "Bad query")) // a typed error body
/// mock.searchRecordings.fails(with: URLError(.notConnectedToInternet))
/// …
/// XCTAssertEqual(mock.searchRecordings.requests.map(\.query), ["owl"])
/// ```
/// Answers behave like the network: a status outside `200..<300` — from ``respond(statusCode:body:headers:)``,
/// ``returns(_:statusCode:headers:)`` or a handler — throws exactly the ``NetworkingError`` a ``Networker``
/// would throw (method, URL, status, headers, body and the request's decoded error body), and a raw body that
/// doesn't decode throws its decoding error. An error a handler throws reaches the caller unchanged.
///
/// Without a handler the endpoint answers with the spec's `example:` if it has one; otherwise a call throws
/// ``MockNetworkingError/notStubbed(endpoint:request:)``, naming the endpoint and showing the request.
///
/// Next pages a cursor controller fetches by URL reach the same endpoint: ``requests``
/// holds their base request and ``pageURLs`` the URL each call asked for (nil for a first page);
/// ``handlePages(_:)`` answers with the URL at hand.
public final class MockEndpoint<R: Request>: Sendable {
    /// Computes a whole response (value, status, headers) for a request, or throws.
    public typealias Handler = @Sendable (R) async throws -> HTTPResponse<R.Response>

    /// The endpoint's name in the spec.
    public let name: String
    private let exampleJSON: String?
    private let state = Locked(State())

    private typealias Answering = @Sendable (R, URL?) async throws -> MockAnswer<R.Response>

    private struct State: Sendable {
        var handler: Answering?
        /// A stream endpoint's script (a `StreamScript<R>`), which wins over `handler` for streams.
        var streamHandler: (any Sendable)?
        var received: [(request: R, url: URL?)] = []
    }

    /// An endpoint named `name`, answering with `exampleJSON` (decoded as the request decodes a response)
    /// when no handler is set.
    @_spi(Generated) public init(name: String, exampleJSON: String? = nil) {
        self.name = name
        self.exampleJSON = exampleJSON
    }

    /// Answers every call with `value` and the status and headers given; a status outside `200..<300` throws
    /// the networker's status error, with `value` encoded as JSON for its body.
    public func returns(_ value: R.Response, statusCode: Int = 200, headers: [String: String] = [:]) {
        handleResponse { _ in HTTPResponse(value: value, statusCode: statusCode, headers: headers) }
    }

    /// Answers every call with a raw response, handled as a ``Networker`` handles one: a 2xx body is decoded
    /// (a body that doesn't decode throws the decoding error), any other status throws the status error with
    /// the body and the request's decoded error body.
    public func respond(statusCode: Int, body: String = "", headers: [String: String] = [:]) {
        let raw = HTTPResponse(value: Data(body.utf8), statusCode: statusCode, headers: headers)
        state.withLock { $0.streamHandler = nil; $0.handler = { _, _ in .raw(raw) } }
    }

    /// Fails every call as a lost network would: ``NetworkingError/Reason/transport(_:)`` with `error`, naming
    /// the request.
    public func fails(with error: URLError) {
        state.withLock { $0.streamHandler = nil; $0.handler = { _, _ in .transport(error) } }
    }

    /// Fails every call with the status error a ``Networker`` throws for `statusCode` (outside `200..<300`), whose
    /// ``NetworkingError/errorBody`` is exactly `errorBody`: ``NetworkingError/errorBody(as:)`` returns it as it
    /// is, without decoding. Its ``NetworkingError/response`` has the status, `headers` and, as body, `errorBody`
    /// as JSON when it is `Encodable` (empty otherwise).
    ///
    /// `mock.getOwl.fails(statusCode: 404, errorBody: Problem(title: "No such owl"))`
    public func fails(statusCode: Int, errorBody: some Sendable, headers: [String: String] = [:]) {
        precondition(!(200..<300).contains(statusCode),
                     "fails(statusCode:errorBody:) needs an error status, not \(statusCode)")
        let status = HTTPResponse(value: (), statusCode: statusCode, headers: headers)
        state.withLock { $0.streamHandler = nil; $0.handler = { _, _ in .status(status, errorBody: errorBody) } }
    }

    /// Sets the script a stream endpoint plays (and forgets the other answers).
    func setStreamHandler(_ handler: any Sendable) {
        state.withLock { $0.handler = nil; $0.streamHandler = handler }
    }

    /// The script a stream endpoint plays, if one is set.
    var currentStreamHandler: (any Sendable)? { state.withLock { $0.streamHandler } }

    /// Records `request` as received (a stream played from its script).
    func record(_ request: R) {
        state.withLock { $0.received.append((request, nil)) }
    }

    /// Answers with what `handler` returns for the request, or with the error it throws (unchanged).
    public func handle(_ handler: @escaping @Sendable (R) async throws -> R.Response) {
        handleResponse { request in HTTPResponse(value: try await handler(request)) }
    }

    /// Answers with the whole response `handler` builds: a status and headers too (Link-header paging).
    public func handleResponse(_ handler: @escaping Handler) {
        handlePages { request, _ in try await handler(request) }
    }

    /// Answers with the response `handler` builds from the request and the page URL asked for (nil for a first
    /// page, the next-page URL for a page a cursor controller follows).
    public func handlePages(_ handler: @escaping @Sendable (R, URL?) async throws -> HTTPResponse<R.Response>) {
        state.withLock {
            $0.streamHandler = nil
            $0.handler = { request, url in .value(try await handler(request, url)) }
        }
    }

    /// The requests received, in order (for a next page, its base request).
    public var requests: [R] { state.withLock { $0.received.map(\.request) } }

    /// For each request received, the page URL it asked for: nil, or a next page's URL.
    public var pageURLs: [URL?] { state.withLock { $0.received.map(\.url) } }

    /// How many requests were received.
    public var callCount: Int { state.withLock { $0.received.count } }

    /// Forgets the handler and the requests received.
    public func reset() {
        state.withLock { $0 = State() }
    }

    /// The answer to `request` (asking for `url`, for a next page), as a networker sending it to `sentURL` would
    /// give it.
    func answer(_ request: R, url: URL?, method: String, sentURL: URL) async throws -> HTTPResponse<R.Response> {
        let handler = state.withLock { state -> Answering? in
            state.received.append((request, url))
            return state.handler
        }
        let answer: MockAnswer<R.Response>
        if let handler {
            answer = try await handler(request, url)
        } else if let exampleJSON {
            answer = .raw(HTTPResponse(value: Data(exampleJSON.utf8)))
        } else {
            throw MockNetworkingError.notStubbed(endpoint: name, request: String(describing: request))
        }
        return try answer.response(for: request, method: method, url: sentURL)
    }
}
