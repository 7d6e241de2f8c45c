import Foundation
import SpecgenRuntime
import XCTest

/// Generated streaming requests (StreamingRequests.swift) decode a whole body with the stream parsers, so `send`
/// collects a stream; a `Networking` of one's own streams through the default `streamResponse`.
final class StreamingConformanceTests: XCTestCase {
    private let decoder = JSONDecoder()

    private func body(_ text: String, status: Int = 200) -> HTTPResponse<Data> {
        HTTPResponse(value: Data(text.utf8), statusCode: status)
    }

    func testEventsOfOneTypeStopAtDone() throws {
        let text = "data: {\"id\": 1, \"text\": \"Hel\"}\n\ndata: {\"id\": 2, \"text\": \"lo\"}\n\ndata: [DONE]\n\n"
            + "data: {\"id\": 3, \"text\": \"after the end\"}\n\n"
        XCTAssertEqual(try StreamCompletionRequest(prompt: "Hi").decode(body(text), decoder: decoder),
                       [CompletionChunk(id: 1, text: "Hel"), CompletionChunk(id: 2, text: "lo")])
    }

    func testEventsChosenByName() throws {
        let text = "event: delta\ndata: {\"id\": 1, \"text\": \"a\"}\n\nevent: ping\ndata: -\n\n"
            + "event: done\nid: 9\ndata: {\"tokens\": 12}\n\n"
        XCTAssertEqual(try ChatEventsRequest(room: "r").decode(body(text), decoder: decoder),
                       [.delta(CompletionChunk(id: 1, text: "a")), .unknown(ServerSentEvent(event: "ping", data: "-")),
                        .done(ChatSummary(tokens: 12))])
    }

    func testJSONLinesAndSequences() throws {
        XCTAssertEqual(try TailLogRequest().decode(body("{\"level\": \"info\", \"message\": \"up\"}\r\n\r\n"
                                                        + "{\"level\": \"warn\", \"message\": \"hot\"}"),
                                                   decoder: decoder),
                       [LogLine(level: "info", message: "up"), LogLine(level: "warn", message: "hot")])
        XCTAssertEqual(try QuoteSequenceRequest().decode(body("\u{1E}{\"level\": \"a\",\n \"message\": \"b\"}\n"),
                                                         decoder: decoder),
                       [LogLine(level: "a", message: "b")])
    }

    func testBytesAreTheBody() throws {
        XCTAssertEqual(try FileBytesRequest(name: "a").decode(body("raw"), decoder: decoder), Data("raw".utf8))
    }

    func testAnElementThatDoesNotDecodeNamesItsIndex() throws {
        let text = "{\"level\": \"info\", \"message\": \"up\"}\n{\"level\": 5, \"message\": \"x\"}\n"
        XCTAssertThrowsError(try TailLogRequest().decode(body(text), decoder: decoder)) { error in
            guard case .typeMismatch(_, let context) = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, ["1", "level"])
        }
    }

    func testSendCollectsTheStreamThroughAnyNetworking() async throws {
        let networking = CannedNetworking(body: "data: {\"id\": 1, \"text\": \"a\"}\n\ndata: [DONE]\n\n")
        let all = try await networking.send(StreamCompletionRequest(prompt: "p"))
        XCTAssertEqual(all, [CompletionChunk(id: 1, text: "a")])
    }

    func testTheDefaultStreamResponseStreamsAWholeBody() async throws {
        let networking = CannedNetworking(body: "event: delta\ndata: {\"id\": 1, \"text\": \"a\"}\n\n"
                                          + "event: done\ndata: {\"tokens\": 2}")
        let response = try await networking.streamResponse(for: ChatEventsRequest(room: "r"))
        XCTAssertEqual(response.statusCode, 200)
        var events: [ChatEvent] = []
        for try await event in response.value { events.append(event) }
        XCTAssertEqual(events, [.delta(CompletionChunk(id: 1, text: "a")), .done(ChatSummary(tokens: 2))])

        let bytes = CannedNetworking(body: "raw bytes")
        var chunks = Data()
        for try await chunk in bytes.stream(FileBytesRequest(name: "f")) { chunks += chunk }
        XCTAssertEqual(chunks, Data("raw bytes".utf8))
    }

    func testStreamSendsWhenIterationStartsAndThrowsFromNext() async throws {
        let networking = CannedNetworking(body: "{\"title\": \"gone\"}", status: 404)
        let stream = networking.stream(TailLogRequest())
        XCTAssertEqual(networking.calls.withLock { $0 }, 0, "nothing sent before iteration")
        var iterator = stream.makeAsyncIterator()
        do {
            _ = try await iterator.next()
            XCTFail("expected the status error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(404))
            XCTAssertEqual(error.response.map { String(decoding: $0.value, as: UTF8.self) }, "{\"title\": \"gone\"}")
        }
        XCTAssertEqual(networking.calls.withLock { $0 }, 1)
        let after = try await iterator.next()
        XCTAssertNil(after, "a failed stream stays finished")
    }

    func testAnUndecodableElementFromTheDefaultIsADecodingError() async throws {
        let networking = CannedNetworking(body: "data: {\"id\": \"one\", \"text\": \"a\"}\n\n")
        do {
            for try await _ in networking.stream(StreamCompletionRequest(prompt: "p")) {}
            XCTFail("expected a decoding error")
        } catch let error as NetworkingError {
            // CannedNetworking words the error itself: what counts is that the element's place reaches it.
            guard case .decoding(_, let description) = error.reason else { return XCTFail("\(error)") }
            XCTAssertTrue(description.contains("[0].id"), description)
            XCTAssertEqual(error.method, "POST")
        }
    }
}

/// A hand-written `Networking` that answers every request with one raw body, as a real one would decode it.
private final class CannedNetworking: Networking {
    let body: String
    let status: Int
    let calls = Locked(0)

    init(body: String, status: Int = 200) {
        self.body = body
        self.status = status
    }

    func response<R: Request>(for request: R) async throws -> HTTPResponse<R.Response> {
        calls.withLock { $0 += 1 }
        let raw = HTTPResponse(value: Data(body.utf8), statusCode: status, url: URL(string: "https://canned.invalid"))
        guard (200..<300).contains(status) else {
            throw NetworkingError.status(raw, method: request.method.rawValue, url: raw.url)
        }
        do {
            return try raw.map { _ in try request.decode(raw, decoder: JSONDecoder()) }
        } catch {
            throw NetworkingError(.decoding(codingPath: "", description: "\(error)"), method: request.method.rawValue,
                                  url: raw.url, response: raw)
        }
    }
}
