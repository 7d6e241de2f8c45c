import Foundation

/// How a parameter value becomes text in a path segment, a query item or a header field: one rule for all three
/// (``PathSegment``, ``QueryItems``, ``HeaderFields``).
///
/// - `String`: as it is;
/// - an enum with a raw value: the raw value (`Sort.newest` → `date_desc`), even when it has a `description`;
/// - anything else `CustomStringConvertible`: its `description` (`Int`, `Bool` as `true`/`false`, `UUID`, `URL`, …);
/// - a `Date`: written with the request's ``DateCoding``.
enum ParameterText {
    static func text(_ value: String) -> String {
        value
    }

    static func text<T: CustomStringConvertible>(_ value: T) -> String {
        value.description
    }

    static func text<T: RawRepresentable>(_ value: T) -> String where T.RawValue: CustomStringConvertible {
        value.rawValue.description
    }

    static func text<T: RawRepresentable & CustomStringConvertible>(_ value: T) -> String
    where T.RawValue: CustomStringConvertible {
        value.rawValue.description
    }

    static func text(_ date: Date, coding: DateCoding) -> String {
        coding.string(from: date)
    }
}
