import Foundation
@_spi(Generated) import SpecgenRuntime

// Models, requests and controllers written exactly as `gen` will generate them (public, Swift 6 mode, warnings
// as errors), so these tests also prove that generated subclasses compile against the bases.

/// A listed object.
public struct Bird: Codable, Hashable, Sendable {
    public var id: Int
    public var name: String
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// `count` birds with ids 1...count: what the test servers serve.
func birds(_ count: Int, from first: Int = 1) -> [Bird] {
    (first..<first + count).map { Bird(id: $0, name: "bird \($0)") }
}

// MARK: - Offset

/// `GET /birds?offset=…&limit=…` → `[Bird]` (no total).
public struct ListBirdsRequest: Request {
    public typealias Response = [Bird]
    public var offset: Int
    public var limit: Int
    public init(offset: Int, limit: Int) {
        self.offset = offset
        self.limit = limit
    }
    public var path: String { "/birds" }
    public var queryItems: [URLQueryItem] {
        var items = QueryItems()
        items.add("offset", offset)
        items.add("limit", limit)
        return items.items
    }
}

/// `{"birds": […], "total": 45}`.
public struct CountedBirds: Codable, Hashable, Sendable {
    public var birds: [Bird]
    public var total: Int
}

/// `GET /counted?offset=…&limit=…` → ``CountedBirds``.
public struct ListCountedBirdsRequest: Request {
    public typealias Response = CountedBirds
    public var offset: Int
    public var limit: Int
    public init(offset: Int, limit: Int) {
        self.offset = offset
        self.limit = limit
    }
    public var path: String { "/counted" }
    public var queryItems: [URLQueryItem] {
        var items = QueryItems()
        items.add("offset", offset)
        items.add("limit", limit)
        return items.items
    }
}

/// Offset paging without a total (`paging: { style: offset, offset: offset, limit: limit, pageSize: 20 }`).
@MainActor
public final class ListBirdsController: OffsetBasedObjectsController<Bird> {
    public let networking: any Networking
    public init(networking: any Networking) {
        self.networking = networking
        super.init(pageSize: 20, hasTotal: false)
    }
    public override func loadObjects(offset: Int, limit: Int) async throws -> OffsetPage<Bird> {
        OffsetPage(items: try await networking.send(ListBirdsRequest(offset: offset, limit: limit)))
    }
}

/// Offset paging with a total (`…, items: birds, total: total`).
@MainActor
public final class ListCountedBirdsController: OffsetBasedObjectsController<Bird> {
    public let networking: any Networking
    public init(networking: any Networking) {
        self.networking = networking
        super.init(pageSize: 20, hasTotal: true)
    }
    public override func loadObjects(offset: Int, limit: Int) async throws -> OffsetPage<Bird> {
        let response = try await networking.send(ListCountedBirdsRequest(offset: offset, limit: limit))
        return OffsetPage(items: response.birds, total: response.total)
    }
}

// MARK: - Page number

/// `{"recordings": […], "numPages": 3}` (`numPages` optional for the tests without a page count).
public struct RecordingsPage: Codable, Hashable, Sendable {
    public var recordings: [Bird]
    public var numPages: Int?
}

/// `GET /recordings?query=…&page=…` → ``RecordingsPage`` (xeno-canto style: the API decides the page size).
public struct SearchRecordingsRequest: Request {
    public typealias Response = RecordingsPage
    public var query: String
    public var page: Int?
    public init(query: String, page: Int? = nil) {
        self.query = query
        self.page = page
    }
    public var path: String { "/recordings" }
    public var queryItems: [URLQueryItem] {
        var items = QueryItems()
        items.add("query", query)
        items.add("page", page)
        return items.items
    }
}

/// Page paging with a page count, the brief's example verbatim.
@MainActor
public final class SearchRecordingsController: PageBasedObjectsController<Bird> {
    public let networking: any Networking
    public let query: String
    public init(networking: any Networking, query: String) {
        self.networking = networking
        self.query = query
        super.init(firstPage: 1, pageSize: nil)
    }
    public override func loadPage(_ page: Int, size: Int?) async throws -> NumberedPage<Bird> {
        let response = try await networking.send(SearchRecordingsRequest(query: query, page: page))
        return NumberedPage(items: response.recordings, pageCount: response.numPages)
    }
}

/// `GET /sightings?page=…&per_page=…` → `[Bird]` (GitHub style without a Link header: a short page ends it).
public struct ListSightingsRequest: Request {
    public typealias Response = [Bird]
    public var page: Int?
    public var perPage: Int?
    public init(page: Int? = nil, perPage: Int? = nil) {
        self.page = page
        self.perPage = perPage
    }
    public var path: String { "/sightings" }
    public var queryItems: [URLQueryItem] {
        var items = QueryItems()
        items.add("page", page)
        items.add("per_page", perPage)
        return items.items
    }
}

/// Page paging with `perPage` and no page count (`paging: { style: page, page: page, first: 0, perPage: per_page,
/// pageSize: 20 }`).
@MainActor
public final class ListSightingsController: PageBasedObjectsController<Bird> {
    public let networking: any Networking
    public init(networking: any Networking, firstPage: Int = 1, pageSize: Int? = 20) {
        self.networking = networking
        super.init(firstPage: firstPage, pageSize: pageSize)
    }
    public override func loadPage(_ page: Int, size: Int?) async throws -> NumberedPage<Bird> {
        NumberedPage(items: try await networking.send(ListSightingsRequest(page: page, perPage: size)))
    }
}

// MARK: - Cursor

/// `{"events": […], "meta": {"next": "token"}}`.
public struct EventsPage: Codable, Hashable, Sendable {
    public struct Meta: Codable, Hashable, Sendable {
        public var next: String?
    }
    public var events: [Bird]
    public var meta: Meta
}

/// `GET /events?after=…` → ``EventsPage``.
public struct ListEventsRequest: Request {
    public typealias Response = EventsPage
    public var after: String?
    public init(after: String? = nil) {
        self.after = after
    }
    public var path: String { "/events" }
    public var queryItems: [URLQueryItem] {
        var items = QueryItems()
        items.add("after", after)
        return items.items
    }
}

/// Cursor paging with a token (`paging: { style: cursor, cursor: after, next: meta.next, items: events }`).
@MainActor
public final class ListEventsController: CursorBasedObjectsController<Bird> {
    public let networking: any Networking
    public init(networking: any Networking) {
        self.networking = networking
        super.init()
    }
    public override func loadPage(after cursor: String?) async throws -> CursorPage<Bird> {
        let response = try await networking.send(ListEventsRequest(after: cursor))
        return CursorPage(items: response.events, next: response.meta.next)
    }
}

/// `{"data": […], "links": {"next": "https://…"}}` (JSON:API).
public struct ArticlesPage: Codable, Hashable, Sendable {
    public struct Links: Codable, Hashable, Sendable {
        public var next: String?
    }
    public var data: [Bird]
    public var links: Links
}

/// `GET /articles?filter=…` → ``ArticlesPage``.
public struct ListArticlesRequest: Request {
    public typealias Response = ArticlesPage
    public var filter: String
    public init(filter: String) {
        self.filter = filter
    }
    public var path: String { "/articles" }
    public var queryItems: [URLQueryItem] {
        var items = QueryItems()
        items.add("filter", filter)
        return items.items
    }
    public var headers: [String: String] { ["Accept": "application/vnd.api+json"] }
}

/// Cursor paging with a next-page URL in the body (`paging: { style: cursor, next: links.next, items: data }`).
@MainActor
public final class ListArticlesController: CursorBasedObjectsController<Bird> {
    public let networking: any Networking
    public let filter: String
    public init(networking: any Networking, filter: String) {
        self.networking = networking
        self.filter = filter
        super.init()
    }
    public override func loadPage(after cursor: String?) async throws -> CursorPage<Bird> {
        let response = try await networking.send(ListArticlesRequest(filter: filter), nextPageURL: cursor)
        return CursorPage(items: response.data, next: response.links.next)
    }
}

/// `GET /orgs/{org}/repos` → `[Bird]`, paged by `Link` headers.
public struct ListReposRequest: Request {
    public typealias Response = [Bird]
    public var org: String
    public init(org: String) {
        self.org = org
    }
    public var path: String { "/orgs/" + PathSegment.encode(org) + "/repos" }
}

/// Cursor paging by `Link: <…>; rel="next"` (`paging: { style: cursor, next: link }`).
@MainActor
public final class ListReposController: CursorBasedObjectsController<Bird> {
    public let networking: any Networking
    public let org: String
    public init(networking: any Networking, org: String) {
        self.networking = networking
        self.org = org
        super.init()
    }
    public override func loadPage(after cursor: String?) async throws -> CursorPage<Bird> {
        let response = try await networking.response(for: ListReposRequest(org: org), nextPageURL: cursor)
        return CursorPage(items: response.value, next: response.link(rel: "next")?.absoluteString)
    }
}

// MARK: - Networking doubles

/// A `Networking` that holds every request until the test answers it: the pressure tests decide exactly when
/// each page arrives, so they need no sleeps.
final class GatedNetworking: Networking {
    /// One request waiting for its answer.
    final class Call: Sendable {
        private struct State {
            var continuation: CheckedContinuation<any Sendable, any Error>?
            var cancelled = false
        }

