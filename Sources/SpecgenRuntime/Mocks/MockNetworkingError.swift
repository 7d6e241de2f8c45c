import Foundation

/// Why a generated mock networker could not answer.
public enum MockNetworkingError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// The endpoint has no handler and the spec gives no example for it.
    case notStubbed(endpoint: String, request: String)
    /// The request is not one of the service's (a hand-written request, or another service's).
    case unexpectedRequest(service: String, request: String)

    /// What to do about it, naming the endpoint or service and showing the request.
    public var description: String {
        switch self {
        case .notStubbed(let endpoint, let request):
            return "no answer for endpoint '\(endpoint)': set a handler (returns/handle/handleResponse/respond/fails) "
                   + "or give the spec an example; request: \(request)"
        case .unexpectedRequest(let service, let request):
            return "the \(service) mock has no endpoint for this request: \(request)"
        }
    }

    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
