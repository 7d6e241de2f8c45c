/// Percent-encodes one path segment, so a parameter can never change which resource a path names.
///
/// `/ ? # %`, spaces, non-ASCII and every other character outside `A-Z a-z 0-9 - . _ ~` are encoded, and the
/// dot segments `.` and `..` go out as `%2E` and `%2E%2E` (URL handling would otherwise resolve them):
///
/// ```swift
/// "/recordings/" + PathSegment.encode(id)   // id "a/../b" → "/recordings/a%2F..%2Fb"
/// ```
/// Values become text as in ``QueryItems`` and ``HeaderFields``: enums as their raw value, anything else
/// `CustomStringConvertible` as its `description`.
public enum PathSegment {
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
}
