import Foundation

/// Builds a request's header fields from optionals, enums and dates in one line per parameter, as
/// ``QueryItems`` does for the query (both are ``ParameterBuilder``s).
///
/// ```swift
/// var headers = HeaderFields(["Accept": "application/json"])
/// headers.add("X-Request-ID", requestID)   // String?: left out when nil
/// headers.add("X-Version", 2)              // Int: "2"
/// return headers.fields
/// ```
@_spi(Generated) public struct HeaderFields: ParameterBuilder, Sendable, Hashable {
    /// The fields added so far.
    public private(set) var fields: [String: String]

    /// Starts with fixed fields (none by default).
    public init(_ fields: [String: String] = [:]) {
        self.fields = fields
    }

    /// Sets `name: value`; nothing when `value` is nil.
    public mutating func add(_ name: String, _ value: String?) {
        guard let value else { return }
        fields[name] = value
    }
}
