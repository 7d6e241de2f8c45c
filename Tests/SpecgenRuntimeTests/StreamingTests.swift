import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// Streams read from a raw-socket server on 127.0.0.1 that writes events in pieces, with pauses and stalls: elements
/// arrive as they are sent, the end event and every way of stopping close the connection, and every failure is a
/// `NetworkingError`.
final class StreamingTests: XCTestCase {
    private var server: FaultServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func networker(requestTimeout: TimeInterval = 20, maxResponseSize: Int = 100 << 20,
                           delegate: (any NetworkingDelegate)? = nil) -> Networker {
        Networker(baseURL: server.baseURL,
                  configuration: TestEnvironment.makeConfiguration(requestTimeout: requestTimeout),
                  delegate: delegate, maxResponseSize: maxResponseSize)
    }

    private func allClosed() async -> Bool {
        await eventually { server.openConnections == 0 }
    }

    func testTheFirstElementArrivesWhileTheServerStillSends() async throws {
        server = try .start { _ in
            [.eventStreamHead(), .event("data: {\"id\": 1, \"text\": \"a\"}\n\n"), .stall]
        }
        let response = try await networker().streamResponse(for: StreamCompletionRequest(prompt: "p"))
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(response.value(forHTTPHeaderField: "content-type"), "text/event-stream")
        var iterator = response.value.makeAsyncIterator()
        let first = try await iterator.next()
        // The server stalls after the first event and holds the connection open: only streaming got it here.
        XCTAssertEqual(first, CompletionChunk(id: 1, text: "a"))
        XCTAssertEqual(server.openConnections, 1)
    }

    func testStreamResponseReturnsOnceTheHeadArrived() async throws {
        server = try .start { _ in [.eventStreamHead(), .stall] }
        let networker = networker()
        let response = try await networker.streamResponse(for: TailLogRequest())
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(networker.tasksInFlight, 1, "the body is still to come")
    }

    func testTenThousandEventsInOrderThenTheEndEventClosesTheConnection() async throws {
        let events = (0..<10_000).map { "id: \($0)\ndata: {\"id\": \($0), \"text\": \"event \($0)\"}\n\n" }.joined()
        let body = Data((events + "data: [DONE]\n\n").utf8)
        server = try .start { _ in
            // Pieces of 1,000 bytes cut events anywhere; after the end event the server keeps the connection open.
            [.eventStreamHead()] + stride(from: 0, to: body.count, by: 1000).map {
                .chunk(body.subdata(in: $0..<min($0 + 1000, body.count)))
            } + [.stall]
        }
        var received: [CompletionChunk] = []
        for try await chunk in networker().stream(StreamCompletionRequest(prompt: "p")) { received.append(chunk) }
        XCTAssertEqual(received.count, 10_000)
        XCTAssertEqual(received.map(\.id), Array(0..<10_000))
        XCTAssertEqual(received.last?.text, "event 9999")
        let closed = await allClosed()
        XCTAssertTrue(closed, "the end event closes the connection instead of reading on")
    }

    func testEveryFramingOverTheWire() async throws {
        server = try .start { request in
            switch request.target {
            case "/logs":
                [.head(headers: ["Transfer-Encoding": "chunked"], contentLength: nil),
                 .chunk(Data("{\"level\": \"a\", \"message\": \"1\"}\r\n{\"level\"".utf8)),
                 .chunk(Data(": \"b\", \"message\": \"2\"}\n".utf8)), .chunk(Data())]
            case "/quotes":
                [.head(headers: ["Transfer-Encoding": "chunked"], contentLength: nil),
                 .chunk(Data("\u{1E}{\"level\": \"a\",\n".utf8)), .chunk(Data(" \"message\": \"1\"}\n".utf8)),
                 .chunk(Data())]
            default:
                .response(body: Data(repeating: 7, count: 100_000))
            }
        }
        let networker = networker()
        var lines: [LogLine] = []
        for try await line in networker.stream(TailLogRequest()) { lines.append(line) }
        XCTAssertEqual(lines, [LogLine(level: "a", message: "1"), LogLine(level: "b", message: "2")])
        var quotes: [LogLine] = []
        for try await quote in networker.stream(QuoteSequenceRequest()) { quotes.append(quote) }
        XCTAssertEqual(quotes, [LogLine(level: "a", message: "1")])
        var bytes = Data()
        for try await chunk in networker.stream(FileBytesRequest(name: "f")) { bytes += chunk }
        XCTAssertEqual(bytes, Data(repeating: 7, count: 100_000))
        // `send` collects the same streams whole.
        let all = try await networker.send(TailLogRequest())
        XCTAssertEqual(all, lines)
    }

    func testAnErrorStatusIsThrownWithItsBodyAndErrorBody() async throws {
        server = try .start { _ in .json("{\"title\": \"slow down\"}", status: 429) }
        let networker = networker()
        for attempt in ["streamResponse", "stream"] {
            do {
                if attempt == "stream" {
                    for try await _ in networker.stream(ChatEventsRequest(room: "r")) {}
                } else {
                    _ = try await networker.streamResponse(for: ChatEventsRequest(room: "r"))
                }
                XCTFail("expected the status error")
            } catch let error as NetworkingError {
                XCTAssertEqual(error.reason, .status(429), attempt)
                XCTAssertEqual(error.response.map { String(decoding: $0.value, as: UTF8.self) },
                               "{\"title\": \"slow down\"}")
                XCTAssertEqual(error.errorBody(as: StreamProblem.self), StreamProblem(title: "slow down"))
                XCTAssertEqual(error.url?.path, "/rooms/r/events")
            }
        }
        XCTAssertEqual(networker.tasksInFlight, 0)
    }

