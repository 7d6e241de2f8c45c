import Foundation

@_spi(Generated) extension ServerSentEvent {
    /// The event's `data` decoded as JSON of `type`: what a request whose events are typed by name decodes each event
    /// to, after choosing `type` by ``event``.
    ///
    /// ```swift
    /// switch event.event {
    /// case "delta": return .delta(try event.decodeData(ChatChunk.self, decoder: decoder))
    /// default: return .unknown(event)
    /// }
    /// ```
    public func decodeData<T: Decodable>(_ type: T.Type, decoder: JSONDecoder) throws -> T {
        try decoder.decode(type, from: Data(data.utf8))
    }
}

@_spi(Generated) extension StreamPart {
    /// The event this part is; throws `DecodingError.dataCorrupted` for a record or a chunk, which only a stream of
    /// another framing gives.
    public func serverSentEvent() throws -> ServerSentEvent {
        if case .event(let event) = self { return event }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: [],
            debugDescription: "expected a server-sent event, found a record or chunk of another framing"))
    }
}
