import Foundation

/// One step of what a mock stream plays (``MockEndpoint/plays(_:headers:)``): an element, a pause, bytes a server
/// would send, or a failure part-way.
///
/// ```swift
/// mock.completeChat.plays([
///     .element(ChatChunk(id: "c1", delta: "Hel")),
///     .pause(.milliseconds(50)),
///     .raw("data: {\"id\":\"c1\",\"delta\":\"lo\"}\n\n"),
///     .failure(URLError(.networkConnectionLost)),
/// ])
/// ```
public enum MockStreamStep<Element: Sendable>: Sendable {
    /// An element, given to the consumer as it is.
    case element(Element)
    /// A pause before the next step (cancelling the consumer ends it at once).
    case pause(Duration)
    /// Bytes of the body as a server sends them — `data: …` lines of events, JSON Lines, a JSON text sequence —,
    /// cut by the request's framing and decoded as a ``Networker`` would: a half event waits for the next `raw`
    /// step, an end event (`[DONE]`) ends the stream, a part that doesn't decode fails it with the networker's
    /// decoding error.
    case raw(String)
    /// Ends the stream with an error: a `URLError` as the networker's ``NetworkingError/Reason/transport(_:)``
    /// naming the request, any other error as it is.
    case failure(any Error)
}
