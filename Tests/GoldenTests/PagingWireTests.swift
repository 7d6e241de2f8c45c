import Foundation
import GoldenPaging
import SpecgenRuntime
import TestSupport
import XCTest

/// The Paging scenario's controllers against a real server on 127.0.0.1, where the fields paging reads are
/// nullable, as real APIs send their last page: a null list is an empty, last page; a null next cursor, URL, flag
/// or last-item key is the last page; a null total or page count is unknown (the style's other stop rule applies).
final class PagingWireTests: WireTestCase {
    @MainActor
    func testANullNextCursorIsTheLastPage() async throws {
        server = try await Self.serve([
            "/sparse/tokens": #"{"data": [{"id": 1, "title": "a"}], "next_cursor": "t2"}"#,
            "/sparse/tokens?cursor=t2": #"{"data": [{"id": 2, "title": "b"}], "next_cursor": null}"#,
        ])
        let controller = ListSparseTokensController(networking: networker())
        _ = try await controller.loadMore()
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore)
        XCTAssertEqual(controller.objects.map(\.id), [1, 2])
        _ = try await controller.loadMore()
        let seen = await server.requests.map(\.target)
        XCTAssertEqual(seen, ["/sparse/tokens", "/sparse/tokens?cursor=t2"])
    }

    @MainActor
    func testANullListIsAnEmptyLastPageEvenWithANextCursor() async throws {
        server = try await Self.serve(["/sparse/tokens": #"{"data": null, "next_cursor": "t2"}"#])
        let controller = ListSparseTokensController(networking: networker())
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore)
        XCTAssertEqual(controller.objects.count, 0)
    }

    @MainActor
    func testANextURLThroughANullHolderIsTheLastPage() async throws {
        server = try await .start { request in
            switch request.target {
            case "/sparse/hops":
                let next = "http://\(request.headers["host"] ?? "")/sparse/hops?after=1"
                return .json(#"{"data": [{"id": 1, "title": "a"}], "links": {"next": "\#(next)"}}"#)
            default:
                return .json(#"{"data": [{"id": 2, "title": "b"}], "links": null}"#)
            }
        }
        let controller = ListSparseHopsController(networking: networker())
        _ = try await controller.loadMore()
        XCTAssertTrue(controller.hasMore)
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore)
        XCTAssertEqual(controller.objects.map(\.id), [1, 2])
        let seen = await server.requests.map(\.target)
        XCTAssertEqual(seen, ["/sparse/hops", "/sparse/hops?after=1"])
    }

    @MainActor
    func testANullTotalFallsBackToTheShortPage() async throws {
        server = try await Self.serve([
            "/sparse/offsets?offset=0&limit=2": #"{"data": [{"id": 1, "title": "a"}, {"id": 2, "title": "b"}], "#
                                                + #""total_count": null}"#,
            "/sparse/offsets?offset=2&limit=2": #"{"data": [{"id": 3, "title": "c"}], "total_count": null}"#,
        ])
        let controller = ListSparseOffsetsController(networking: networker())
        _ = try await controller.loadMore()
        XCTAssertTrue(controller.hasMore)
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore)
        XCTAssertEqual(controller.objects.map(\.id), [1, 2, 3])
    }

    @MainActor
    func testANullPageCountFallsBackToTheShortPage() async throws {
        server = try await Self.serve([
            "/sparse/pages?page=1": #"{"data": [{"id": 1, "title": "a"}, {"id": 2, "title": "b"}], "page_count": "#
                                    + #"null}"#,
            "/sparse/pages?page=2": #"{"data": [{"id": 3, "title": "c"}]}"#,
        ])
        let controller = ListSparsePagesController(networking: networker())
        _ = try await controller.loadMore()
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore)
        XCTAssertEqual(controller.objects.map(\.id), [1, 2, 3])
    }

    @MainActor
    func testLastItemPagingWithNullableFlagAndKey() async throws {
        server = try await Self.serve([
            "/charges": #"{"data": [{"id": "c1", "seq": 10}, null, {"id": "c2", "seq": 11}], "has_more": true}"#,
            "/charges?starting_after=11": #"{"data": [{"id": "c3", "seq": 12}], "has_more": null}"#,
        ])
        let controller = ListChargesController(networking: networker())
        _ = try await controller.loadMore()
        XCTAssertTrue(controller.hasMore)
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore, "a null has_more says no more")
        XCTAssertEqual(controller.objects.map { $0?.id }, ["c1", nil, "c2", "c3"])
        let seen = await server.requests.map(\.target)
        XCTAssertEqual(seen, ["/charges", "/charges?starting_after=11"])
    }

    @MainActor
    func testANullLastItemKeyIsTheLastPage() async throws {
        server = try await Self.serve(["/charges": #"{"data": [{"id": "c1", "seq": null}], "has_more": true}"#])
        let controller = ListChargesController(networking: networker())
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore)
        XCTAssertEqual(controller.objects.map { $0?.id }, ["c1"])
    }

    @MainActor
    func testALastItemKeyThroughAnOptionalHolder() async throws {
        server = try await Self.serve([
            "/charges/owned": #"{"data": [{"id": "c1", "owner": {"id": 7}}], "has_more": true}"#,
            "/charges/owned?after=7": #"{"data": [{"id": "c2"}], "has_more": true}"#,
        ])
        let controller = ListOwnedChargesController(networking: networker())
        _ = try await controller.loadMore()
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore, "a last item without an owner has no key: the last page")
        XCTAssertEqual(controller.objects.map { $0?.id }, ["c1", "c2"])
    }
}
