import Foundation

/// How dates appear in JSON (and in query values): the spec's `dates:` setting.
public enum DateCoding: Sendable, Hashable {
    /// ISO 8601 strings as servers send them. Decoding accepts RFC 3339 (`2017-09-15T21:43:08Z`,
    /// `2019-07-10T13:10:55.296+02:00`, fractional seconds of any length) and beside it a date-time without an offset
    /// (read as UTC: `2018-01-02T03:04:05`), with a space for the `T` (`2021-06-14 14:45:46`), with an offset
    /// without its colon (`+0200`) or minutes (`+02`), and a day alone (`2023-05-01`, midnight UTC). Encoding writes
    /// whole seconds in UTC (`2017-09-15T21:43:08Z`).
    case iso8601
    /// RFC 3339 date-times only: decoding refuses what ``iso8601`` takes beside them (no offset, a space for the
    /// `T`, a day alone). Encoding as ``iso8601``.
    case rfc3339
    /// Seconds since 1970 as a JSON number (fractions allowed).
    case seconds
    /// Milliseconds since 1970 as a JSON number.
    case milliseconds
    /// Strings in a fixed `DateFormatter` format such as `"yyyy-MM-dd"`, read and written in UTC with the
    /// `en_US_POSIX` locale.
    case format(String)

    /// The matching `JSONDecoder` strategy.
    var decodingStrategy: JSONDecoder.DateDecodingStrategy {
        switch self {
        case .iso8601, .rfc3339, .format:
            return .custom { decoder in
                let container = try decoder.singleValueContainer()
                let string = try container.decode(String.self)
                guard let date = date(from: string) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: mismatch(string))
                }
                return date
            }
        case .seconds:
            return .secondsSince1970
        case .milliseconds:
            return .millisecondsSince1970
        }
    }

    /// The date `text` writes as this coding reads text (``iso8601``, ``rfc3339`` or a format), or nil.
    package func date(from text: String) -> Date? {
        switch self {
        case .iso8601, .rfc3339:
            return DateText.secondsSince1970(text, strict: self == .rfc3339).map(Date.init(timeIntervalSince1970:))
        case .format(let format):
            // Text in which a character takes more than one UTF-16 unit (a combining mark, an emoji) is never such a
            // date, and isn't handed to `DateFormatter`, which traps on some of it on Linux.
            guard text.utf16.count == text.count else { return nil }
            return Self.formatter(format).date(from: text)
        case .seconds, .milliseconds:
            return nil
        }
    }

    /// Why `text` is not a date as this coding reads text.
    func mismatch(_ text: String) -> String {
        switch self {
        case .rfc3339: return "Expected an RFC 3339 date-time, got '\(text)'."
        case .format(let format): return "Expected a date written as \(format), got '\(text)'."
        default: return "Expected an ISO 8601 date, got '\(text)'."
        }
    }

    /// The matching `JSONEncoder` strategy.
    var encodingStrategy: JSONEncoder.DateEncodingStrategy {
        switch self {
        case .iso8601, .rfc3339: return .iso8601
        case .seconds: return .secondsSince1970
        case .milliseconds: return .millisecondsSince1970
        case .format(let format): return .formatted(Self.formatter(format))
        }
    }

    /// The date as text, for a query or header value: `2017-09-15T21:43:08Z`, `1505511788`, `1505511788000`
    /// (whole numbers when the date has no fraction) or the fixed format.
    public func string(from date: Date) -> String {
        switch self {
        case .iso8601, .rfc3339:
            return date.formatted(Date.ISO8601FormatStyle())
        case .seconds:
            return Self.number(date.timeIntervalSince1970)
        case .milliseconds:
            return Self.number(date.timeIntervalSince1970 * 1000)
        case .format(let format):
            return Self.formatter(format).string(from: date)
        }
    }

    private static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 9e15 { return String(Int64(value)) }
        return String(value)
    }

    static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter
    }
}
