import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A stream whose head arrived with a 2xx status: what one attempt of ``Networker/streamResponse(for:)`` gives.
struct OpenedStream: Sendable {
    /// Status, headers and URL, as the delegate's `didReceive` returned them (the body is not in it).
    let head: HTTPResponse<Data>
    let exchange: StreamExchange
    /// The request as sent.
    let sent: URLRequest
    /// The decoder for the request's date coding.
    let decoder: JSONDecoder
}