        let request: any Request
        private let state = Locked(State())

        init(request: any Request) { self.request = request }

        /// Whether the task that sent the request was cancelled (the gate still waits for an answer, as a
        /// networking that ignores cancellation would).
        var isCancelled: Bool { state.withLock { $0.cancelled } }

        func respond(_ value: any Sendable) { take()?.resume(returning: value) }
        func fail(_ error: any Error) { take()?.resume(throwing: error) }

        fileprivate func attach(_ continuation: CheckedContinuation<any Sendable, any Error>) {
            state.withLock { $0.continuation = continuation }
        }
        fileprivate func markCancelled() { state.withLock { $0.cancelled = true } }
        private func take() -> CheckedContinuation<any Sendable, any Error>? {
            state.withLock { state in
                defer { state.continuation = nil }
                return state.continuation
            }
        }
    }

    private struct State {
        var received: [Call] = []
        var waiters: [(index: Int, continuation: CheckedContinuation<Call, Never>)] = []
    }

    private let state = Locked(State())

    /// How many requests arrived so far.
    var callCount: Int { state.withLock { $0.received.count } }

    /// The request number `index` (0-based), once it arrived.
    func call(_ index: Int) async -> Call {
        await withCheckedContinuation { continuation in
            let ready: Call? = state.withLock { state in
                if index < state.received.count { return state.received[index] }
                state.waiters.append((index, continuation))
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    func response<R: Request>(for request: R) async throws -> HTTPResponse<R.Response> {
        let call = Call(request: request)
        let value = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                call.attach(continuation)
                let woken: [CheckedContinuation<Call, Never>] = state.withLock { state in
                    state.received.append(call)
                    let index = state.received.count - 1
                    let woken = state.waiters.filter { $0.index == index }.map(\.continuation)
                    state.waiters.removeAll { $0.index == index }
                    return woken
                }
                for waiter in woken { waiter.resume(returning: call) }
            }
        } onCancel: {
            call.markCancelled()
        }
        guard let typed = value as? R.Response else {
            throw NetworkingError.status(HTTPResponse(value: Data(), statusCode: 500), method: "GET", url: nil)
        }
        return HTTPResponse(value: typed)
    }
}

/// An error a test makes a page fail with.
struct PageFailure: Error, Equatable {
    var page: Int
}

/// A short description of a state, for assertions.
func describe(_ state: LoadState) -> String {
    switch state {
    case .idle: "idle"
    case .loading: "loading"
    case .populated: "populated"
    case .empty: "empty"
    case .paging(.offset(let offset)): "paging(offset \(offset))"
    case .paging(.page(let page)): "paging(page \(page))"
    case .paging(.cursor(let cursor)): "paging(cursor \(cursor))"
    case .error(let error): "error(\(error))"
    }
}
