import Foundation
@testable import SpecgenRuntime
import XCTest

/// The paging arithmetic run with `Int32` as the platform integer, as on a 32-bit watch: totals and page counts
/// reported as `Int64` never trap, and neither does an offset or page number at the end of the range.
final class PortableIntegerTests: XCTestCase {
    typealias Platform = Int32

    func testCountsWiderThanThePlatformAreClamped() {
        XCTAssertEqual(PagingArithmetic.clamped(Int64(5_000_000_000), to: Platform.self), .max)
        XCTAssertEqual(PagingArithmetic.clamped(Int64(-5_000_000_000), to: Platform.self), .min)
        XCTAssertEqual(PagingArithmetic.clamped(UInt64.max, to: Platform.self), .max)
        XCTAssertEqual(PagingArithmetic.clamped(Int64(1234), to: Platform.self), 1234)
    }

    func testOffsetPagingWithAHugeTotal() {
        let total = PagingArithmetic.clamped(Int64(5_000_000_000), to: Platform.self)
        let first = PagingArithmetic.offsetStep(offset: Platform(0), received: 50, pageSize: 50, total: total,
                                                hasTotal: true)
        XCTAssertEqual(first.kept, 50)
        XCTAssertEqual(first.next, 50)
        // Near the end of the platform's range: the next offset would overflow, so the list ends instead.
        let last = PagingArithmetic.offsetStep(offset: Platform.max - 10, received: 50, pageSize: 50, total: total,
                                               hasTotal: true)
        XCTAssertEqual(last.kept, 50)
        XCTAssertNil(last.next)
    }

    func testOffsetPagingWithoutATotalAsksForOneMore() {
        XCTAssertEqual(PagingArithmetic.limit(pageSize: Platform(20), hasTotal: false), 21)
        XCTAssertEqual(PagingArithmetic.limit(pageSize: Platform(20), hasTotal: true), 20)
        XCTAssertEqual(PagingArithmetic.limit(pageSize: Platform.max, hasTotal: false), .max)
        let more = PagingArithmetic.offsetStep(offset: Platform(40), received: 21, pageSize: 20, total: nil,
                                               hasTotal: false)
        XCTAssertEqual(more.kept, 20)
        XCTAssertEqual(more.next, 60)
        let end = PagingArithmetic.offsetStep(offset: Platform(60), received: 7, pageSize: 20, total: nil,
                                              hasTotal: false)
        XCTAssertEqual(end.kept, 7)
        XCTAssertNil(end.next)
        let empty = PagingArithmetic.offsetStep(offset: Platform(60), received: 0, pageSize: 20, total: 100,
                                                hasTotal: true)
        XCTAssertNil(empty.next)
    }

    func testPageNumbersWithAHugePageCount() {
        let pageCount = PagingArithmetic.clamped(Int64(3_000_000_000), to: Platform.self)
        XCTAssertEqual(PagingArithmetic.nextPage(after: Platform(1), firstPage: 1, received: 30, pageSize: nil,
                                                 pageCount: pageCount), 2)
        XCTAssertNil(PagingArithmetic.nextPage(after: Platform.max, firstPage: 1, received: 30, pageSize: nil,
                                               pageCount: nil))
        XCTAssertNil(PagingArithmetic.nextPage(after: Platform(3), firstPage: 1, received: 30, pageSize: nil,
                                               pageCount: 3))
        XCTAssertEqual(
            PagingArithmetic.nextPage(after: Platform(0), firstPage: 0, received: 30, pageSize: nil, pageCount: 3), 1)
        XCTAssertNil(PagingArithmetic.nextPage(after: Platform(1), firstPage: 1, received: 30, pageSize: nil,
                                               pageCount: .min))
        XCTAssertNil(PagingArithmetic.nextPage(after: Platform.min, firstPage: .max, received: 1, pageSize: nil,
                                               pageCount: 5))
        XCTAssertNil(PagingArithmetic.nextPage(after: Platform(2), firstPage: 1, received: 10, pageSize: 25,
                                               pageCount: nil))
    }

    func testPageNumbersUpToATotalOfObjects() {
        // 2 held, 1 more arrives, 3 in all: the end; 2 of 5: more. A page count, when there is one, decides.
        XCTAssertNil(PagingArithmetic.nextPage(after: Platform(2), firstPage: 1, received: 1, pageSize: nil,
                                               pageCount: nil, total: 3, loaded: 2))
        XCTAssertEqual(PagingArithmetic.nextPage(after: Platform(1), firstPage: 1, received: 2, pageSize: nil,
                                                 pageCount: nil, total: 5, loaded: 0), 2)
        XCTAssertEqual(PagingArithmetic.nextPage(after: Platform(1), firstPage: 1, received: 2, pageSize: nil,
                                                 pageCount: 3, total: 2, loaded: 0), 2)
        // A short page ends the list before the total.
        XCTAssertNil(PagingArithmetic.nextPage(after: Platform(1), firstPage: 1, received: 2, pageSize: 30,
                                               pageCount: nil, total: 100, loaded: 0))
        // Objects held past what the platform counts: the end, never a trap.
        XCTAssertNil(PagingArithmetic.nextPage(after: Platform(7), firstPage: 1, received: 5, pageSize: nil,
                                               pageCount: nil, total: .max, loaded: .max - 1))
        XCTAssertEqual(NumberedPage<String>(items: [], total: Int64?.some(5_000_000_000)).total,
                       Int(clamping: Int64(5_000_000_000)))
    }

    /// What generated code sends for an `Int32` parameter and hands the page types: never a trapping conversion.
    func testGeneratedConversions() {
        XCTAssertEqual(Int32(clamping: Int64(Int32.max) + 1), .max)
        XCTAssertEqual(OffsetPage<String>(items: [], total: Int64(5_000_000_000)).total,
                       Int(clamping: Int64(5_000_000_000)))
        XCTAssertEqual(NumberedPage<String>(items: [], pageCount: Int64?.some(7)).pageCount, 7)
        XCTAssertNil(NumberedPage<String>(items: [], pageCount: Int64?.none).pageCount)
        XCTAssertEqual(OffsetPage<String>(items: [], total: UInt8(3)).total, 3)
    }

    @MainActor
    func testAControllerTakesAnInt64Total() async throws {
        let controller = HugeTotalController()
        try await controller.reload()
        XCTAssertEqual(controller.objects.count, 2)
        XCTAssertEqual(controller.state.next, .offset(2))
    }
}

@MainActor
private final class HugeTotalController: OffsetBasedObjectsController<Int> {
    init() { super.init(pageSize: 2, hasTotal: true) }

    override func loadObjects(offset: Int, limit: Int) async throws -> OffsetPage<Int> {
        OffsetPage(items: Array(offset..<offset + limit), total: Int64(5_000_000_000))
    }
}
