import Foundation

/// Builds a request's `[URLQueryItem]` from optionals, arrays, enums and dates in one line per parameter.
///
/// ```swift
/// var q = QueryItems()
/// q.add("query", query)        // String
/// q.add("page", page)          // Int?: left out when nil
/// q.add("tag", tags)           // [String]: tag=a&tag=b
/// q.add("sort", sort)          // enum: its raw value
/// q.add("since", since, coding: .iso8601)
/// return q.items
/// ```
/// Values are stored unencoded; the networker percent-encodes them when it builds the URL. Single values are
/// written as every ``ParameterBuilder`` writes them; arrays repeat the name once per element.
public struct QueryItems: ParameterBuilder, Sendable, Hashable {
    /// The items added so far, in order.
    public private(set) var items: [URLQueryItem] = []

    /// An empty list.
    public init() {}

    /// Adds `name=value`; nothing when `value` is nil.
    public mutating func add(_ name: String, _ value: String?) {
        guard let value else { return }
        items.append(URLQueryItem(name: name, value: value))
    }

    /// Adds `name=element` once per element, in order (`tag=a&tag=b`); nothing when `values` is nil or empty.
    public mutating func add<T: CustomStringConvertible>(_ name: String, _ values: [T]?) {
        for value in values ?? [] { add(name, ParameterText.text(value)) }
    }

    /// Adds `name=element.rawValue` once per element, in order; nothing when `values` is nil or empty.
    public mutating func add<T: RawRepresentable>(_ name: String, _ values: [T]?) where T.RawValue: CustomStringConvertible {
        for value in values ?? [] { add(name, ParameterText.text(value)) }
    }

    /// Adds `name=element.rawValue` once per element (preferred over `description`); nothing when nil or empty.
    public mutating func add<T: RawRepresentable & CustomStringConvertible>(_ name: String, _ values: [T]?)
    where T.RawValue: CustomStringConvertible {
        for value in values ?? [] { add(name, ParameterText.text(value)) }
    }
}
