/// Reads a date and time written as text: RFC 3339 (`2017-09-15T21:43:08Z`, `2019-07-10T13:10:55.296+02:00`), and,
/// unless strict, the forms servers send beside it — no offset (read as UTC: `2018-01-02T03:04:05`), a space for the
/// `T` (`2021-06-14 14:45:46`), an offset without its colon (`+0200`) or minutes (`+02`), and a day alone
/// (`2023-05-01`, midnight UTC). Fractional seconds may have any number of digits. One reading for the runtime's
/// decoders and for the generator's check of a document's examples.
package enum DateText {
    /// Seconds since 1970 of `text`, or nil when it is not such a date (or names a day or time that doesn't exist).
    package static func secondsSince1970(_ text: String, strict: Bool) -> Double? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let day = reader.day() else { return nil }
        var seconds = Double(day) * 86_400
        if reader.atEnd { return strict ? nil : seconds }
        guard let separator = reader.next(), separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t")
                || (!strict && separator == UInt8(ascii: " ")) else { return nil }
        guard let time = reader.time() else { return nil }
        seconds += time
        if reader.atEnd { return strict ? nil : seconds }
        guard let offset = reader.offset(strict: strict), reader.atEnd else { return nil }
        return seconds - offset
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func next() -> UInt8? {
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[index]
        }

        mutating func skip(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }

        /// `count` decimal digits as a number.
        mutating func number(digits count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        /// `YYYY-MM-DD` as days since 1970-01-01.
        mutating func day() -> Int? {
            guard let year = number(digits: 4), skip("-"), let month = number(digits: 2), skip("-"),
                  let day = number(digits: 2), (1...12).contains(month),
                  (1...DateText.days(inMonth: month, of: year)).contains(day) else { return nil }
            return DateText.daysSince1970(year: year, month: month, day: day)
        }

        /// `hh:mm:ss` and a fraction of any length, as seconds into the day (a leap second `60` counts as such).
        mutating func time() -> Double? {
            guard let hour = number(digits: 2), skip(":"), let minute = number(digits: 2), skip(":"),
                  let second = number(digits: 2), hour < 24, minute < 60, second <= 60 else { return nil }
            var seconds = Double(hour * 3600 + minute * 60 + second)
            if skip(".") || skip(",") {
                var scale = 0.1, digits = 0
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                    seconds += Double(bytes[index] - UInt8(ascii: "0")) * scale
                    scale /= 10
                    digits += 1
                    index += 1
                }
                guard digits > 0 else { return nil }
            }
            return seconds
        }

        /// `Z`, `±hh:mm` (and, unless strict, `±hhmm`, `±hh`) as seconds east of UTC.
        mutating func offset(strict: Bool) -> Double? {
            if skip("Z") || skip("z") { return 0 }
            let sign: Double
            if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
            guard let hours = number(digits: 2), hours < 24 else { return nil }
            var minutes = 0
            if skip(":") {
                guard let value = number(digits: 2) else { return nil }
                minutes = value
            } else if strict {
                return nil
            } else if !atEnd {
                guard let value = number(digits: 2) else { return nil }
                minutes = value
            }
            guard minutes < 60 else { return nil }
            return sign * Double(hours * 3600 + minutes * 60)
        }
    }

    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
