import Foundation

/// Builds a request's header fields from optionals, enums and dates in one line per parameter, as
/// ``QueryItems`` does for the query.
///
/// ```swift
/// var headers = HeaderFields(["Accept": "application/json"])
/// headers.add("X-Request-ID", requestID)   // String?: left out when nil
/// headers.add("X-Version", 2)              // Int: "2"
/// return headers.fields
/// ```
public struct HeaderFields: Sendable, Hashable {
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

    /// Sets `name: value.description` (`Int`, `Bool` as `true`/`false`, `UUID`, `URL`, …); nothing when nil.
    public mutating func add<T: CustomStringConvertible>(_ name: String, _ value: T?) {
        add(name, value?.description)
    }

    /// Sets `name: value.rawValue`; nothing when `value` is nil.
    public mutating func add<T: RawRepresentable>(_ name: String, _ value: T?) where T.RawValue: CustomStringConvertible {
        add(name, value?.rawValue.description)
    }

    /// Sets `name: value.rawValue` (preferred over its `description`); nothing when `value` is nil.
    public mutating func add<T: RawRepresentable & CustomStringConvertible>(_ name: String, _ value: T?)
    where T.RawValue: CustomStringConvertible {
        add(name, value?.rawValue.description)
    }

    /// Sets a date written with `coding` (see ``DateCoding/string(from:)``); nothing when `value` is nil.
    public mutating func add(_ name: String, _ value: Date?, coding: DateCoding) {
        add(name, value.map(coding.string(from:)))
    }
}
