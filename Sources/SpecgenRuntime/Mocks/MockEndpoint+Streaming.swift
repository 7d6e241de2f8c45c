import Foundation

extension MockEndpoint where R: StreamingRequest {
    /// Streams `steps` to every call, in order, with status 200 and `headers`: elements, pauses, bytes as a server
    /// sends them and a failure part-way (see ``MockStreamStep``). `send` collects what the steps give.
    ///
    /// Without `plays` (or ``handleStream(_:)``), a stream endpoint streams what its other answers give: the
    /// elements of ``returns(_:statusCode:headers:)`` or of a handler, a raw body of
    /// ``respond(statusCode:body:headers:)`` cut by the request's framing, the spec's example; and a status outside
    /// `200..<300` throws before the stream, as a ``Networker`` does.
    public func plays(_ steps: [MockStreamStep<R.Element>], headers: [String: String] = [:]) {
        handleStream { _ in (steps, headers) }
    }

    /// Streams the steps `handler` gives for each request, with status 200 and the headers it gives.
    public func handleStream(
        _ handler: @escaping @Sendable (R) async throws
            -> (steps: [MockStreamStep<R.Element>], headers: [String: String])
    ) {
        setStreamHandler(StreamScript(handler: handler))
    }

    /// The script set with ``plays(_:headers:)`` or ``handleStream(_:)``, if any.
    var streamScript: StreamScript<R>? { currentStreamHandler as? StreamScript<R> }
}
