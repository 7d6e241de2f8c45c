import Foundation
import GoldenImportedStreams
import GoldenStreams
import SpecgenRuntime
import TestSupport
import XCTest

/// The generated stream requests of the Streams scenario and of the imported Streams fixture against a raw-socket
/// server on 127.0.0.1 that sends their bodies in small, badly placed pieces (inside lines, between CR and LF, inside
/// UTF-8 sequences) with pauses: each framing decodes to its typed elements as they arrive.
final class StreamsWireTests: XCTestCase {
    private var server: FaultServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func networker() -> Networker {
        Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(requestTimeout: 20))
    }

    /// A chunked response of `contentType`: `body` in pieces of `size` bytes, a pause after the first.
    private static func streamed(_ body: String, contentType: String, size: Int = 7) -> [FaultServer.Step] {
        let bytes = Data(body.utf8)
        let pieces = stride(from: 0, to: bytes.count, by: size).map {
            FaultServer.Step.chunk(bytes.subdata(in: $0..<min($0 + size, bytes.count)))
        }
        return [.head(headers: ["Content-Type": contentType, "Transfer-Encoding": "chunked"], contentLength: nil)]
            + pieces.prefix(1) + [.pause(milliseconds: 20)] + pieces.dropFirst() + [.chunk(Data())]
    }

    func testEventsOfOneTypeEndAtTheEndEventAndTheBodyIsSent() async throws {
        let body = "data: {\"id\": \"c1\", \"delta\": \"Grüß\"}\r\n\r\n: a comment\r\ndata: {\"id\": \"c1\",\r\n"
            + "data:  \"delta\": \"e 🦉\", \"finish_reason\": \"stop\"}\r\n\r\ndata: [DONE]\n\n"
        server = try .start { _ in Self.streamed(body, contentType: "text/event-stream") + [.stall] }
        var chunks: [GoldenStreams.ChatChunk] = []
        let request = CompleteChatRequest(chatRequest: ChatRequest(prompt: "Hi", maxTokens: 5))
        for try await chunk in networker().stream(request) { chunks.append(chunk) }
        XCTAssertEqual(chunks, [ChatChunk(id: "c1", delta: "Grüß"),
                                ChatChunk(id: "c1", delta: "e 🦉", finishReason: "stop")])
        let sent = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(sent.method, "POST")
        XCTAssertEqual(sent.target, "/chat/completions")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: sent.body) as? [String: Any])
        XCTAssertEqual(json["prompt"] as? String, "Hi")
        XCTAssertEqual(json["max_tokens"] as? Int, 5)
        let closed = await eventually { self.server.openConnections == 0 }
        XCTAssertTrue(closed, "the end event closes the connection while the server still holds it open")
    }

    func testTenThousandEventsDecodeInOrderTheFirstBeforeTheStreamEnds() async throws {
        let body = (0..<10_000).map { "id: \($0)\ndata: {\"id\": \"\($0)\", \"delta\": \"d\"}\n\n" }.joined()
        let restSent = Locked<ContinuousClock.Instant?>(nil)
        server = try .start { _ in
            let bytes = Data(body.utf8)
            // The first piece, a pause, then (noting when) the rest in 997-byte pieces.
            return [.head(headers: ["Content-Type": "text/event-stream", "Transfer-Encoding": "chunked"],
                          contentLength: nil), .chunk(bytes.prefix(500)), .pause(milliseconds: 300),
                    .call { restSent.withLock { $0 = .now } }]
                + stride(from: 500, to: bytes.count, by: 997).map {
                    .chunk(bytes.subdata(in: $0..<min($0 + 997, bytes.count)))
                } + [.chunk(Data())]
        }
        var ids: [String] = []
        var firstAt: ContinuousClock.Instant?
        for try await chunk in networker().stream(CompleteChatRequest(chatRequest: ChatRequest(prompt: "n"))) {
            if firstAt == nil { firstAt = .now }
            ids.append(chunk.id)
        }
        XCTAssertEqual(ids, (0..<10_000).map(String.init))
        let rest = try XCTUnwrap(restSent.withLock { $0 })
        XCTAssertLessThan(try XCTUnwrap(firstAt), rest, "the first event arrived before the server sent the rest")
    }

    func testASilentStreamTimesOutAsTheRequestsTimeoutSays() async throws {
        server = try .start { _ in
            [.head(headers: ["Content-Type": "application/x-ndjson", "Transfer-Encoding": "chunked"],
                   contentLength: nil),
             .chunk(Data("{\"at\": \"2026-11-29T08:00:00Z\", \"level\": \"info\", \"message\": \"a\"}\n".utf8)),
             .stall]
        }
        let networker = Networker(baseURL: server.baseURL,
                                  configuration: TestEnvironment.makeConfiguration(requestTimeout: 1))
        var lines: [String] = []
        do {
            for try await line in networker.stream(GoldenStreams.TailLogsRequest()) { lines.append(line.message) }
            XCTFail("a silent stream went on")
        } catch let error as NetworkingError {
            guard case .transport(let underlying) = error.reason else { return XCTFail("\(error)") }
            XCTAssertEqual(underlying.code, .timedOut)
        }
        XCTAssertEqual(lines, ["a"])
    }

    func testEventsTypedByNameKeepAnUnlistedOne() async throws {
        let body = "event: message.delta\ndata: {\"id\": \"r\", \"delta\": \"a\"}\n\nevent: ping\ndata: {}\n\n"
            + "event: tool_call\ndata: {\"name\": \"search\",\ndata: \"arguments\": [1]}\n\nevent: error\n"
            + "data: {\"message\": \"over\"}"
        server = try .start { _ in Self.streamed(body, contentType: "text/event-stream", size: 5) }
        var events: [RunAssistantEvent] = []
        for try await event in networker().stream(RunAssistantRequest(chatRequest: ChatRequest(prompt: "x"))) {
            events.append(event)
        }
        XCTAssertEqual(events, [
            .messageDelta(ChatChunk(id: "r", delta: "a")),
            .unknown(ServerSentEvent(event: "ping", data: "{}")),
            .toolCall(ToolCall(name: "search", arguments: .array([.int(1)]))),
            .error(StreamError(message: "over")),
        ])
    }

    func testJSONLinesAndJSONTextSequencesDecodeAsTheyArrive() async throws {
        server = try .start { request in
            request.target.hasPrefix("/logs/export")
                ? Self.streamed("\u{1E}{\"at\": \"2026-11-29T08:00:00Z\", \"level\": \"info\", \"message\": \"é\"}\n"
                                + "\u{1E}{\"at\": \"2026-11-29T08:00:01Z\",\n \"level\": \"error\", "
                                + "\"message\": \"x\"}\n",
                                contentType: "application/json-seq", size: 3)
                : Self.streamed("{\"at\": \"2026-11-29T08:00:00Z\", \"level\": \"debug\", \"message\": \"a\"}\r\n\r\n"
                                + "{\"at\": \"2026-11-29T08:00:02Z\", \"level\": \"trace\", \"message\": \"b\"}",
                                contentType: "application/x-ndjson", size: 4)
        }
        let networker = networker()
        var lines: [LogEntry] = []
        let tail = GoldenStreams.TailLogsRequest(since: Date(timeIntervalSince1970: 0))
        for try await line in networker.stream(tail) { lines.append(line) }
        XCTAssertEqual(lines.map(\.message), ["a", "b"])
        XCTAssertEqual(lines.map(\.level), [.debug, .unknown("trace")])
        XCTAssertEqual(server.requests.first?.target, "/logs?since=1970-01-01T00%3A00%3A00Z")
        let exported = try await networker.send(ExportLogsRequest())
        XCTAssertEqual(exported.map(\.message), ["é", "x"])
        XCTAssertEqual(exported.last?.at, Date(timeIntervalSince1970: 1_795_939_201))
    }

    func testBytesArriveInChunksAndAnErrorStatusComesWithItsTypedBody() async throws {
        let payload = Data((0..<50_000).map { UInt8($0 % 251) })
        server = try .start { request in
            request.target == "/archives/missing"
                ? .json("{\"message\": \"no such archive\"}", status: 404)
                : [.head(headers: ["Transfer-Encoding": "chunked"], contentLength: nil), .chunk(payload.prefix(10)),
                   .pause(milliseconds: 20), .chunk(payload.dropFirst(10)), .chunk(Data())]
        }
        var bytes = Data()
        var pieces = 0
        for try await chunk in networker().stream(DownloadArchiveRequest(name: "a b")) {
            bytes += chunk
            pieces += 1
        }
        XCTAssertEqual(bytes, payload)
        XCTAssertGreaterThan(pieces, 1)
        XCTAssertEqual(server.requests.first?.target, "/archives/a%20b")
        do {
            for try await _ in networker().stream(DownloadArchiveRequest(name: "missing")) {}
            XCTFail("a 404 streamed")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(404))
            XCTAssertEqual(error.errorBody(as: Problem.self), Problem(message: "no such archive"))
        }
    }

    func testCancellingTheConsumerClosesTheConnection() async throws {
        server = try .start { _ in
            [.head(headers: ["Content-Type": "text/event-stream", "Transfer-Encoding": "chunked"], contentLength: nil),
             .chunk(Data("data: {\"a\": 1}\n\n".utf8)), .stall]
        }
        let networker = networker()
        let first = Signal()
        let consumer = Task {
            for try await _ in networker.stream(FollowTickerRequest(symbol: "ACME")) { first.fire() }
        }
        await first.wait()
        XCTAssertEqual(server.openConnections, 1)
        consumer.cancel()
        let closed = await eventually { self.server.openConnections == 0 }
        XCTAssertTrue(closed, "cancelling the consumer closes the socket")
        do {
            try await consumer.value
            XCTFail("a cancelled stream ended normally")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .cancelled)
        }
    }

    /// The imported chat-completion fixture end to end: the stream beside the JSON response, typed chunks to the
    /// `[DONE]` its document declares.
    func testTheImportedChatCompletionStreamsTypedChunks() async throws {
        let body = (0..<100).map { index in
            "data: {\"id\": \"c\", \"object\": \"chat.completion.chunk\", \"created\": 1, \"model\": \"m\", "
                + "\"choices\": [{\"index\": 0, \"delta\": {\"content\": \"\(index) \"}, \"finish_reason\": null}]}\n\n"
        }.joined() + "data: [DONE]\n\n"
        server = try .start { _ in Self.streamed(body, contentType: "text/event-stream", size: 61) + [.stall] }
        let request = CreateChatCompletionStreamRequest(createChatCompletionRequest2: CreateChatCompletionRequest2(
            model: "m", messages: [ChatMessage(role: .user, content: "count")], stream: true))
        var text = ""
        for try await chunk in networker().stream(request) {
            text += chunk.choices.compactMap(\.delta.content.wrapped).joined()
        }
        XCTAssertEqual(text, (0..<100).map { "\($0) " }.joined())
    }
}
