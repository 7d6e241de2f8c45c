import Foundation

/// Reads a `Retry-After` header: a number of seconds (`120`) or an HTTP date (`Wed, 21 Oct 2015 07:28:00 GMT`).
enum RetryAfter {
    /// How long to wait from `now`; `nil` when the value is neither form. A date in the past waits zero.
    static func delay(_ value: String, now: Date = Date()) -> Duration? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed) { return .seconds(max(0, seconds)) }
        // DateFormatter traps on some text whose characters take several UTF-16 units: no HTTP date has them.
        guard trimmed.utf16.count == trimmed.count else { return nil }
        for format in formats {
            if let date = formatter(format).date(from: trimmed) {
                return .seconds(max(0, date.timeIntervalSince(now).rounded(.up)))
            }
        }
        return nil
    }

    /// The preferred IMF-fixdate, and the two obsolete forms HTTP still accepts.
    private static let formats = ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz",
                                  "EEE MMM d HH:mm:ss yyyy"]

    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = format
        return formatter
    }
}
