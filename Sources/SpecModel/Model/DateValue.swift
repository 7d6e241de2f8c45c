import Foundation

/// Reads a date written in a spec (a default or an example) the way the service's `dates:` codes it.
public enum DateValue {
    /// Seconds since 1970 for `node` under `strategy`, or nil when it is not such a date:
    /// `iso8601` takes `2017-09-15T21:43:08Z` with or without fractional seconds, `seconds` and
    /// `milliseconds` take numbers, a format takes strings in that format (UTC, POSIX locale).
    public static func secondsSince1970(_ value: Literal, strategy: DateStrategy) -> Double? {
        switch (strategy, value.kind) {
        case (.seconds, .int(let value)): return Double(value)
        case (.seconds, .double(let value)): return value
        case (.milliseconds, .int(let value)): return Double(value) / 1000
        case (.milliseconds, .double(let value)): return value / 1000
        case (.iso8601, .string(let text)): return iso8601(text)
        case (.format(let format), .string(let text)): return formatted(text, format: format)
        default: return nil
        }
    }

    /// How `strategy` expects a date to be written, for messages.
    public static func expectation(_ strategy: DateStrategy) -> String {
        switch strategy {
        case .iso8601: return "an ISO 8601 date like \"2017-09-15T21:43:08Z\""
        case .seconds: return "a number of seconds since 1970"
        case .milliseconds: return "a number of milliseconds since 1970"
        case .format(let format): return "a date like \"\(format)\""
        }
    }

    /// Read as the runtime reads what a server sends (Foundation's `ISO8601FormatStyle`, with and without fractional
    /// seconds). Not `ISO8601DateFormatter`: on Linux it goes through ICU, which divides by zero on a fraction of
    /// a hundred digits (found by fuzzing).
    private static func iso8601(_ text: String) -> Double? {
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date.timeIntervalSince1970 }
        return (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))?.timeIntervalSince1970
    }

    private static func formatted(_ text: String, format: String) -> Double? {
        // DateFormatter traps on some text whose characters take several UTF-16 units (a digit and a combining
        // mark); no date in a format is written so.
        guard text.utf16.count == text.count else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter.date(from: text)?.timeIntervalSince1970
    }
}
