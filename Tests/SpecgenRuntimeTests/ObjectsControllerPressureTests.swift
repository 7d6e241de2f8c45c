import Foundation
import SpecgenRuntime
import TestSupport
import XCTest
#if canImport(Observation)
import Observation
#endif

/// The state machine under pressure. Every page is held by a ``GatedNetworking`` until the test answers it, so
/// the interleavings are exact and nothing waits on time.
final class ObjectsControllerPressureTests: XCTestCase {
    /// Page `n` of the xeno-canto style endpoint: ids 10n+1...10n+10, 3 pages.
    private func page(_ n: Int, pages: Int = 3) -> RecordingsPage {
        RecordingsPage(recordings: birds(10, from: 10 * (n - 1) + 1), numPages: pages)
    }

    private func requestedPage(_ call: GatedNetworking.Call) -> Int? {
        (call.request as? SearchRecordingsRequest)?.page
    }

    /// A controller with page 1 loaded.
    @MainActor
    private func loadedController(_ gate: GatedNetworking) async throws -> SearchRecordingsController {
        let controller = SearchRecordingsController(networking: gate, query: "owl")
        let reload = Task { try await controller.reload() }
        await gate.call(0).respond(page(1))
        let first = try await reload.value
        XCTAssertEqual(first.map(\.id), Array(1...10))
        XCTAssertEqual(describe(controller.state), "paging(page 2)")
        return controller
    }

    @MainActor
    func testSecondLoadMoreWhileOneIsInFlightFetchesNothing() async throws {
        let gate = GatedNetworking()
        let controller = try await loadedController(gate)
        let more = Task { try await controller.loadMore() }
        let call = await gate.call(1)
        XCTAssertEqual(requestedPage(call), 2)
        XCTAssertTrue(controller.isLoading)

        // Async, completion and reload-free forms all see the fetch in flight.
        let second = try await controller.loadMore()
        XCTAssertEqual(second.map(\.id), [])
        XCTAssertFalse(controller.loadMoreWithCompletion({ _ in XCTFail("nothing started") },
                                                         failure: { _ in XCTFail("nothing started") }))
        XCTAssertEqual(gate.callCount, 2)

        call.respond(page(2))
        let inserted = try await more.value
        XCTAssertEqual(inserted.map(\.id), Array(11...20))
        XCTAssertEqual(controller.objects.map(\.id), Array(1...20))
        XCTAssertEqual(gate.callCount, 2)
        XCTAssertFalse(controller.isLoading)
    }

    @MainActor
    func testTwoLoadMoresStartedBackToBackFetchOnePage() async throws {
        let gate = GatedNetworking()
        let controller = try await loadedController(gate)
        // Both tasks start before either reaches the networking.
        let first = Task { try await controller.loadMore() }
        let second = Task { try await controller.loadMore() }
        await gate.call(1).respond(page(2))
        let results = [try await first.value, try await second.value].map { $0.map(\.id) }
        XCTAssertEqual(Set(results), [Array(11...20), []])
        XCTAssertEqual(gate.callCount, 2)
        XCTAssertEqual(controller.objects.map(\.id), Array(1...20))
    }

