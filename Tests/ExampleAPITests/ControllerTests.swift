import ExampleAPI
import ExampleAPIMocks
import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// The generated paging controllers, driven by the generated mocks and by a real HTTP server.
@MainActor
final class ControllerTests: XCTestCase {
    private var server: TestServer?

    override func tearDown() async throws {
        await server?.stop()
    }

    private func method(_ id: Int) -> DeliveryMethod {
        DeliveryMethod(id: id, name: "Method \(id)", kind: .courier, price: Double(id), currency: "EUR")
    }

    func testDeliveryMethodsPageByOffsetThroughTheMock() async throws {
        let all = (0..<45).map(method)
        let mock = MockDeliveryNetworker()
        mock.listDeliveryMethods.handle { request in Array(all.dropFirst(request.offset).prefix(request.limit)) }
        let controller = ListDeliveryMethodsController(networking: mock, country: "DE")
        try await controller.reload()
        while controller.hasMore { try await controller.loadMore() }
        XCTAssertEqual(controller.objects, all)
        XCTAssertEqual(mock.listDeliveryMethods.requests.map { [$0.offset, $0.limit] }, [[0, 21], [20, 21], [40, 21]],
                       "without a total the controller asks for one more than a page")
        XCTAssertEqual(Set(mock.listDeliveryMethods.requests.map(\.country)), ["DE"])
        guard case .populated = controller.state else { return XCTFail("\(controller.state)") }
    }

    func testRecordingsPageByNumberThroughTheMock() async throws {
        let mock = MockXenoCantoNetworker()
        mock.searchRecordings.handle { request in
            let page = request.page ?? 1
            let recordings = (0..<3).map { index in
                Recording(id: "\(page)-\(index)", genus: "Strix", species: "aluco", englishName: "Tawny Owl",
                          country: "FR", location: "Paris",
                          file: URL(string: "https://xeno-canto.org/\(page)-\(index)")!, quality: .a, length: "0:10")
            }
            return RecordingsPage(numRecordings: "9", numSpecies: "1", page: page, numPages: 3, recordings: recordings)
        }
        let controller = SearchRecordingsController(networking: mock, query: "owl")
        try await controller.reload()
        while controller.hasMore { try await controller.loadMore() }
        XCTAssertEqual(controller.objects.map(\.id), ["1-0", "1-1", "1-2", "2-0", "2-1", "2-2", "3-0", "3-1", "3-2"])
        XCTAssertEqual(mock.searchRecordings.requests.map(\.page), [1, 2, 3])
    }

    func testArticlesFollowTheNextLinkThroughTheMock() async throws {
        let mock = MockKodecoNetworker()
        mock.listArticles.handlePages { _, url in
            let page = url.flatMap { Int($0.lastPathComponent) } ?? 1
            let next = page < 3 ? URL(string: "https://api.kodeco.com/api/contents/page/\(page + 1)") : nil
            let article = Article(id: "\(page)", type: "contents", attributes: ArticleAttributes(
                name: "Article \(page)", uri: "", description: "", releasedAt: Date(), contentType: .article,
                duration: 1, cardArtworkURL: URL(string: "https://x/\(page).png")!))
            return HTTPResponse(value: ArticlesPage(data: [article],
                                                    links: PageLinks(self: URL(string: "https://x")!, next: next)))
        }
        let controller = ListArticlesController(networking: mock)
        try await controller.reload()
        while controller.hasMore { try await controller.loadMore() }
        XCTAssertEqual(controller.objects.map(\.id), ["1", "2", "3"])
        XCTAssertEqual(mock.listArticles.pageURLs.map { $0?.absoluteString }, [
            nil, "https://api.kodeco.com/api/contents/page/2", "https://api.kodeco.com/api/contents/page/3",
        ])
    }

