import Foundation
import GoldenStreams
import GoldenStreamsMocks
import SpecgenRuntime
import XCTest

/// The Streams scenario's mocks the way an app's tests use them: the spec's examples played as streams, scripts with
/// pauses, bytes cut anywhere and a failure part-way, and the errors a networker throws before and during a stream.
final class StreamsMockTests: XCTestCase {
    private let request = CompleteChatRequest(chatRequest: ChatRequest(prompt: "Hi"))

    private func collect<Element>(_ stream: ResponseStream<Element>) async throws -> [Element] {
        var elements: [Element] = []
        for try await element in stream { elements.append(element) }
        return elements
    }

    func testTheExampleIsPlayedAsTheStreamAndCollectedBySend() async throws {
        let mock = MockChatNetworker()
        let streamed = try await collect(mock.stream(request))
        XCTAssertEqual(streamed, [ChatChunk(id: "c1", delta: "Hel"),
                                  ChatChunk(id: "c1", delta: "lo", finishReason: "stop")])
        let sent = try await mock.send(request)
        XCTAssertEqual(sent, streamed)
        XCTAssertEqual(mock.completeChat.callCount, 2)
    }

    func testEventsTypedByNameAndLinesPlayTheirExamples() async throws {
        let mock = MockChatNetworker()
        let events = try await collect(mock.stream(RunAssistantRequest(chatRequest: ChatRequest(prompt: "Hi"))))
        XCTAssertEqual(events, [.messageDelta(ChatChunk(id: "r1", delta: "Hi")),
                                .toolCall(ToolCall(name: "search", arguments: .object(["q": .string("owls")])))])
        let lines = try await collect(mock.stream(TailLogsRequest()))
        XCTAssertEqual(lines.map(\.message), ["started", "odd level"])
        XCTAssertEqual(lines.map(\.level), [.info, .unknown("notice")])
    }

    func testPlainTextEventsAreTheirTextOnTheWireAndInTheMock() async throws {
        let mock = MockChatNetworker()
        let played = try await mock.send(FollowProgressRequest(id: "j"))
        XCTAssertEqual(played, ["started", "50 %", "done"])
        mock.followProgress.plays([.raw("data: line one\ndata: \"two\"\n\n")])
        let raw = try await mock.send(FollowProgressRequest(id: "j"))
        XCTAssertEqual(raw, ["line one\n\"two\""])
    }

    func testAScriptPlaysElementsPausesRawBytesAndAFailure() async throws {
        let mock = MockChatNetworker()
        mock.completeChat.plays([
            .element(ChatChunk(id: "a", delta: "1")),
            .pause(.milliseconds(20)),
            .raw("data: {\"id\":\"a\",\"del"),
            .raw("ta\":\"2\"}\n\ndata: {\"id\":\"a\",\"delta\":\"3\"}\n"),
            .raw("\n"),
            .failure(URLError(.networkConnectionLost)),
        ])
        var received: [String] = []
        do {
            for try await chunk in mock.stream(request) { received.append(chunk.delta) }
            XCTFail("the stream ended without its failure")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .transport(URLError(.networkConnectionLost)))
            XCTAssertEqual(error.url?.path, "/chat/completions")
        }
        XCTAssertEqual(received, ["1", "2", "3"])
        XCTAssertEqual(mock.completeChat.requests.map(\.chatRequest.prompt), ["Hi"])
    }

    func testTheEndEventEndsAScriptAndAPartThatDoesNotDecodeFailsIt() async throws {
        let mock = MockChatNetworker()
        mock.completeChat.plays([.raw("data: {\"id\":\"a\",\"delta\":\"1\"}\n\ndata: [DONE]\n\n"),
                                 .element(ChatChunk(id: "never", delta: "sent"))])
        let ended = try await collect(mock.stream(request))
        XCTAssertEqual(ended.map(\.delta), ["1"])

        mock.completeChat.plays([.raw("data: {\"id\":\"a\"}\n\n")])
        do {
            _ = try await collect(mock.stream(request))
            XCTFail("an event without 'delta' decoded")
        } catch let error as NetworkingError {
            guard case .decoding = error.reason else { return XCTFail("\(error)") }
        }
    }

    func testAStatusErrorIsThrownBeforeTheStreamWithItsTypedBody() async throws {
        let mock = MockChatNetworker()
        mock.completeChat.respond(statusCode: 429, body: #"{"message": "slow down"}"#)
        do {
            _ = try await mock.streamResponse(for: request)
            XCTFail("a 429 streamed")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.response?.statusCode, 429)
            XCTAssertEqual(error.errorBody(as: Problem.self), Problem(message: "slow down"))
        }
    }

    func testAnUnlistedEventIsKeptAndCancellingTheConsumerEndsTheScript() async throws {
        let mock = MockChatNetworker()
        mock.runAssistant.plays([.raw("event: ping\ndata: {}\n\n"), .pause(.seconds(30)),
                                 .element(.error(StreamError(message: "late")))])
        let consumer = Task {
            var seen: [RunAssistantEvent] = []
            for try await event in mock.stream(RunAssistantRequest(chatRequest: ChatRequest(prompt: "x"))) {
                seen.append(event)
            }
            return seen
        }
        try await Task.sleep(for: .milliseconds(100))
        let started = ContinuousClock.now
        consumer.cancel()
        do {
            _ = try await consumer.value
            XCTFail("a cancelled stream ended normally")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .cancelled)
        }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5))
        let raw = ServerSentEvent(event: "ping", data: "{}")
        mock.runAssistant.plays([.raw("event: ping\ndata: {}\n\n")])
        let kept = try await collect(mock.stream(RunAssistantRequest(chatRequest: ChatRequest(prompt: "x"))))
        XCTAssertEqual(kept, [.unknown(raw)])
    }
}
