import Foundation
import GoldenImportedStreams
import GoldenImportedStreamsMocks
import SpecgenRuntime
import XCTest

/// The mocks of the Streams fixture's import: the document's examples played as streams (a list, the body of events
/// typed by name, JSON Lines as text), and a script in place of them.
final class ImportedStreamsMockTests: XCTestCase {
    private let chat = CreateChatCompletionRequest2(model: "m", messages: [ChatMessage(role: .user, content: "Hi")])

    func testTheDocumentsExamplesArePlayedAsStreams() async throws {
        let mock = MockChatNetworker()
        var text = ""
        for try await chunk in mock.stream(CreateChatCompletionStreamRequest(createChatCompletionRequest2: chat)) {
            text += chunk.choices.compactMap(\.delta.content.wrapped).joined()
        }
        XCTAssertEqual(text, "Hello")

        var events: [CreateRunEvent] = []
        for try await event in mock.stream(CreateRunRequest(createRunRequest2: CreateRunRequest2(assistant: "a"))) {
            events.append(event)
        }
        XCTAssertEqual(events, [.threadMessageDelta(MessageDelta(id: "m1", text: "Hi")),
                                .threadRunCompleted(Run(id: "run_1", status: .completed))])

        let lines = try await mock.send(TailLogsRequest())
        XCTAssertEqual(lines.map(\.level), [.info, .unknown("notice")])
    }

    func testAScriptReplacesTheExampleAndTheWholeResponseStaysItsOwnEndpoint() async throws {
        let mock = MockChatNetworker()
        mock.createCompletion.plays([.raw("data: {\"text\": \"a\"}\n\n"), .pause(.milliseconds(10)),
                                     .raw("data: {\"text\": \"b\"}\n\ndata: [DONE]\n\n")])
        let chunks = try await mock.send(CreateCompletionRequest(createCompletionRequest2: CreateCompletionRequest2(
            prompt: "x")))
        XCTAssertEqual(chunks.map(\.text), ["a", "b"])

        mock.createChatCompletion.returns(CreateChatCompletionResponse(id: "c", choices: []))
        let whole = try await mock.send(CreateChatCompletionRequest(createChatCompletionRequest2: chat))
        XCTAssertEqual(whole.id, "c")
        XCTAssertEqual(mock.createChatCompletionStream.callCount, 0)
    }
}
