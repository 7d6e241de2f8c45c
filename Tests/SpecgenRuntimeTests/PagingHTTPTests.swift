import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// Each paging style paged to the end through a real `Networker` and an HTTP server on 127.0.0.1, compared
/// with what the server served, request by request.
final class PagingHTTPTests: XCTestCase {
    private var server: TestServer!

    override func tearDown() async throws {
        await server?.stop()
        server = nil
    }

    /// Starts a server whose handler gets the path, the query and the server's own base URL.
    @MainActor
    private func serve(
        _ handler: @escaping @Sendable (_ path: String, _ query: [String: String], _ base: String) -> StubResponse
    ) async throws -> Networker {
        let box = BaseURL()
        server = try await .start { request in
            let components = URLComponents(string: "http://host" + request.target)
            var query: [String: String] = [:]
            for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
            return handler(components?.path ?? "", query, box.value)
        }
        box.value = server.baseURL.absoluteString
        return Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
    }

    @MainActor
    private func requestLines() async -> [String] {
        await server.requests.map { "\($0.method) \($0.target)" }
    }

    /// Reloads, then loads more until the controller says there is no more.
    @MainActor
    private func pageToTheEnd(_ controller: AnyObjectsController<Bird>) async throws {
        try await controller.reload()
        var pages = 1
        while controller.hasMore {
            try await controller.loadMore()
            pages += 1
            if pages > 100 { return XCTFail("does not end") }
        }
    }

    // MARK: Offset

    @MainActor
    func testOffsetWithoutTotalAsksForOneMoreAndTrims() async throws {
        let served = birds(45)
        let networker = try await serve { path, query, _ in
            guard path == "/birds", let offset = Int(query["offset"] ?? ""),
                  let limit = Int(query["limit"] ?? "") else {
                return StubResponse(status: 404)
            }
            return .json(json(Array(served.dropFirst(offset).prefix(limit))))
        }
        let controller = ListBirdsController(networking: networker)
        try await pageToTheEnd(controller)
        XCTAssertEqual(controller.objects, served)
        XCTAssertEqual(describe(controller.state), "populated")
        let lines = await requestLines()
        XCTAssertEqual(lines, [
            "GET /birds?offset=0&limit=21",
            "GET /birds?offset=20&limit=21",
            "GET /birds?offset=40&limit=21",
        ])
    }

    @MainActor
    func testOffsetWithoutTotalEndsOnAFullLastPageWithoutAskingForAnEmptyOne() async throws {
        let served = birds(40)
        let networker = try await serve { _, query, _ in
            let offset = Int(query["offset"] ?? "") ?? 0, limit = Int(query["limit"] ?? "") ?? 0
            return .json(json(Array(served.dropFirst(offset).prefix(limit))))
        }
        let controller = ListBirdsController(networking: networker)
        try await pageToTheEnd(controller)
        XCTAssertEqual(controller.objects, served)
        let count = await server.requests.count
        XCTAssertEqual(count, 2)
    }

    @MainActor
    func testOffsetWithTotalEndsAtTheTotal() async throws {
        for count in [45, 40] {
            let served = birds(count)
            let networker = try await serve { path, query, _ in
                guard path == "/counted" else { return StubResponse(status: 404) }
                let offset = Int(query["offset"] ?? "") ?? 0, limit = Int(query["limit"] ?? "") ?? 0
                return .json(json(CountedBirds(birds: Array(served.dropFirst(offset).prefix(limit)),
                                               total: served.count)))
            }
            let controller = ListCountedBirdsController(networking: networker)
            try await pageToTheEnd(controller)
            XCTAssertEqual(controller.objects, served)
            let lines = await requestLines()
            XCTAssertEqual(lines, stride(from: 0, to: count, by: 20).map { "GET /counted?offset=\($0)&limit=20" })
            await server.stop()
        }
    }

    @MainActor
    func testAnEmptyListEndsEmpty() async throws {
        let networker = try await serve { _, _, _ in .json("[]") }
        let controller = ListBirdsController(networking: networker)
        try await pageToTheEnd(controller)
        XCTAssertEqual(controller.objects, [])
        XCTAssertEqual(describe(controller.state), "empty")
        XCTAssertFalse(controller.hasMore)
    }

    // MARK: Page number

    @MainActor
    func testPageNumbersEndAtThePageCount() async throws {
        let served = birds(25)
        let networker = try await serve { path, query, _ in
            guard path == "/recordings", query["query"] == "owl", let page = Int(query["page"] ?? "") else {
                return StubResponse(status: 404)
            }
            return .json(json(RecordingsPage(recordings: Array(served.dropFirst((page - 1) * 10).prefix(10)),
                                             numPages: 3)))
        }
        let controller = SearchRecordingsController(networking: networker, query: "owl")
        try await pageToTheEnd(controller)
        XCTAssertEqual(controller.objects, served)
        let lines = await requestLines()
        XCTAssertEqual(lines, (1...3).map { "GET /recordings?query=owl&page=\($0)" })
    }

    @MainActor
    func testPageNumbersWithoutCountOrSizeEndAtAnEmptyPage() async throws {
        let served = birds(30)
        let networker = try await serve { _, query, _ in
            let page = Int(query["page"] ?? "") ?? 0
            return .json(json(RecordingsPage(recordings: Array(served.dropFirst((page - 1) * 10).prefix(10)),
                                             numPages: nil)))
        }
        let controller = SearchRecordingsController(networking: networker, query: "owl")
        try await pageToTheEnd(controller)
        XCTAssertEqual(controller.objects, served)
        let lines = await requestLines()
        XCTAssertEqual(lines, (1...4).map { "GET /recordings?query=owl&page=\($0)" })
    }

