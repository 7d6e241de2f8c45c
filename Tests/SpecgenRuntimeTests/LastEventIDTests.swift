import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// A resumable event stream (a GET whose request asks for it) that breaks mid-way is sent again with
/// `Last-Event-ID`, after the server's `retry:` time: no event is repeated or lost, and reconnections that bring no
/// event are bounded.
final class LastEventIDTests: XCTestCase {
    private var server: FaultServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func networker() -> Networker {
        Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
    }

    private static func delta(_ id: Int) -> String {
        "id: \(id)\nevent: delta\ndata: {\"id\": \(id), \"text\": \"t\(id)\"}\n\n"
    }

    private func events(_ request: ChatEventsRequest = ChatEventsRequest(room: "r")) async throws -> [ChatEvent] {
        var events: [ChatEvent] = []
        for try await event in networker().stream(request) { events.append(event) }
        return events
    }

    func testABrokenStreamResumesAfterTheLastEventID() async throws {
        server = try .start { request in
            switch request.index {
            case 0:
                [.eventStreamHead(), .event("retry: 20\n\n" + Self.delta(1) + Self.delta(2) + "id: 3\nevent: del"),
                 .close]
            default:
                [.eventStreamHead(), .event(Self.delta(3) + Self.delta(4) + "event: done\ndata: {\"tokens\": 4}\n\n"),
                 .chunk(Data())]
            }
        }
        let events = try await events()
        XCTAssertEqual(events, (1...4).map { .delta(CompletionChunk(id: $0, text: "t\($0)")) }
                       + [.done(ChatSummary(tokens: 4))])
        let requests = server.requests
        XCTAssertEqual(requests.map { $0.headers["last-event-id"] }, [nil, "2"])
        XCTAssertEqual(requests.map(\.target), ["/rooms/r/events", "/rooms/r/events"])
    }

    func testReconnectionsWithoutAnEventAreBounded() async throws {
        server = try .start { request in
            request.index == 0
                ? [.eventStreamHead(), .event("retry: 10\n\n" + Self.delta(5)), .close]
                : [.eventStreamHead(), .close]
        }
        var received: [ChatEvent] = []
        do {
            for try await event in networker().stream(ChatEventsRequest(room: "r")) { received.append(event) }
            XCTFail("expected the transport error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.transportCode, .networkConnectionLost)
        }
        XCTAssertEqual(received, [.delta(CompletionChunk(id: 5, text: "t5"))])
        XCTAssertEqual(server.requests.map { $0.headers["last-event-id"] }, [nil, "5", "5", "5"],
                       "three reconnections in a row without an event, then the error")
    }

    func testEveryEventResetsTheCount() async throws {
        server = try .start { request in
            request.index < 6
                ? [.eventStreamHead(), .event("retry: 10\n\n" + Self.delta(request.index)), .close]
                : [.eventStreamHead(), .event("event: done\ndata: {\"tokens\": 6}\n\n"), .chunk(Data())]
        }
        let events = try await events()
        XCTAssertEqual(events.count, 7)
        XCTAssertEqual(events.last, .done(ChatSummary(tokens: 6)))
        XCTAssertEqual(server.requests.map { $0.headers["last-event-id"] }, [nil, "0", "1", "2", "3", "4", "5"])
    }

    func testAnErrorStatusOnReconnectingEndsTheStream() async throws {
        server = try .start { request in
            request.index == 0
                ? [.eventStreamHead(), .event("retry: 10\n\n" + Self.delta(1)), .close]
                : .json("{\"title\": \"gone\"}", status: 410)
        }
        var received = 0
        do {
            for try await _ in networker().stream(ChatEventsRequest(room: "r")) { received += 1 }
            XCTFail("expected the status error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(410))
            XCTAssertEqual(error.errorBody(as: StreamProblem.self), StreamProblem(title: "gone"))
        }
        XCTAssertEqual(received, 1)
    }

    func testAStreamThatDoesNotAskIsNotResumed() async throws {
        server = try .start { _ in [.eventStreamHead(), .event("retry: 10\n\ndata: \"a\"\n\n"), .close] }
        do {
            for try await _ in networker().stream(EventsOf<String>(path: "/plain")) {}
            XCTFail("expected the transport error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.transportCode, .networkConnectionLost)
        }
        XCTAssertEqual(server.acceptedConnections, 1)
    }

    func testCancellingDuringTheWaitEndsAtOnce() async throws {
        // No retry: field: the default wait of 3 s, which the cancellation cuts short.
        server = try .start { _ in [.eventStreamHead(), .event(Self.delta(1)), .close] }
        let networker = networker()
        let first = Signal()
        let task = Task {
            for try await _ in networker.stream(ChatEventsRequest(room: "r")) { first.fire() }
        }
        await first.wait()
        try await Task.sleep(for: .milliseconds(200))
        let cancelled = ContinuousClock.now
        task.cancel()
        let result = await task.result
        XCTAssertLessThan(ContinuousClock.now - cancelled, .seconds(2))
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertEqual((error as? NetworkingError)?.reason, .cancelled, "\(error)")
        }
        XCTAssertEqual(server.acceptedConnections, 1)
    }
}