    @MainActor
    func testReloadDuringLoadMoreDiscardsTheStalePage() async throws {
        let gate = GatedNetworking()
        let controller = try await loadedController(gate)
        let more = Task { try await controller.loadMore() }
        let stale = await gate.call(1)
        XCTAssertEqual(requestedPage(stale), 2)

        let reload = Task { try await controller.reload() }
        let fresh = await gate.call(2)
        XCTAssertEqual(requestedPage(fresh), 1)
        XCTAssertTrue(stale.isCancelled, "reload cancels the fetch in flight")
        XCTAssertEqual(describe(controller.state), "loading")

        // The stale page still arrives (a networking may ignore cancellation): it is dropped.
        stale.respond(page(2))
        do {
            _ = try await more.value
            XCTFail("a superseded loadMore throws")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertEqual(controller.objects.map(\.id), Array(1...10), "old objects stay until the reload's page arrives")
        XCTAssertEqual(describe(controller.state), "loading")
        XCTAssertTrue(controller.isLoading)

        fresh.respond(RecordingsPage(recordings: birds(10, from: 101), numPages: 2))
        let reloaded = try await reload.value
        XCTAssertEqual(reloaded.map(\.id), Array(101...110))
        XCTAssertEqual(controller.objects.map(\.id), Array(101...110))
        XCTAssertEqual(describe(controller.state), "paging(page 2)")
        XCTAssertEqual(gate.callCount, 3)
    }

    @MainActor
    func testStalePageArrivingAfterTheReloadIsDiscardedToo() async throws {
        let gate = GatedNetworking()
        let controller = try await loadedController(gate)
        let more = Task { try await controller.loadMore() }
        let stale = await gate.call(1)
        let reload = Task { try await controller.reload() }
        await gate.call(2).respond(RecordingsPage(recordings: birds(10, from: 101), numPages: 3))
        _ = try await reload.value
        stale.respond(page(2))
        let result = await more.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
        XCTAssertEqual(controller.objects.map(\.id), Array(101...110))
        XCTAssertEqual(describe(controller.state), "paging(page 2)")
        XCTAssertFalse(controller.isLoading, "the stale fetch does not clear or set the in-flight mark")

        // Paging continues from the reloaded list.
        let next = Task { try await controller.loadMore() }
        let call = await gate.call(3)
        XCTAssertEqual(requestedPage(call), 2)
        call.respond(page(2))
        _ = try await next.value
        XCTAssertEqual(controller.objects.count, 20)
    }

    @MainActor
    func testFailedPageKeepsObjectsSetsErrorAndTheNextLoadMoreRetriesIt() async throws {
        let gate = GatedNetworking()
        let controller = try await loadedController(gate)
        let more = Task { try await controller.loadMore() }
        let failing = await gate.call(1)
        XCTAssertEqual(requestedPage(failing), 2)
        failing.fail(PageFailure(page: 2))
        let result = await more.result
        XCTAssertThrowsError(try result.get()) { XCTAssertEqual($0 as? PageFailure, PageFailure(page: 2)) }
        XCTAssertEqual(controller.objects.map(\.id), Array(1...10))
        XCTAssertEqual(controller.state.error as? PageFailure, PageFailure(page: 2))
        XCTAssertTrue(controller.hasMore)
        XCTAssertFalse(controller.isLoading)

        let retry = Task { try await controller.loadMore() }
        let again = await gate.call(2)
        XCTAssertEqual(requestedPage(again), 2, "the failed page is fetched again")
        XCTAssertEqual(describe(controller.state), "paging(page 2)", "retrying clears the error")
        again.respond(page(2))
        _ = try await retry.value
        let last = Task { try await controller.loadMore() }
        let third = await gate.call(3)
        XCTAssertEqual(requestedPage(third), 3)
        third.respond(page(3))
        _ = try await last.value
        XCTAssertEqual(controller.objects.map(\.id), Array(1...30))
        XCTAssertEqual(describe(controller.state), "populated")
        XCTAssertFalse(controller.hasMore)
        let afterEnd = try await controller.loadMore()
        XCTAssertEqual(afterEnd.count, 0)
        XCTAssertEqual(gate.callCount, 4)
    }

    @MainActor
    func testFailedReloadKeepsTheOldObjectsAndLoadMoreRetriesTheFirstPage() async throws {
        let gate = GatedNetworking()
        let controller = try await loadedController(gate)
        let reload = Task { try await controller.reload() }
        await gate.call(1).fail(PageFailure(page: 1))
        let result = await reload.result
        XCTAssertThrowsError(try result.get())
        XCTAssertEqual(controller.objects.map(\.id), Array(1...10))
        XCTAssertNotNil(controller.state.error)

        let retry = Task { try await controller.loadMore() }
        let call = await gate.call(2)
        XCTAssertEqual(requestedPage(call), 1)
        XCTAssertEqual(describe(controller.state), "loading")
        call.respond(RecordingsPage(recordings: birds(5, from: 201), numPages: 1))
        _ = try await retry.value
        XCTAssertEqual(controller.objects.map(\.id), Array(201...205), "a first page replaces the objects")
        XCTAssertEqual(describe(controller.state), "populated")
    }

    @MainActor
    func testClearObjectsResetsAndDiscardsTheLoadInFlight() async throws {
        let gate = GatedNetworking()
        let controller = try await loadedController(gate)
        let more = Task { try await controller.loadMore() }
        let stale = await gate.call(1)
        controller.clearObjects()
        XCTAssertEqual(controller.objects.count, 0)
        XCTAssertEqual(describe(controller.state), "idle")
        XCTAssertTrue(controller.hasMore)
        XCTAssertFalse(controller.isLoading)
        XCTAssertTrue(stale.isCancelled)
        stale.respond(page(2))
        let result = await more.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
        XCTAssertEqual(controller.objects.count, 0)

        let first = Task { try await controller.loadMore() }
        let call = await gate.call(2)
        XCTAssertEqual(requestedPage(call), 1, "after clearing, loadMore starts from the first page")
        call.respond(page(1))
        _ = try await first.value
        XCTAssertEqual(controller.objects.map(\.id), Array(1...10))
    }

    @MainActor
    func testCancellingTheCallerDoesNotCancelTheFetch() async throws {
        let gate = GatedNetworking()
        let controller = try await loadedController(gate)
        let more = Task { try await controller.loadMore() }
        let call = await gate.call(1)
        more.cancel()
        call.respond(page(2))
        _ = try await more.value
        XCTAssertFalse(call.isCancelled)
        XCTAssertEqual(controller.objects.count, 20)
    }

    @MainActor
    func testCompletionForms() async throws {
        let gate = GatedNetworking()
        let controller = SearchRecordingsController(networking: gate, query: "owl")
        let reloaded = Signal()
        var received: [Int] = []
        XCTAssertTrue(controller.reloadWithCompletion({ objects in
            received = objects.map(\.id)
            reloaded.fire()
        }, failure: { XCTFail("\($0)") }))
        await gate.call(0).respond(page(1))
        await reloaded.wait()
        XCTAssertEqual(received, Array(1...10))

        let failed = Signal()
        var failure: (any Error)?
        XCTAssertTrue(controller.loadMoreWithCompletion({ _ in XCTFail("fails") }, failure: { error in
            failure = error
            failed.fire()
        }))
        XCTAssertFalse(controller.loadMoreWithCompletion({ _ in XCTFail("in flight") },
                                                         failure: { _ in XCTFail("in flight") }))
        await gate.call(1).fail(PageFailure(page: 2))
        await failed.wait()
        XCTAssertEqual(failure as? PageFailure, PageFailure(page: 2))

        let inserted = Signal()
        XCTAssertTrue(controller.loadMoreWithCompletion({ objects in
            received = objects.map(\.id)
            inserted.fire()
        }, failure: { XCTFail("\($0)") }))
        await gate.call(2).respond(page(2))
        await inserted.wait()
        XCTAssertEqual(received, Array(11...20))
    }

    @MainActor
    func testEveryTransitionIsReportedByCallbackAndStream() async throws {
        let gate = GatedNetworking()
        let controller = SearchRecordingsController(networking: gate, query: "owl")
        var callback: [String] = []
        controller.onChange = { callback.append("\(describe($0.state)) \($0.objects)") }
        let stream = controller.changes()

        let reload = Task { try await controller.reload() }
        await gate.call(0).respond(page(1, pages: 2))
        _ = try await reload.value
        let failing = Task { try await controller.loadMore() }
        await gate.call(1).fail(PageFailure(page: 2))
        _ = await failing.result
        let more = Task { try await controller.loadMore() }
        await gate.call(2).respond(page(2, pages: 2))
        _ = try await more.value
        controller.clearObjects()

        let expected = [
            "loading unchanged",
            "paging(page 2) replaced",
            "paging(page 2) unchanged",
            "error(PageFailure(page: 2)) unchanged",
            "paging(page 2) unchanged",
            "populated appended(Range(10..<20))",
            "idle replaced",
        ]
        XCTAssertEqual(callback, expected)
        var streamed: [String] = []
        for await change in stream {
            streamed.append("\(describe(change.state)) \(change.objects)")
            if streamed.count == expected.count { break }
        }
        XCTAssertEqual(streamed, expected)
    }

    #if canImport(Observation)
    @MainActor
    func testObservationTracksObjectsAndState() async throws {
        let gate = GatedNetworking()
        let controller = SearchRecordingsController(networking: gate, query: "owl")
        let changed = Signal()
        withObservationTracking {
            _ = controller.objects
        } onChange: {
            changed.fire()
        }
        let reload = Task { try await controller.reload() }
        await gate.call(0).respond(page(1))
        _ = try await reload.value
        await changed.wait()

        let stateChanged = Signal()
        withObservationTracking {
            _ = controller.state
        } onChange: {
            stateChanged.fire()
        }
        let more = Task { try await controller.loadMore() }
        await stateChanged.wait()
        await gate.call(1).respond(page(2))
        _ = try await more.value
        XCTAssertEqual(controller.objects.count, 20)
    }
    #endif
}
