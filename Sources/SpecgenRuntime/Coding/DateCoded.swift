import Foundation

/// A date, or a list, dictionary or optional of them at any depth, coded with a ``DateCoding`` of its own whatever
/// the coder's strategy: what generated code uses for a property such as
/// `days: { type: "[Date]", dates: "yyyy-MM-dd" }`.
@_spi(Generated) public protocol DateCoded {
    /// Decodes the value, reading each date as `coding` says.
    init(from decoder: any Decoder, coding: DateCoding) throws
    /// Encodes the value, writing each date as `coding` says.
    func encode(to encoder: any Encoder, coding: DateCoding) throws
}

@_spi(Generated) extension Date: DateCoded {
    /// A date as `coding` reads it: a number for `seconds` and `milliseconds`, else text.
    public init(from decoder: any Decoder, coding: DateCoding) throws {
        let container = try decoder.singleValueContainer()
        switch coding {
        case .seconds: self.init(timeIntervalSince1970: try container.decode(Double.self))
        case .milliseconds: self.init(timeIntervalSince1970: try container.decode(Double.self) / 1000)
        case .iso8601, .rfc3339, .format:
            let text = try container.decode(String.self)
            guard let date = coding.date(from: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: coding.mismatch(text))
            }
            self = date
        }
    }

    /// The date as `coding` writes it.
    public func encode(to encoder: any Encoder, coding: DateCoding) throws {
        var container = encoder.singleValueContainer()
        switch coding {
        case .seconds: try container.encode(timeIntervalSince1970)
        case .milliseconds: try container.encode(timeIntervalSince1970 * 1000)
        case .iso8601, .rfc3339, .format: try container.encode(coding.string(from: self))
        }
    }
}

@_spi(Generated) extension Array: DateCoded where Element: DateCoded {
    /// Each element read as `coding` says.
    public init(from decoder: any Decoder, coding: DateCoding) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !container.isAtEnd { elements.append(try Element(from: container.superDecoder(), coding: coding)) }
        self = elements
    }

    /// Each element written as `coding` says.
    public func encode(to encoder: any Encoder, coding: DateCoding) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try element.encode(to: container.superEncoder(), coding: coding) }
    }
}

@_spi(Generated) extension Dictionary: DateCoded where Key == String, Value: DateCoded {
    /// Each value read as `coding` says.
    public init(from decoder: any Decoder, coding: DateCoding) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var values: [String: Value] = [:]
        for key in container.allKeys {
            values[key.stringValue] = try Value(from: container.superDecoder(forKey: key), coding: coding)
        }
        self = values
    }

    /// Each value written as `coding` says.
    public func encode(to encoder: any Encoder, coding: DateCoding) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in self {
            try value.encode(to: container.superEncoder(forKey: AnyCodingKey(stringValue: key)), coding: coding)
        }
    }
}

@_spi(Generated) extension Optional: DateCoded where Wrapped: DateCoded {
    /// `null` as nil, else the value read as `coding` says.
    public init(from decoder: any Decoder, coding: DateCoding) throws {
        self = try decoder.singleValueContainer().decodeNil() ? nil : try Wrapped(from: decoder, coding: coding)
    }

    /// nil as `null`, else the value written as `coding` says.
    public func encode(to encoder: any Encoder, coding: DateCoding) throws {
        guard let self else {
            var container = encoder.singleValueContainer()
            return try container.encodeNil()
        }
        try self.encode(to: encoder, coding: coding)
    }
}

@_spi(Generated) extension KeyedDecodingContainer {
    /// Dates in a list or dictionary (``DateCoded``) read with `coding`, whatever the decoder's date strategy.
    public func decodeDates<Value: DateCoded>(_ type: Value.Type, forKey key: Key, coding: DateCoding) throws -> Value {
        try Value(from: superDecoder(forKey: key), coding: coding)
    }

    /// ``decodeDates(_:forKey:coding:)`` for an optional property: nil when the key is missing or `null`.
    public func decodeDatesIfPresent<Value: DateCoded>(_ type: Value.Type, forKey key: Key,
                                                       coding: DateCoding) throws -> Value? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeDates(type, forKey: key, coding: coding)
    }
}

@_spi(Generated) extension KeyedEncodingContainer {
    /// Writes dates in a list or dictionary (``DateCoded``) with `coding`, whatever the encoder's date strategy.
    public mutating func encodeDates<Value: DateCoded>(_ value: Value, forKey key: Key, coding: DateCoding) throws {
        try value.encode(to: superEncoder(forKey: key), coding: coding)
    }

    /// ``encodeDates(_:forKey:coding:)`` for an optional property: leaves the key out when it is nil.
    public mutating func encodeDatesIfPresent<Value: DateCoded>(_ value: Value?, forKey key: Key,
                                                                coding: DateCoding) throws {
        guard let value else { return }
        try encodeDates(value, forKey: key, coding: coding)
    }
}
