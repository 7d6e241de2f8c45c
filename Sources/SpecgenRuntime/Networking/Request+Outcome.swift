import Foundation

extension Request {
    /// What a networker makes of a raw response to this request — the one path ``Networker`` and
    /// ``MockEndpoint`` share: a status outside `200..<300` throws ``NetworkingError/Reason/status(_:)`` with the
    /// error body decoded by ``decodeErrorBody(_:decoder:)``; a 2xx response is decoded by ``decode(_:decoder:)``,
    /// whose failure throws ``NetworkingError/Reason/decoding(codingPath:description:)``.
    /// - Parameters:
    ///   - method: The method as sent, for the error.
    ///   - url: The URL as sent, for the error.
    func outcome(of raw: HTTPResponse<Data>, method: String, url: URL?, decoder: JSONDecoder) throws
        -> HTTPResponse<Response> {
        guard (200..<300).contains(raw.statusCode) else {
            throw NetworkingError.status(raw, method: method, url: url,
                                         errorBody: decodeErrorBody(raw, decoder: decoder))
        }
        do {
            return try raw.map { _ in try decode(raw, decoder: decoder) }
        } catch let error as NetworkingError {
            throw error
        } catch {
            throw NetworkingError(NetworkingError.reason(forDecodingError: error,
                                                         model: NetworkingError.typeName(Response.self),
                                                         body: raw.value),
                                  method: method, url: url, response: raw)
        }
    }
}
