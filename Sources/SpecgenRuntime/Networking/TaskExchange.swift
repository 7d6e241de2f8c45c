import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the networker's ``SessionDelegate`` hands a task's events to: one request on the wire.
protocol TaskExchange: AnyObject, Sendable {
    /// Applies the redirect rule of the request.
    var redirect: RedirectRule { get }
    /// The status and headers arrived.
    func receive(_ response: URLResponse)
    /// A piece of the body arrived; `response` is the task's response by then.
    func receive(_ data: Data, response: URLResponse?)
    /// URLSession reports the task complete.
    func complete(_ transportError: (any Error)?, response: URLResponse?)
}
