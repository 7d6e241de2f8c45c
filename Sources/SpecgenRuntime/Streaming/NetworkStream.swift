import Foundation

/// The elements of one streamed response from a ``Networker``: the parts of a ``StreamPartSource`` decoded by the
/// request, on the consumer's actor, as many at a time as have arrived.
final class NetworkStream<R: StreamingRequest>: ElementSource {
    typealias Element = R.Element

    private let request: R
    private let parts: StreamPartSource
    /// A part that didn't decode after others that did: thrown once they were taken.
    private let pendingError = Locked<NetworkingError?>(nil)

    init(request: R, parts: StreamPartSource) {
        self.request = request
        self.parts = parts
    }

    func cancel() {
        parts.cancel()
    }

    func nextElements(isolation actor: isolated (any Actor)?) async throws -> [Element] {
        if let error = pendingError.withLock({ $0.take() }) { throw error }
        let batch = try await parts.nextParts(isolation: actor)
        guard !batch.isEmpty else { return [] }
        let opened = parts.opened
        var elements: [Element] = []
        elements.reserveCapacity(batch.count)
        for part in batch {
            do {
                elements.append(try request.decodeElement(part, decoder: opened.decoder))
            } catch {
                let failure = await parts.fail(decodingError(error, part: part, opened: opened))
                guard !elements.isEmpty else { throw failure }
                pendingError.withLock { $0 = failure }
                return elements
            }
        }
        return elements
    }

    private func decodingError(_ error: any Error, part: StreamPart, opened: OpenedStream) -> NetworkingError {
        if let error = error as? NetworkingError { return error }
        var response = opened.head
        response.value = part.payload
        let reason = NetworkingError.reason(forDecodingError: error, model: NetworkingError.typeName(Element.self),
                                            body: part.payload)
        return NetworkingError(reason, method: opened.exchange.method, url: opened.exchange.url, response: response)
    }
}
