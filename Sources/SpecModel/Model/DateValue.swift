import Foundation
internal import SpecgenRuntime

/// Reads a date written in a spec (a default or an example) the way the service's `dates:` codes it.
public enum DateValue {
    /// Seconds since 1970 for `node` under `strategy`, or nil when it is not such a date: text as the runtime's
    /// ``DateCoding`` reads what a server sends, numbers for `seconds` and `milliseconds`.
    public static func secondsSince1970(_ value: Literal, strategy: DateStrategy) -> Double? {
        switch (strategy, value.kind) {
        case (.seconds, .int(let value)): return Double(value)
        case (.seconds, .double(let value)): return value
        case (.milliseconds, .int(let value)): return Double(value) / 1000
        case (.milliseconds, .double(let value)): return value / 1000
        case (.iso8601, .string(let text)): return DateCoding.iso8601.date(from: text)?.timeIntervalSince1970
        case (.rfc3339, .string(let text)): return DateCoding.rfc3339.date(from: text)?.timeIntervalSince1970
        case (.format(let format), .string(let text)):
            return DateCoding.format(format).date(from: text)?.timeIntervalSince1970
        default: return nil
        }
    }
}
