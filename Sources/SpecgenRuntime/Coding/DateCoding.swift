import Foundation

/// How dates appear in JSON (and in query values): the spec's `dates:` setting.
public enum DateCoding: Sendable, Hashable {
    /// ISO 8601 strings. Decoding accepts both `2017-09-15T21:43:08Z` and `2019-07-10T13:10:55.296Z`;
    /// encoding writes whole seconds in UTC (`2017-09-15T21:43:08Z`).
    case iso8601
    /// Seconds since 1970 as a JSON number (fractions allowed).
    case seconds
    /// Milliseconds since 1970 as a JSON number.
    case milliseconds
    /// Strings in a fixed `DateFormatter` format such as `"yyyy-MM-dd"`, read and written in UTC with the
    /// `en_US_POSIX` locale.
    case format(String)

    /// The matching `JSONDecoder` strategy.
    public var decodingStrategy: JSONDecoder.DateDecodingStrategy {
        switch self {
        case .iso8601:
            return .custom { decoder in
                let container = try decoder.singleValueContainer()
                let string = try container.decode(String.self)
                guard let date = ISO8601Parsing.date(from: string) else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "Expected an ISO 8601 date, got '\(string)'.")
                }
                return date
            }
        case .seconds:
            return .secondsSince1970
        case .milliseconds:
            return .millisecondsSince1970
        case .format(let format):
            return .custom { decoder in
                let container = try decoder.singleValueContainer()
                let string = try container.decode(String.self)
                guard let date = Self.date(from: string, format: format) else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "Expected a date written as \(format), got '\(string)'.")
                }
                return date
            }
        }
    }

    /// A date in `format`, or nil. Text in which a character takes more than one UTF-16 unit (a combining mark, an
    /// emoji) is never such a date, and isn't handed to `DateFormatter`, which traps on some of it on Linux.
    static func date(from text: String, format: String) -> Date? {
        guard text.utf16.count == text.count else { return nil }
        return formatter(format).date(from: text)
    }

    /// The matching `JSONEncoder` strategy.
    public var encodingStrategy: JSONEncoder.DateEncodingStrategy {
        switch self {
        case .iso8601: return .iso8601
        case .seconds: return .secondsSince1970
        case .milliseconds: return .millisecondsSince1970
        case .format(let format): return .formatted(Self.formatter(format))
        }
    }

    /// The date as text, for a query or header value: `2017-09-15T21:43:08Z`, `1505511788`, `1505511788000`
    /// (whole numbers when the date has no fraction) or the fixed format.
    public func string(from date: Date) -> String {
        switch self {
        case .iso8601:
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

/// ISO 8601 parsing with and without fractional seconds.
enum ISO8601Parsing {
    static let plain = Date.ISO8601FormatStyle()
    static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    static func date(from string: String) -> Date? {
        if let date = try? plain.parse(string) { return date }
        return try? fractional.parse(string)
    }
}
