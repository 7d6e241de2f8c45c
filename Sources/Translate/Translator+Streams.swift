import Names
import SpecModel

extension Translator {
    /// What a `stream:` adds to a request: its `StreamingRequest` members and, for events typed by name, the enum
    /// they decode into and the `decodeElement` that chooses its case.
    struct StreamParts {
        /// `Request`, or `StreamingRequest` for a stream.
        var conformance = "Request"
        /// The `Element` typealias.
        var elementType: String?
        /// The value of `framing`: `.events(end: "[DONE]")`, `.jsonLines`, `.jsonSequence`, `.bytes`.
        var framing: String?
        var resumes = false
        /// The switch cases of `decodeElement(_:decoder:)` for events typed by name.
        var elementDecodeLines: [String] = []
        /// The `<Endpoint>Event` enum's cases, each after its doc line.
        var eventCases: [String] = []
    }

    func streamParts(_ id: EndpointID, imports: inout Imports) -> StreamParts {
        guard let stream = api[id].stream else { return StreamParts() }
        var parts = StreamParts(conformance: "StreamingRequest")
        parts.resumes = stream.resumes
        switch stream.kind {
        case .events: parts.framing = ".events(end: \(stream.end.map(SwiftLiteral.string) ?? "nil"))"
        case .lines: parts.framing = ".jsonLines"
        case .sequence: parts.framing = ".jsonSequence"
        case .bytes: parts.framing = ".bytes"
        }
        if let element = stream.element {
            imports.mention(element)
            parts.elementType = typeName(element)
        } else if stream.kind == .bytes {
            imports.mentionFoundation()
            parts.elementType = "Data"
        }
        guard let eventType = names[id].eventType else { return parts }
        // `decodeElement(_:decoder:)` names `JSONDecoder`.
        imports.mentionFoundation()
        parts.elementType = eventType
        for (event, name) in zip(stream.events, names[id].eventCases) {
            imports.mention(event.type)
            let caseName = SwiftIdentifier.escaped(name)
            let type = typeName(event.type)
            parts.eventCases += ["/// `\(event.name)` events.", "case \(caseName)(\(type))"]
            let label = "case \(SwiftLiteral.string(event.name)):"
            // A `String` event is its text as it is, as a stream of `String` elements reads it.
            let value = event.type == .builtin(.string) ? "return .\(caseName)(event.data)"
                : "return .\(caseName)(try event.decodeData(\(type).self, decoder: decoder))"
            parts.elementDecodeLines += Self.switchCase(label, value, indent: 8)
        }
        parts.eventCases += ["/// An event the spec doesn't list, as it arrived.", "case unknown(ServerSentEvent)"]
        parts.elementDecodeLines.append("default: return .unknown(event)")
        return parts
    }
}