    func testAFailedPageThroughTheMockKeepsWhatWasLoadedAndRetries() async throws {
        let all = (0..<30).map(method)
        let mock = MockDeliveryNetworker()
        let failures = FailOnce()
        mock.listDeliveryMethods.handle { request in
            if request.offset == 20, failures.fail() { throw URLError(.notConnectedToInternet) }
            return Array(all.dropFirst(request.offset).prefix(request.limit))
        }
        let controller = ListDeliveryMethodsController(networking: mock, country: "DE")
        try await controller.reload()
        do {
            try await controller.loadMore()
            XCTFail("the second page fails")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .notConnectedToInternet)
        }
        XCTAssertEqual(controller.objects.count, 20)
        guard case .error = controller.state else { return XCTFail("\(controller.state)") }
        try await controller.loadMore()
        XCTAssertEqual(controller.objects, all)
        XCTAssertFalse(controller.hasMore)
    }

    func testRecordingsControllerPagesToTheEndThroughARealServer() async throws {
        let pages = 3
        let server = try await TestServer.start { request in
            let page = Int(request.target.components(separatedBy: "page=").last ?? "") ?? 1
            let recordings = (0..<2).map { index in
                #"{"id": "\#(page)-\#(index)", "gen": "Strix", "sp": "aluco", "en": "Tawny Owl", "cnt": "FR", "loc": "#
                    + #""Paris", "file": "https://x/\#(page)", "q": "B", "length": "0:10"}"#
            }
            return .json(#"{"numRecordings": "6", "numSpecies": "1", "page": \#(page), "numPages": \#(pages), "#
                         + #""recordings": [\#(recordings.joined(separator: ","))]}"#)
        }
        self.server = server
        let networker = Networker(baseURL: server.baseURL.appendingPathComponent("api/2"),
                                  configuration: TestEnvironment.makeConfiguration())
        let controller = SearchRecordingsController(networking: networker, query: "strix aluco")
        try await controller.reload()
        while controller.hasMore { try await controller.loadMore() }
        XCTAssertEqual(controller.objects.map(\.id), ["1-0", "1-1", "2-0", "2-1", "3-0", "3-1"])
        XCTAssertEqual(controller.objects.map(\.quality), Array(repeating: .b, count: 6))
        let targets = await server.requests.map(\.target)
        XCTAssertEqual(targets, [
            "/api/2/recordings?query=strix%20aluco&page=1", "/api/2/recordings?query=strix%20aluco&page=2",
            "/api/2/recordings?query=strix%20aluco&page=3",
        ])
    }

    func testDeliveryControllerPagesToTheEndThroughARealServer() async throws {
        let total = 47
        let server = try await TestServer.start { request in
            let query = URLComponents(string: "http://x" + request.target)?.queryItems ?? []
            let offset = Int(query.first { $0.name == "offset" }?.value ?? "") ?? 0
            let limit = Int(query.first { $0.name == "limit" }?.value ?? "") ?? 0
            let items = (offset..<min(total, offset + limit)).map {
                #"{"id": \#($0), "name": "M\#($0)", "kind": "post", "price": 1, "currency": "EUR"}"#
            }
            return .json("[" + items.joined(separator: ",") + "]")
        }
        self.server = server
        let networker = Networker(baseURL: server.baseURL.appendingPathComponent("api/v1"),
                                  configuration: TestEnvironment.makeConfiguration())
        let controller = ListDeliveryMethodsController(networking: networker, country: "NL")
        try await controller.reload()
        while controller.hasMore { try await controller.loadMore() }
        XCTAssertEqual(controller.objects.map(\.id), Array(0..<total))
        let targets = await server.requests.map(\.target)
        XCTAssertEqual(targets, [
            "/api/v1/delivery-methods?country=NL&offset=0&limit=21",
            "/api/v1/delivery-methods?country=NL&offset=20&limit=21",
            "/api/v1/delivery-methods?country=NL&offset=40&limit=21",
        ])
    }
}

/// Fails the first time it is asked, then never again.
private final class FailOnce: Sendable {
    private let failed = Locked(false)

    func fail() -> Bool {
        failed.withLock { failed in
            defer { failed = true }
            return !failed
        }
    }
}
