import Foundation

/// One endpoint of a generated mock networker (`MockXenoCantoNetworker().searchRecordings`): what it answers,
/// the requests it received and how often it was called. Safe to use from any task.
///
/// ```swift
/// let mock = MockXenoCantoNetworker()
/// mock.searchRecordings.returns(RecordingsPage(…))                  // every call gets this value
/// mock.searchRecordings.handle { request in try page(request.page) } // or compute it, or throw
/// mock.searchRecordings.handleResponse { _ in HTTPResponse(value: […], headers: ["Link": "<…>; rel=\"next\""]) }
/// …
/// XCTAssertEqual(mock.searchRecordings.requests.map(\.query), ["owl"])
/// ```
/// Without a handler the endpoint answers with the spec's `example:` if it has one; otherwise a call throws
/// ``MockNetworkingError/notStubbed(endpoint:request:)``, naming the endpoint and showing the request.
///
/// Next pages a cursor controller fetches by URL (``NextPageRequest``) reach the same endpoint: ``requests``
/// holds their base request and ``pageURLs`` the URL each call asked for (nil for a first page);
/// ``handlePages(_:)`` answers with the URL at hand.
public final class MockEndpoint<R: Request>: Sendable {
    /// Computes a whole response (value, status, headers) for a request, or throws.
    public typealias Handler = @Sendable (R) async throws -> HTTPResponse<R.Response>

    /// The endpoint's name in the spec.
    public let name: String
    private let exampleJSON: String?
    private let state = Locked(State())

    private typealias PageHandler = @Sendable (R, URL?) async throws -> HTTPResponse<R.Response>

    private struct State: Sendable {
        var handler: PageHandler?
        var received: [(request: R, url: URL?)] = []
    }

    /// An endpoint named `name`, answering with `exampleJSON` (decoded as the request decodes a response)
    /// when no handler is set.
    public init(name: String, exampleJSON: String? = nil) {
        self.name = name
        self.exampleJSON = exampleJSON
    }

    /// Answers every call with `value` (and the status and headers given).
    public func returns(_ value: R.Response, statusCode: Int = 200, headers: [String: String] = [:]) {
        handleResponse { _ in HTTPResponse(value: value, statusCode: statusCode, headers: headers) }
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
        state.withLock { $0.handler = handler }
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

    /// For generated mocks: the answer to `request` when it is this endpoint's request type, nil otherwise.
    public func answer<Other: Request>(_ request: Other) async throws -> HTTPResponse<Other.Response>? {
        if let next = request as? NextPageRequest<R> {
            return try await answer(next.base, url: next.url) as? HTTPResponse<Other.Response>
        }
        guard let request = request as? R else { return nil }
        return try await answer(request, url: nil) as? HTTPResponse<Other.Response>
    }

    private func answer(_ request: R, url: URL?) async throws -> HTTPResponse<R.Response> {
        let handler = state.withLock { state -> PageHandler? in
            state.received.append((request, url))
            return state.handler
        }
        let response: HTTPResponse<R.Response>
        if let handler {
            response = try await handler(request, url)
        } else if let exampleJSON {
            let raw = HTTPResponse(value: Data(exampleJSON.utf8))
            let decoder = JSONCoding(dates: request.dateCoding ?? .iso8601).makeDecoder()
            response = try raw.map { _ in try request.decode(raw, decoder: decoder) }
        } else {
            throw MockNetworkingError.notStubbed(endpoint: name, request: String(describing: request))
        }
        return response
    }
}