    func testABrokenConnectionIsATransportError() async throws {
        server = try .start { _ in
            [.eventStreamHead(), .event("data: {\"id\": 1, \"text\": \"a\"}\n\ndata: {\"id\": 2, \"te"), .close]
        }
        var received: [Int] = []
        do {
            for try await chunk in networker().stream(StreamCompletionRequest(prompt: "p")) {
                received.append(chunk.id)
            }
            XCTFail("expected the transport error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.transportCode, .networkConnectionLost)
            XCTAssertEqual(error.statusCode, 200)
            XCTAssertEqual(error.method, "POST")
        }
        XCTAssertEqual(received, [1], "the cut event is not dispatched")
    }

    func testACleanEndDeliversTheLastEventWithoutItsBlankLine() async throws {
        server = try .start { _ in [.eventStreamHead(), .event("data: {\"id\": 1, \"text\": \"a\"}"), .chunk(Data())] }
        var received: [CompletionChunk] = []
        for try await chunk in networker().stream(StreamCompletionRequest(prompt: "p")) { received.append(chunk) }
        XCTAssertEqual(received, [CompletionChunk(id: 1, text: "a")])
    }

    func testAnElementThatDoesNotDecodeEndsTheStream() async throws {
        server = try .start { _ in
            [.eventStreamHead(), .event("data: {\"id\": 1, \"text\": \"a\"}\n\ndata: {\"id\": \"two\"}\n\n"), .stall]
        }
        var received = 0
        do {
            for try await _ in networker().stream(StreamCompletionRequest(prompt: "p")) { received += 1 }
            XCTFail("expected the decoding error")
        } catch let error as NetworkingError {
            guard case .decoding(let path, let description) = error.reason else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "id")
            XCTAssertTrue(description.hasPrefix("CompletionChunk.id: expected an integer, found a string (\"two\")"),
                          description)
            XCTAssertEqual(error.url?.path, "/completions")
            XCTAssertEqual(error.response.map { String(decoding: $0.value, as: UTF8.self) }, "{\"id\": \"two\"}")
            XCTAssertTrue(error.localizedDescription.hasPrefix("POST http://127.0.0.1:"), error.localizedDescription)
        }
        XCTAssertEqual(received, 1)
        let closed = await allClosed()
        XCTAssertTrue(closed)
    }

    func testAnEventOverTheLimitEndsTheStreamButTheTotalIsNotCapped() async throws {
        let small = String(repeating: "x", count: 500)
        let events = Array(repeating: "data: \"\(small)\"\n\n", count: 100).joined()
        server = try .start { request in
            request.target == "/big"
                ? [.eventStreamHead(), .event("data: \"\(String(repeating: "y", count: 5000))\"\n\n"), .stall]
                : [.eventStreamHead(), .event(events), .chunk(Data())]
        }
        let networker = networker(maxResponseSize: 2000)
        var count = 0
        for try await _ in networker.stream(EventsOf<String>(path: "/small")) { count += 1 }
        XCTAssertEqual(count, 100, "50 KB in all through a networker whose limit is 2,000 bytes")
        do {
            for try await _ in networker.stream(EventsOf<String>(path: "/big")) {}
            XCTFail("expected the size error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .responseTooLarge(limit: 2000))
            XCTAssertEqual(error.statusCode, 200)
        }
    }

    func testCancellingTheConsumingTaskClosesTheConnection() async throws {
        let sent = Signal()
        server = try .start { _ in [.eventStreamHead(), .event("data: \"one\"\n\n"), .call { sent.fire() }, .stall] }
        let networker = networker()
        let first = Signal()
        let task = Task {
            for try await _ in networker.stream(EventsOf<String>(path: "/e")) { first.fire() }
        }
        await first.wait()
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertEqual((error as? NetworkingError)?.reason, .cancelled, "\(error)")
        }
        XCTAssertEqual(networker.tasksInFlight, 0, "a thrown next() leaves no task behind")
        let closed = await allClosed()
        XCTAssertTrue(closed)
    }

    func testBreakingOutDroppingTheIteratorOrTheStreamClosesTheConnection() async throws {
        server = try .start { _ in [.eventStreamHead(), .event("data: \"one\"\n\n"), .stall] }
        let networker = networker()
        for try await _ in networker.stream(EventsOf<String>(path: "/break")) { break }
        var closed = await allClosed()
        XCTAssertTrue(closed, "break")

        do {
            let response = try await networker.streamResponse(for: EventsOf<String>(path: "/drop-iterator"))
            var iterator = response.value.makeAsyncIterator()
            _ = try await iterator.next()
        }
        closed = await allClosed()
        XCTAssertTrue(closed, "a dropped iterator")

        _ = try await networker.streamResponse(for: EventsOf<String>(path: "/drop-stream"))
        closed = await allClosed()
        XCTAssertTrue(closed, "a stream dropped before iterating")
        XCTAssertEqual(server.acceptedConnections, 3)
        let inFlight = await eventually { networker.tasksInFlight == 0 }
        XCTAssertTrue(inFlight)
    }
}

/// Events whose data decodes as `T`, to any path.
struct EventsOf<T: Decodable & Sendable>: StreamingRequest {
    typealias Element = T
    typealias Response = [T]
    var path: String
    var framing: StreamFraming { .events(end: nil) }
}

extension FaultServer.Step {
    /// A `text/event-stream` head with a chunked body.
    static func eventStreamHead(status: Int = 200, headers: [String: String] = [:]) -> Self {
        let fixed = ["Content-Type": "text/event-stream", "Transfer-Encoding": "chunked"]
        return .head(status: status, headers: headers.merging(fixed) { given, _ in given }, contentLength: nil)
    }

    /// Event-stream text as one chunk.
    static func event(_ text: String) -> Self {
        .chunk(Data(text.utf8))
    }
}
