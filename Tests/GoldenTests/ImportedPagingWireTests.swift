import Foundation
import GoldenImportedPaging
import SpecgenRuntime
import TestSupport
import XCTest

/// Controllers gen-import inferred from a document's shapes (Tests/ImportTests/Fixtures/Paging.yaml), against a real
/// server on 127.0.0.1: each sends what the next page needs and stops where the answers say the list ends.
final class ImportedPagingWireTests: WireTestCase {
    @MainActor
    func testAPageTokenSentAsTheNextCursorOfAPaginationObjectSays() async throws {
        server = try await Self.serve([
            "/books": #"{"books": [{"id": "a"}], "_pagination": {"next": "t2"}}"#,
            "/books?page_token=t2": #"{"books": [{"id": "b"}], "_pagination": {"next": null}}"#,
        ])
        let controller = ListBooksController(networking: networker())
        _ = try await controller.loadMore()
        XCTAssertTrue(controller.hasMore)
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore)
        XCTAssertEqual(controller.objects.map(\.id), ["a", "b"])
        let seen = await server.requests.map(\.target)
        XCTAssertEqual(seen, ["/books", "/books?page_token=t2"])
    }

    @MainActor
    func testAPageNumberStopsOnceTheTotalIsHeld() async throws {
        server = try await Self.serve([
            "/articles?page=1": #"{"articles": [{"id": "a"}, {"id": "b"}], "totalCount": 3}"#,
            "/articles?page=2": #"{"articles": [{"id": "c"}], "totalCount": 3}"#,
            "/articles?page=3": #"{"articles": [{"id": "never"}], "totalCount": 3}"#,
        ])
        let controller = ListArticlesController(networking: networker())
        _ = try await controller.loadMore()
        XCTAssertTrue(controller.hasMore)
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore)
        _ = try await controller.loadMore()
        XCTAssertEqual(controller.objects.map(\.id), ["a", "b", "c"])
        let seen = await server.requests.map(\.target)
        XCTAssertEqual(seen, ["/articles?page=1", "/articles?page=2"])
    }

    @MainActor
    func testAStartIndexMovesByWhatArrivedUntilTheTotalRecordCount() async throws {
        server = try await .start { request in
            let first = request.target.contains("startIndex=0")
            return .json(first ? #"{"entries": [{"id": "a"}, {"id": "b"}], "totalRecordCount": 3}"#
                               : #"{"entries": [{"id": "c"}], "totalRecordCount": 3}"#)
        }
        let controller = ListLedgerController(networking: networker())
        _ = try await controller.loadMore()
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore)
        XCTAssertEqual(controller.objects.map(\.id), ["a", "b", "c"])
        let seen = await server.requests.map(\.target)
        XCTAssertEqual(seen.count, 2, "\(seen)")
        XCTAssertTrue(seen.first?.contains("startIndex=0") ?? false, "\(seen)")
        XCTAssertTrue(seen.last?.contains("startIndex=2") ?? false, "\(seen)")
        XCTAssertTrue(seen.allSatisfy { $0.contains("maxResults=") }, "\(seen)")
    }
}
