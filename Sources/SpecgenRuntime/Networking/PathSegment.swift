/// Percent-encodes one path segment, so a parameter can never change which resource a path names.
///
/// `/ ? # %`, spaces, non-ASCII and every other character outside `A-Z a-z 0-9 - . _ ~` are encoded, and the
/// dot segments `.` and `..` go out as `%2E` and `%2E%2E` (URL handling would otherwise resolve them):
///
/// ```swift
/// "/recordings/" + PathSegment.encode(id)   // id "a/../b" → "/recordings/a%2F..%2Fb"
/// ```
/// A parameter that may span several segments (a file path, `docs/2024/report.pdf`) goes through
/// `encodeSegments(_:)`: its `/` stay literal, and every segment between them is encoded as above.
///
/// Values become text as in ``QueryItems`` and ``HeaderFields``: enums as their raw value, anything else
/// `CustomStringConvertible` as its `description`.
@_spi(Generated) public enum PathSegment {
    /// The encoded segment for a string.
    public static func encode(_ value: String) -> String {
        switch value {
        case ".": return "%2E"
        case "..": return "%2E%2E"
        default: return PercentEncoding.encode(value)
        }
    }

    /// The encoded segment for a value's `description` (`Int`, `UUID`, `Double`, `Bool`, …).
    public static func encode<T: CustomStringConvertible>(_ value: T) -> String {
        encode(ParameterText.text(value))
    }

    /// The encoded segment for an enum's raw value.
    public static func encode<T: RawRepresentable>(_ value: T) -> String where T.RawValue: CustomStringConvertible {
        encode(ParameterText.text(value))
    }

    /// The encoded segment for an enum's raw value (preferred over its `description`).
    public static func encode<T: RawRepresentable & CustomStringConvertible>(_ value: T) -> String
    where T.RawValue: CustomStringConvertible {
        encode(ParameterText.text(value))
    }

    /// The encoded segment for a list (OpenAPI's `simple` style): each value encoded as `encode(_:)` encodes a
    /// segment, so a `,` inside one goes out as `%2C`, joined with literal `,` (`[3, 4]` → `3,4`).
    public static func encode<T: CustomStringConvertible>(_ values: [T]) -> String {
        values.map { encode($0) }.joined(separator: ",")
    }

    /// The encoded segment for a list of enums: their raw values, joined with `,`.
    public static func encode<T: RawRepresentable>(_ values: [T]) -> String where T.RawValue: CustomStringConvertible {
        values.map { encode($0) }.joined(separator: ",")
    }

    /// The encoded segment for a list of enums (their raw values preferred over their `description`s), joined with
    /// `,`.
    public static func encode<T: RawRepresentable & CustomStringConvertible>(_ values: [T]) -> String
    where T.RawValue: CustomStringConvertible {
        values.map { encode($0) }.joined(separator: ",")
    }

    /// Several segments: `value` split at every `/`, each part encoded as `encode(_:)` encodes a
    /// segment, joined again with literal `/`. The dot segments stay encoded, so the value can't climb:
    /// `"a/../b"` → `"a/%2E%2E/b"`. Empty parts stay empty (`"a//b"`, a leading or trailing `/`).
    public static func encodeSegments(_ value: String) -> String {
        value.split(separator: "/", omittingEmptySubsequences: false).map { encode(String($0)) }.joined(separator: "/")
    }

    /// Several segments from a value's `description`, split at `/`.
    public static func encodeSegments<T: CustomStringConvertible>(_ value: T) -> String {
        encodeSegments(ParameterText.text(value))
    }

    /// Several segments from an enum's raw value, split at `/`.
    public static func encodeSegments<T: RawRepresentable>(_ value: T) -> String
    where T.RawValue: CustomStringConvertible {
        encodeSegments(ParameterText.text(value))
    }

    /// Several segments from an enum's raw value (preferred over its `description`), split at `/`.
    public static func encodeSegments<T: RawRepresentable & CustomStringConvertible>(_ value: T) -> String
    where T.RawValue: CustomStringConvertible {
        encodeSegments(ParameterText.text(value))
    }
}
