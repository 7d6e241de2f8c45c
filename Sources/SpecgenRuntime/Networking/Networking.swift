import Foundation

/// Anything that can send a ``Request``: the URLSession-based ``Networker``, or a mock in tests.
///
/// A conforming type implements only ``response(for:)``; ``send(_:)``, the completion-handler forms and
/// (where Combine exists) `publisher(for:)` are built on it. ``streamResponse(for:)`` has a default that reads
/// the body whole; ``Networker`` streams it.
public protocol Networking: Sendable {
    /// Sends `request` and returns its decoded response together with the status code and headers.
    ///
    /// Throws ``NetworkingError`` for every failure — transport, a non-2xx status, a body that does not decode, an
    /// invalid URL, cancellation — naming the request's method and URL. Errors thrown by a ``NetworkingDelegate``
    /// hook pass through unchanged.
    func response<R: Request>(for request: R) async throws -> HTTPResponse<R.Response>

    /// Sends `request` and returns as soon as the status and headers arrived, with the body's elements to come as
    /// a ``ResponseStream``.
    ///
    /// A status outside `200..<300` throws the ``NetworkingError`` ``response(for:)`` throws (with the body and the
    /// request's decoded error body). The default implementation, for conforming types of your own, gets the whole
    /// body through ``response(for:)`` and streams its elements.
    func streamResponse<R: StreamingRequest>(for request: R) async throws -> HTTPResponse<ResponseStream<R.Element>>
}

extension Networking {
    /// Sends `request` and returns its decoded response value.
    ///
    /// Cancelling the calling task cancels the request; it then throws ``NetworkingError/Reason/cancelled``.
    @discardableResult
    public func send<R: Request>(_ request: R) async throws -> R.Response {
        try await response(for: request).value
    }

    /// Sends `request` for the first page (`nextPageURL == nil`), or ``NextPageRequest`` with `request`'s settings
    /// for the page at `nextPageURL` — the `next` a ``CursorBasedObjectsController`` got from the previous page.
    ///
    /// Throws ``NetworkingError/Reason/invalidURL(_:)`` when `nextPageURL` is not an absolute URL.
    @discardableResult @_spi(Generated)
    public func send<R: Request>(_ request: R, nextPageURL: String?) async throws -> R.Response {
        try await response(for: request, nextPageURL: nextPageURL).value
    }

    /// ``send(_:nextPageURL:)`` returning status and headers too: what a controller following
    /// `Link: <…>; rel="next"` headers needs (``HTTPResponse/link(rel:)``).
    @_spi(Generated)
    public func response<R: Request>(for request: R, nextPageURL: String?) async throws -> HTTPResponse<R.Response> {
        guard let nextPageURL else { return try await response(for: request) }
        guard let url = URL(string: nextPageURL), url.scheme != nil, url.host != nil else {
            throw NetworkingError(.invalidURL(nextPageURL), method: request.method.rawValue, url: nil)
        }
        return try await response(for: NextPageRequest(request, url: url))
    }

    /// Sends `request` and calls `completion` with the decoded value or the error, on an arbitrary thread.
    ///
    /// - Returns: The task doing the work; cancel it to cancel the request (`completion` then gets
    ///   ``NetworkingError/Reason/cancelled``).
    @discardableResult
    public func send<R: Request>(
        _ request: R,
        completion: @escaping @Sendable (Result<R.Response, any Error>) -> Void
    ) -> Task<Void, Never> {
        response(for: request) { result in completion(result.map(\.value)) }
    }

    /// Sends `request` and calls `completion` with the value, status and headers, or the error, on an
    /// arbitrary thread.
    ///
    /// - Returns: The task doing the work; cancel it to cancel the request.
    @discardableResult
    public func response<R: Request>(
        for request: R,
        completion: @escaping @Sendable (Result<HTTPResponse<R.Response>, any Error>) -> Void
    ) -> Task<Void, Never> {
        Task {
            do {
                completion(.success(try await self.response(for: request)))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
