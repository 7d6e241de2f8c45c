import Foundation

/// A list of named text parameters that values of any parameter type can be added to: ``QueryItems`` and
/// ``HeaderFields`` conform.
///
/// A conforming type implements only `add(_ name: String, _ value: String?)`; the overloads for numbers, enums and
/// dates come with the protocol, so every builder writes a value the same way (enums as their raw value, dates with
/// the given ``DateCoding``, `nil` left out).
@_spi(Generated) public protocol ParameterBuilder {
    /// Adds `name` with the text `value`; nothing when `value` is nil.
    mutating func add(_ name: String, _ value: String?)
}

@_spi(Generated) extension ParameterBuilder {
    /// Adds `value.description` (`Int`, `Bool` as `true`/`false`, `UUID`, `URL`, …); nothing when `value` is nil.
    public mutating func add<T: CustomStringConvertible>(_ name: String, _ value: T?) {
        add(name, value.map { ParameterText.text($0) })
    }

    /// Adds `value.rawValue`; nothing when `value` is nil.
    public mutating func add<T: RawRepresentable>(_ name: String, _ value: T?)
    where T.RawValue: CustomStringConvertible {
        add(name, value.map { ParameterText.text($0) })
    }

    /// Adds `value.rawValue` (preferred over its `description`); nothing when `value` is nil.
    public mutating func add<T: RawRepresentable & CustomStringConvertible>(_ name: String, _ value: T?)
    where T.RawValue: CustomStringConvertible {
        add(name, value.map { ParameterText.text($0) })
    }

    /// Adds a date written with `coding` (see ``DateCoding/string(from:)``); nothing when `value` is nil.
    public mutating func add(_ name: String, _ value: Date?, coding: DateCoding) {
        add(name, value.map { ParameterText.text($0, coding: coding) })
    }
}
