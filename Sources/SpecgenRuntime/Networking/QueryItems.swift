import Foundation

/// Builds a request's `[URLQueryItem]` from optionals, arrays, enums and dates in one line per parameter.
///
/// ```swift
/// var q = QueryItems()
/// q.add("query", query)        // String
/// q.add("page", page)          // Int?: left out when nil
/// q.add("tag", tags)           // [String]: tag=a&tag=b
/// q.add("ids", ids, style: .commaJoined)   // ids=a,b
/// q.add("filter", filter)      // [String: String]: filter[kind]=owl
/// q.add("sort", sort)          // enum: its raw value
/// q.add("since", since, coding: .iso8601)
/// return q.items               // and q.percentEncodedItems for the request's percentEncodedQueryItems
/// ```
/// Values in ``items`` are stored unencoded; the networker percent-encodes them when it builds the URL. Single
/// values are written as every ``ParameterBuilder`` writes them; arrays repeat the name once per element unless
/// another ``Style`` is asked for. Comma-joined lists go to ``percentEncodedItems``, encoded here.
@_spi(Generated) public struct QueryItems: ParameterBuilder, Sendable, Hashable {
    /// How a list is written in a query.
    public enum Style: Sendable, Hashable {
        /// The name once per element: `tag=a&tag=b`.
        case repeated
        /// The elements in one value, separated by literal commas: `tag=a,b`; a comma inside an element is sent
        /// as `%2C`.
        case commaJoined
        /// The name with `[]` once per element: `tag[]=a&tag[]=b`.
        case bracketed
    }

    /// The items added so far, in order, not yet percent-encoded.
    public private(set) var items: [URLQueryItem] = []
    /// The items added already percent-encoded (comma-joined lists), in order: a request returns them as its
    /// ``Request/percentEncodedQueryItems``.
    public private(set) var percentEncodedItems: [URLQueryItem] = []

    /// An empty list.
    public init() {}

    /// Adds `name=value`; nothing when `value` is nil.
    public mutating func add(_ name: String, _ value: String?) {
        guard let value else { return }
        items.append(URLQueryItem(name: name, value: value))
    }

    /// Adds `name=element` once per element, in order (`tag=a&tag=b`); nothing when `values` is nil or empty.
    public mutating func add<T: CustomStringConvertible>(_ name: String, _ values: [T]?) {
        add(name, values, style: .repeated)
    }

    /// Adds `name=element.rawValue` once per element, in order; nothing when `values` is nil or empty.
    public mutating func add<T: RawRepresentable>(_ name: String, _ values: [T]?)
    where T.RawValue: CustomStringConvertible {
        add(name, values, style: .repeated)
    }

    /// Adds `name=element.rawValue` once per element (preferred over `description`); nothing when nil or empty.
    public mutating func add<T: RawRepresentable & CustomStringConvertible>(_ name: String, _ values: [T]?)
    where T.RawValue: CustomStringConvertible {
        add(name, values, style: .repeated)
    }

    /// Adds the elements' `description`s written in `style`; nothing when `values` is nil or empty.
    public mutating func add<T: CustomStringConvertible>(_ name: String, _ values: [T]?, style: Style) {
        add(name, texts: values?.map { ParameterText.text($0) }, style: style)
    }

    /// Adds the elements' raw values written in `style`; nothing when `values` is nil or empty.
    public mutating func add<T: RawRepresentable>(_ name: String, _ values: [T]?, style: Style)
    where T.RawValue: CustomStringConvertible {
        add(name, texts: values?.map { ParameterText.text($0) }, style: style)
    }

    /// Adds the elements' raw values (preferred over `description`) written in `style`; nothing when nil or empty.
    public mutating func add<T: RawRepresentable & CustomStringConvertible>(
        _ name: String, _ values: [T]?, style: Style)
    where T.RawValue: CustomStringConvertible {
        add(name, texts: values?.map { ParameterText.text($0) }, style: style)
    }

    /// Adds dates written with `coding`, in `style`; nothing when `values` is nil or empty.
    public mutating func add(_ name: String, _ values: [Date]?, style: Style, coding: DateCoding) {
        add(name, texts: values?.map { ParameterText.text($0, coding: coding) }, style: style)
    }

    private mutating func add(_ name: String, texts: [String]?, style: Style) {
        guard let texts, !texts.isEmpty else { return }
        switch style {
        case .repeated:
            for text in texts { add(name, text) }
        case .bracketed:
            for text in texts { add(name + "[]", text) }
        case .commaJoined:
            let value = texts.map(PercentEncoding.encode).joined(separator: ",")
            percentEncodedItems.append(URLQueryItem(name: PercentEncoding.encode(name), value: value))
        }
    }
}
