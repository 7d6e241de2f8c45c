import Foundation

extension Networking {
    /// Streams `request` for code without `async`: calls `receive` with each element as it arrives, then
    /// `completion` with success at the end of the stream or the error (a ``NetworkingError``), on an arbitrary
    /// thread.
    ///
    /// - Returns: The task doing the work; cancel it to cancel the request (`completion` then gets
    ///   ``NetworkingError/Reason/cancelled``).
    @discardableResult
    public func stream<R: StreamingRequest>(
        _ request: R,
        receive: @escaping @Sendable (R.Element) -> Void,
        completion: @escaping @Sendable (Result<Void, any Error>) -> Void
    ) -> Task<Void, Never> {
        Task {
            do {
                for try await element in self.stream(request) { receive(element) }
                completion(.success(()))
            } catch {
                completion(.failure(error))
            }
        }
    }

    /// ``download(_:to:progress:)`` for code without `async`: calls `completion` with the file and the response's
    /// status and headers, or the error, on an arbitrary thread (`progress` too).
    ///
    /// - Returns: The task doing the work; cancel it to cancel the download (nothing is left at `file`).
    @discardableResult
    public func download<R: Request>(
        _ request: R, to file: URL,
        progress: (@Sendable (_ received: Int64, _ expected: Int64?) -> Void)? = nil,
        completion: @escaping @Sendable (Result<HTTPResponse<URL>, any Error>) -> Void
    ) -> Task<Void, Never> {
        Task {
            do {
                completion(.success(try await self.download(request, to: file, progress: progress)))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
