import Foundation

/// JSON coding settings: how dates and property keys are written. A ``Networker`` uses its own for requests
/// that don't declare a ``Request/dateCoding``.
public struct JSONCoding: Sendable, Hashable {
    /// How property names map to JSON keys.
    public enum KeyCoding: Sendable, Hashable {
        /// Keys are used as they are (or as explicit `CodingKeys` say).
        case useDefaultKeys
        /// `fullName` is written `full_name` and read back from it.
        case snakeCase
    }

    /// How dates are coded.
    public var dates: DateCoding
    /// How keys are coded.
    public var keys: KeyCoding

    /// Creates settings; the defaults are ISO 8601 dates and keys as they are.
    public init(dates: DateCoding = .iso8601, keys: KeyCoding = .useDefaultKeys) {
        self.dates = dates
        self.keys = keys
    }

    /// A new `JSONDecoder` with these settings.
    public func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = dates.decodingStrategy
        if keys == .snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        return decoder
    }

    /// A new `JSONEncoder` with these settings (keys sorted, so bodies are reproducible).
    public func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = dates.encodingStrategy
        encoder.outputFormatting = [.sortedKeys]
        if keys == .snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
        return encoder
    }
}
