import Foundation

@_spi(Generated) extension QueryItems {
    /// Adds `name[key]=value` for each entry, sorted by key (`filter[kind]=owl&filter[year]=2024`); nothing when
    /// `dictionary` is nil or empty. The networker sends the brackets as `%5B` and `%5D`.
    public mutating func add<T: CustomStringConvertible>(_ name: String, _ dictionary: [String: T]?) {
        add(name, entries: dictionary?.mapValues { ParameterText.text($0) })
    }

    /// Adds `name[key]=value.rawValue` for each entry, sorted by key; nothing when nil or empty.
    public mutating func add<T: RawRepresentable>(_ name: String, _ dictionary: [String: T]?)
    where T.RawValue: CustomStringConvertible {
        add(name, entries: dictionary?.mapValues { ParameterText.text($0) })
    }

    /// Adds `name[key]=value.rawValue` (preferred over `description`) for each entry, sorted by key; nothing when
    /// nil or empty.
    public mutating func add<T: RawRepresentable & CustomStringConvertible>(_ name: String, _ dictionary: [String: T]?)
    where T.RawValue: CustomStringConvertible {
        add(name, entries: dictionary?.mapValues { ParameterText.text($0) })
    }

    /// Adds `name[key]=date` for each entry, sorted by key, each date written with `coding`; nothing when nil or
    /// empty.
    public mutating func add(_ name: String, _ dictionary: [String: Date]?, coding: DateCoding) {
        add(name, entries: dictionary?.mapValues { ParameterText.text($0, coding: coding) })
    }

    private mutating func add(_ name: String, entries: [String: String]?) {
        for (key, text) in (entries ?? [:]).sorted(by: { $0.key < $1.key }) {
            add(name + "[" + key + "]", text)
        }
    }
}
