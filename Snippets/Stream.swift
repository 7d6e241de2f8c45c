// A response that arrives in parts: each element decoded as it comes, with `for try await`.
import Foundation
import SpecgenRuntime

struct ChatChunk: Decodable, Sendable {
    var delta: String
}

struct CompleteChatRequest: StreamingRequest {
    typealias Element = ChatChunk
    typealias Response = [ChatChunk]                          // what `send` collects
    var prompt: String
    var method: HTTPMethod { .post }
    var path: String { "/chat/completions" }
    var body: RequestBody? { .json(["prompt": prompt]) }
    var framing: StreamFraming { .events(end: "[DONE]") }    // server-sent events, to `data: [DONE]`
}

// snippet.hide
func chat(networker: Networker, downloads: URL) async throws {
// snippet.show
var answer = ""
for try await chunk in networker.stream(CompleteChatRequest(prompt: "Hi")) {
    answer += chunk.delta                                     // as each event arrives
}

// A large body straight to a file, never held whole:
let saved = try await networker.download(CompleteChatRequest(prompt: "Hi"),
                                         to: downloads.appendingPathComponent("chat.txt")) { received, expected in
    print(received, expected ?? -1)
}
print(answer, saved.value.path)
// snippet.hide
}
