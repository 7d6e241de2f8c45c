/// The HTTP method of a ``Request``.
///
/// The raw value is the method token sent on the request line.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// `GET`: read a resource.
    case get = "GET"
    /// `POST`: create a resource or run an action.
    case post = "POST"
    /// `PUT`: replace a resource.
    case put = "PUT"
    /// `PATCH`: change part of a resource.
    case patch = "PATCH"
    /// `DELETE`: remove a resource.
    case delete = "DELETE"
    /// `HEAD`: like `GET`, headers only.
    case head = "HEAD"
    /// `OPTIONS`: what the server allows for a resource.
    case options = "OPTIONS"
    /// `TRACE`: the request echoed back, for diagnosis (no body).
    case trace = "TRACE"
}
