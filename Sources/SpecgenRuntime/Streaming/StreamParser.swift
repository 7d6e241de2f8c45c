import Foundation

/// Cuts a streamed body into ``StreamPart``s by its ``StreamFraming``, fed chunk by chunk: the one parser behind a
/// stream read as it arrives and a body read whole (``StreamingRequest``'s `decode`, mocks).
struct StreamParser: Sendable {
    private enum Cutter: Sendable {
        case events(EventStreamParser)
        case jsonLines(JSONLinesParser)
        case jsonSequence(JSONSequenceParser)
        case bytes
    }

    private var cutter: Cutter
    /// Events: the data that ends the stream (``StreamFraming/events(end:)``).
    let end: String?

    /// A parser for `framing`; `limit` bounds one event, line or text, in bytes (not the whole body).
    init(framing: StreamFraming, limit: Int, lastEventID: String? = nil) {
        switch framing {
        case .events(let end):
            cutter = .events(EventStreamParser(limit: limit, lastEventID: lastEventID ?? ""))
            self.end = end
        case .jsonLines:
            cutter = .jsonLines(JSONLinesParser(limit: limit))
            end = nil
        case .jsonSequence:
            cutter = .jsonSequence(JSONSequenceParser(limit: limit))
            end = nil
        case .bytes:
            cutter = .bytes
            end = nil
        }
    }

    /// Events: the last event ID in force (`nil`: none).
    var lastEventID: String? {
        guard case .events(let parser) = cutter, !parser.lastEventID.isEmpty else { return nil }
        return parser.lastEventID
    }

    /// Events: the reconnection time the server asked for with `retry:`, in milliseconds.
    var reconnectionTime: Int? {
        guard case .events(let parser) = cutter else { return nil }
        return parser.reconnectionTime
    }

    /// Whether `part` is the event that ends the stream.
    func isEnd(_ part: StreamPart) -> Bool {
        guard let end, case .event(let event) = part else { return false }
        return event.utf8Data.elementsEqual(end.utf8)
    }

    /// Parses `chunk`, appending each part it completes to `parts`.
    /// - Throws: ``StreamPartTooLarge``.
    mutating func feed(_ chunk: Data, into parts: inout [StreamPart]) throws {
        // Each case takes its parser out of `cutter` first, so that its buffers are not copied on write.
        switch cutter {
        case .events(var parser):
            cutter = .bytes
            defer { cutter = .events(parser) }
            try parser.feed(chunk, into: &parts)
        case .jsonLines(var parser):
            cutter = .bytes
            defer { cutter = .jsonLines(parser) }
            try parser.feed(chunk, into: &parts)
        case .jsonSequence(var parser):
            cutter = .bytes
            defer { cutter = .jsonSequence(parser) }
            try parser.feed(chunk, into: &parts)
        case .bytes:
            if !chunk.isEmpty { parts.append(.chunk(chunk)) }
        }
    }

    /// The body ended cleanly: appends what the last bytes complete.
    mutating func finish(into parts: inout [StreamPart]) throws {
        switch cutter {
        case .events(var parser):
            cutter = .bytes
            defer { cutter = .events(parser) }
            try parser.finish(into: &parts)
        case .jsonLines(var parser):
            cutter = .bytes
            defer { cutter = .jsonLines(parser) }
            try parser.finish(into: &parts)
        case .jsonSequence(var parser):
            cutter = .bytes
            defer { cutter = .jsonSequence(parser) }
            try parser.finish(into: &parts)
        case .bytes:
            break
        }
    }

    /// Events: forgets a half-read event after a broken connection, keeping the last event ID and retry time.
    mutating func reset() {
        guard case .events(var parser) = cutter else { return }
        cutter = .bytes
        parser.reset()
        cutter = .events(parser)
    }

    /// Every part of a whole body, up to the end event (excluded) if there is one.
    static func parts(of body: Data, framing: StreamFraming, limit: Int = .max) throws -> [StreamPart] {
        var parser = StreamParser(framing: framing, limit: limit)
        var parts: [StreamPart] = []
        try parser.feed(body, into: &parts)
        try parser.finish(into: &parts)
        if let end = parts.firstIndex(where: parser.isEnd) { parts.removeSubrange(end...) }
        return parts
    }
}