    @MainActor
    func testPageNumbersWithPerPageFromZeroEndAtAShortPage() async throws {
        let served = birds(45)
        let networker = try await serve { path, query, _ in
            guard path == "/sightings", let page = Int(query["page"] ?? ""),
                  let size = Int(query["per_page"] ?? "") else {
                return StubResponse(status: 404)
            }
            return .json(json(Array(served.dropFirst(page * size).prefix(size))))
        }
        let controller = ListSightingsController(networking: networker, firstPage: 0, pageSize: 20)
        try await pageToTheEnd(controller)
        XCTAssertEqual(controller.objects, served)
        let lines = await requestLines()
        XCTAssertEqual(lines, (0...2).map { "GET /sightings?page=\($0)&per_page=20" })
    }

    // MARK: Cursor

    @MainActor
    func testCursorTokenSentAsAParameter() async throws {
        let served = birds(25)
        let networker = try await serve { path, query, _ in
            guard path == "/events" else { return StubResponse(status: 404) }
            let start = query["after"].flatMap { Int($0.dropFirst(2)) } ?? 0  // "t=10" → 10
            let next = start + 10 < served.count ? "t=\(start + 10)" : nil
            return .json(json(EventsPage(events: Array(served.dropFirst(start).prefix(10)), meta: .init(next: next))))
        }
        let controller = ListEventsController(networking: networker)
        try await pageToTheEnd(controller)
        XCTAssertEqual(controller.objects, served)
        let lines = await requestLines()
        XCTAssertEqual(lines, ["GET /events", "GET /events?after=t%3D10", "GET /events?after=t%3D20"])
    }

    @MainActor
    func testCursorEndsAtAnEmptyNextToken() async throws {
        let networker = try await serve { _, query, _ in
            query["after"] == nil
                ? .json(json(EventsPage(events: birds(3), meta: .init(next: "x"))))
                : .json(json(EventsPage(events: birds(2, from: 4), meta: .init(next: ""))))
        }
        let controller = ListEventsController(networking: networker)
        try await pageToTheEnd(controller)
        XCTAssertEqual(controller.objects, birds(5))
        XCTAssertEqual(describe(controller.state), "populated")
    }

    @MainActor
    func testCursorNextURLInTheBody() async throws {
        let served = birds(25)
        let networker = try await serve { path, query, base in
            guard path == "/articles", query["filter"] == "new" else { return StubResponse(status: 404) }
            let start = Int(query["page[offset]"] ?? "") ?? 0
            let next = start + 10 < served.count ? "\(base)/articles?filter=new&page%5Boffset%5D=\(start + 10)" : nil
            return .json(json(ArticlesPage(data: Array(served.dropFirst(start).prefix(10)), links: .init(next: next))))
        }
        let controller = ListArticlesController(networking: networker, filter: "new")
        try await pageToTheEnd(controller)
        XCTAssertEqual(controller.objects, served)
        let received = await server.requests
        XCTAssertEqual(received.map(\.target), [
            "/articles?filter=new",
            "/articles?filter=new&page%5Boffset%5D=10",
            "/articles?filter=new&page%5Boffset%5D=20",
        ])
        XCTAssertEqual(received.map { $0.headers["accept"] }, Array(repeating: "application/vnd.api+json", count: 3),
                       "later pages keep the first request's headers")
    }

    @MainActor
    func testCursorLinkHeaderWithAbsoluteURLs() async throws {
        let served = birds(25)
        let networker = try await serve { path, query, base in
            guard path == "/orgs/swift%20lang/repos" || path == "/orgs/swift lang/repos" else {
                return StubResponse(status: 404)
            }
            let page = Int(query["page"] ?? "") ?? 1
            var links = ["<\(base)/orgs/swift%20lang/repos?page=1>; rel=\"first\""]
            if page < 3 { links.append("<\(base)/orgs/swift%20lang/repos?page=\(page + 1)>; rel=\"next\"") }
            if page > 1 { links.append("<\(base)/orgs/swift%20lang/repos?page=\(page - 1)>; rel=\"prev\"") }
            return .json(json(Array(served.dropFirst((page - 1) * 10).prefix(10))),
                         headers: ["Link": links.joined(separator: ", ")])
        }
        let controller = ListReposController(networking: networker, org: "swift lang")
        try await pageToTheEnd(controller)
        XCTAssertEqual(controller.objects, served)
        let lines = await requestLines()
        XCTAssertEqual(lines, [
            "GET /orgs/swift%20lang/repos",
            "GET /orgs/swift%20lang/repos?page=2",
            "GET /orgs/swift%20lang/repos?page=3",
        ])
    }

    @MainActor
    func testARelativeNextURLIsAnError() async throws {
        let networker = try await serve { _, _, _ in
            .json(json(ArticlesPage(data: birds(1), links: .init(next: "/articles?page=2"))))
        }
        let controller = ListArticlesController(networking: networker, filter: "new")
        try await controller.reload()
        do {
            try await controller.loadMore()
            XCTFail("a relative next URL cannot be sent")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .invalidURL("/articles?page=2"))
        }
        XCTAssertEqual(controller.objects, birds(1))
        XCTAssertNotNil(controller.state.error)
    }
}

private func json(_ value: some Encodable) -> String {
    String(decoding: try! JSONEncoder().encode(value), as: UTF8.self)
}

/// The server's own URL, known only after it started.
private final class BaseURL: Sendable {
    private let stored = Locked("")
    var value: String {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
