import Foundation

/// A request for another request's body as bytes (what downloads send), answered by that request's endpoint.
protocol RawStreaming: Sendable {
    /// The base request's answer from `endpoints` as bytes: the chunks its script plays, or its whole answer's bytes.
    func rawBody(from endpoints: MockEndpoints) async throws -> HTTPResponse<ResponseStream<Data>>
}

extension RawStreamRequest: RawStreaming {
    func rawBody(from endpoints: MockEndpoints) async throws -> HTTPResponse<ResponseStream<Data>> {
        if let streaming = base as? any StreamingRequest, let chunks = try await Self.chunks(streaming, endpoints) {
            return chunks
        }
        let whole = try await endpoints.response(for: base)
        let bytes: Data
        switch whole.value {
        case let data as Data: bytes = data
        case let chunks as [Data]: bytes = chunks.reduce(Data(), +)
        case let value as any Encodable: bytes = try JSONEncoder().encode(value)
        default:
            throw MockNetworkingError.unexpectedRequest(service: endpoints.service, request: String(describing: base))
        }
        return whole.map { _ in ResponseStream(elements: [bytes], method: base.method.rawValue, url: whole.url) }
    }

    /// The chunks the script of `request`'s endpoint plays, when it streams bytes; nil otherwise.
    private static func chunks<S: StreamingRequest>(_ request: S, _ endpoints: MockEndpoints) async throws
        -> HTTPResponse<ResponseStream<Data>>? {
        guard S.Element.self == Data.self, let played = try await endpoints.played(request) else { return nil }
        return (played as Any) as? HTTPResponse<ResponseStream<Data>>
    }
}
