import Foundation
@_spi(Generated) import SpecgenRuntime

// Streaming requests written exactly as gen writes them (one of each kind), for the streaming tests.

/// One piece of a completion (a model as generated).
public struct CompletionChunk: Codable, Hashable, Sendable {
    public var id: Int
    public var text: String

    public init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

/// Events of one type, ended by `data: [DONE]`.
public struct StreamCompletionRequest: StreamingRequest {
    public typealias Element = CompletionChunk
    public typealias Response = [CompletionChunk]

    public var prompt: String

    public init(prompt: String) {
        self.prompt = prompt
    }

    public var method: HTTPMethod { .post }
    public var path: String { "/completions" }
    public var headers: [String: String] { ["Accept": "text/event-stream"] }
    public var body: RequestBody? { .json(["prompt": prompt]) }
    public var dateCoding: DateCoding? { .iso8601 }
    public var framing: StreamFraming { .events(end: "[DONE]") }
}

/// What a chat stream sends, chosen by the event's name (a generated enum).
public enum ChatEvent: Hashable, Sendable {
    case delta(CompletionChunk)
    case done(ChatSummary)
    case unknown(ServerSentEvent)
}

/// The payload of a `done` event (a model as generated).
public struct ChatSummary: Codable, Hashable, Sendable {
    public var tokens: Int

    public init(tokens: Int) {
        self.tokens = tokens
    }
}

/// Events whose element is chosen by `event:`; resumed with `Last-Event-ID` when the connection breaks.
public struct ChatEventsRequest: StreamingRequest {
    public typealias Element = ChatEvent
    public typealias Response = [ChatEvent]

    public var room: String

    public init(room: String) {
        self.room = room
    }

    public var path: String { "/rooms/" + PathSegment.encode(room) + "/events" }
    public var headers: [String: String] { ["Accept": "text/event-stream"] }
    public var dateCoding: DateCoding? { .iso8601 }
    public var framing: StreamFraming { .events(end: nil) }
    public var resumesWithLastEventID: Bool { true }

    public func decodeErrorBody(_ response: HTTPResponse<Data>, decoder: JSONDecoder) -> (any Sendable)? {
        try? decoder.decode(StreamProblem.self, from: response.value)
    }

    public func decodeElement(_ part: StreamPart, decoder: JSONDecoder) throws -> ChatEvent {
        guard case .event(let event) = part else {
            return .unknown(ServerSentEvent(data: String(decoding: part.payload, as: UTF8.self)))
        }
        switch event.event {
        case "delta": return .delta(try decoder.decode(CompletionChunk.self, from: part.payload))
        case "done": return .done(try decoder.decode(ChatSummary.self, from: part.payload))
        default: return .unknown(event)
        }
    }
}

/// An error body (a model as generated).
public struct StreamProblem: Codable, Hashable, Sendable {
    public var title: String

    public init(title: String) {
        self.title = title
    }
}

/// One line of a log (a model as generated).
public struct LogLine: Codable, Hashable, Sendable {
    public var level: String
    public var message: String

    public init(level: String, message: String) {
        self.level = level
        self.message = message
    }
}

/// JSON Lines.
public struct TailLogRequest: StreamingRequest {
    public typealias Element = LogLine
    public typealias Response = [LogLine]

    public init() {}

    public var path: String { "/logs" }
    public var headers: [String: String] { ["Accept": "application/jsonl"] }
    public var dateCoding: DateCoding? { .iso8601 }
    public var framing: StreamFraming { .jsonLines }
}

/// A JSON text sequence.
public struct QuoteSequenceRequest: StreamingRequest {
    public typealias Element = LogLine
    public typealias Response = [LogLine]

    public init() {}

    public var path: String { "/quotes" }
    public var headers: [String: String] { ["Accept": "application/json-seq"] }
    public var dateCoding: DateCoding? { .iso8601 }
    public var framing: StreamFraming { .jsonSequence }
}

/// Raw bytes.
public struct FileBytesRequest: StreamingRequest {
    public typealias Element = Data
    public typealias Response = Data

    public var name: String

    public init(name: String) {
        self.name = name
    }

    public var path: String { "/files/" + PathSegment.encode(name) }
    public var dateCoding: DateCoding? { .iso8601 }
    public var framing: StreamFraming { .bytes }
}
