import Foundation
@_spi(Generated) import SpecgenRuntime
import TestSupport
import XCTest

/// Follows `Link: <…>; rel="next"` headers to the end, as a cursor-paging controller will.
final class NextPageRequestTests: XCTestCase {
    private var server: TestServer!

    override func tearDown() async throws {
        await server?.stop()
        server = nil
    }

    func testFollowsLinkHeadersWithTheBaseRequestsSettings() async throws {
        let box = BaseURLBox()
        server = try await .start { request in
            let base = box.url
            switch request.target {
            case "/api/items?per_page=2":
                return .json(#"[{"id": 1, "name": "a"}, {"id": 2, "name": "b"}]"#,
                    headers: ["Link": "<\(base)/api/items?cursor=x%2By&per_page=2>; rel=\"next\", <\(base)/api/items>; "
                                      + "rel=\"first\""])
            case "/api/items?cursor=x%2By&per_page=2":
                return .json(#"[{"id": 3, "name": "c"}]"#)
            default:
                return StubResponse(status: 404)
            }
        }
        box.url = server.baseURL.absoluteString
        let networker = Networker(baseURL: server.baseURL.appendingPathComponent("api"),
                                  configuration: TestEnvironment.makeConfiguration())
        let first = Get<[Item]>(path: "/items", queryItems: [URLQueryItem(name: "per_page", value: "2")],
                                headers: ["X-Key": "k"])

        var items: [Item] = []
        var page = try await networker.response(for: first)
        items += page.value
        while let next = page.link(rel: "next") {
            page = try await networker.response(for: NextPageRequest(first, url: next))
            items += page.value
        }
        XCTAssertEqual(items.map(\.id), [1, 2, 3])
        let received = await server.requests
        XCTAssertEqual(received.map(\.requestLine), [
            "GET /api/items?per_page=2 HTTP/1.1",
            "GET /api/items?cursor=x%2By&per_page=2 HTTP/1.1",
        ])
        XCTAssertEqual(received.map { $0.headers["x-key"] }, ["k", "k"])
    }
}

/// The server's own URL, known only after it started.
private final class BaseURLBox: Sendable {
    private let value = Locked("")
    var url: String {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
