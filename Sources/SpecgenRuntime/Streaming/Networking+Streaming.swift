import Foundation

extension Networking {
    /// Reads the whole response through ``response(for:)`` and streams its elements: `[Element]` as they are, a
    /// `Data` body (or, for another `Response` type, the raw body) cut by the request's framing and decoded.
    public func streamResponse<R: StreamingRequest>(for request: R) async throws
        -> HTTPResponse<ResponseStream<R.Element>> {
        let method = request.method.rawValue
        if R.Response.self == [R.Element].self {
            let whole = try await response(for: request)
            let elements = whole.value as? [R.Element] ?? []
            return whole.map { _ in ResponseStream(elements: elements, method: method, url: whole.url) }
        }
        let raw: HTTPResponse<Data>
        if R.Response.self == Data.self {
            let whole = try await response(for: request)
            raw = whole.map { $0 as? Data ?? Data() }
        } else {
            raw = try await response(for: RawStreamRequest(request))
        }
        do {
            let decoder = JSONCoding(dates: request.dateCoding ?? .iso8601).makeDecoder()
            let elements = try request.decodeElements(raw, decoder: decoder)
            return raw.map { _ in ResponseStream(elements: elements, method: method, url: raw.url) }
        } catch let error as NetworkingError {
            throw error
        } catch let error as StreamPartTooLarge {
            throw NetworkingError(.responseTooLarge(limit: error.limit), method: method, url: raw.url, response: raw)
        } catch {
            throw NetworkingError(NetworkingError.reason(forDecodingError: error,
                                                         model: NetworkingError.typeName(R.Element.self),
                                                         body: raw.value),
                                  method: method, url: raw.url, response: raw)
        }
    }

    /// The elements of `request`'s response as they arrive. Nothing is sent until iteration starts (each
    /// iterator sends the request once); every error — a status outside `200..<300` included — is thrown by the
    /// iterator's `next()`.
    ///
    /// ```swift
    /// for try await event in networker.stream(NotificationsRequest()) { show(event) }
    /// ```
    public func stream<R: StreamingRequest>(_ request: R) -> ResponseStream<R.Element> {
        ResponseStream(deferred: { try await self.streamResponse(for: request).value })
    }
}
