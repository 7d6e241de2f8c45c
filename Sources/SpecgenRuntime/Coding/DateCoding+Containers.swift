import Foundation

@_spi(Generated) extension KeyedDecodingContainer {
    /// A date written with `coding`, whatever the decoder's own date strategy (a property with its own
    /// `dates:` in the spec).
    public func decodeDate(forKey key: Key, coding: DateCoding) throws -> Date {
        switch coding {
        case .seconds: return Date(timeIntervalSince1970: try decode(Double.self, forKey: key))
        case .milliseconds: return Date(timeIntervalSince1970: try decode(Double.self, forKey: key) / 1000)
        case .iso8601, .rfc3339, .format:
            let text = try decode(String.self, forKey: key)
            guard let date = coding.date(from: text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: coding.mismatch(text))
            }
            return date
        }
    }

    /// ``decodeDate(forKey:coding:)`` for an optional date: nil when the key is missing or `null`.
    public func decodeDateIfPresent(forKey key: Key, coding: DateCoding) throws -> Date? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeDate(forKey: key, coding: coding)
    }
}

@_spi(Generated) extension KeyedDecodingContainer {
    /// A nullable date written its own way: ``Nullable/absent`` for a missing key, ``Nullable/null`` for `null`, else
    /// the date as `coding` reads it.
    public func decodeNullableDate(forKey key: Key, coding: DateCoding) throws -> Nullable<Date> {
        guard contains(key) else { return .absent }
        if try decodeNil(forKey: key) { return .null }
        return .value(try decodeDate(forKey: key, coding: coding))
    }
}

@_spi(Generated) extension KeyedEncodingContainer {
    /// Writes `date` with `coding`, whatever the encoder's own date strategy.
    public mutating func encodeDate(_ date: Date, forKey key: Key, coding: DateCoding) throws {
        switch coding {
        case .seconds: try encode(date.timeIntervalSince1970, forKey: key)
        case .milliseconds: try encode(date.timeIntervalSince1970 * 1000, forKey: key)
        case .iso8601, .rfc3339, .format: try encode(coding.string(from: date), forKey: key)
        }
    }

    /// ``encodeDate(_:forKey:coding:)`` for an optional date: leaves the key out when it is nil.
    public mutating func encodeDateIfPresent(_ date: Date?, forKey key: Key, coding: DateCoding) throws {
        guard let date else { return }
        try encodeDate(date, forKey: key, coding: coding)
    }

    /// A required but nullable date written its own way: `null` when nil.
    public mutating func encodeDateOrNull(_ date: Date?, forKey key: Key, coding: DateCoding) throws {
        guard let date else { return try encodeNil(forKey: key) }
        try encodeDate(date, forKey: key, coding: coding)
    }

    /// An optional nullable date written its own way: left out, `null`, or the date as `coding` writes it.
    public mutating func encodeNullableDate(_ date: Nullable<Date>, forKey key: Key, coding: DateCoding) throws {
        switch date {
        case .absent: break
        case .null: try encodeNil(forKey: key)
        case .value(let date): try encodeDate(date, forKey: key, coding: coding)
        }
    }
}
