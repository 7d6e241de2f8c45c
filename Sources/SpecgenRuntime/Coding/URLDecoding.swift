import Foundation

@_spi(Generated) extension KeyedDecodingContainer {
    /// A URL, for generated code: text that isn't one (`""` above all, which servers send for "no URL") is an
    /// error that says what was found.
    public func decodeURL(forKey key: Key) throws -> URL {
        try url(try decode(String.self, forKey: key), forKey: key)
    }

    /// An optional URL, for generated code: nil when the key is missing, `null` or `""` (how servers often say "no
    /// URL"); other text that isn't a URL is an error.
    public func decodeURLIfPresent(forKey key: Key) throws -> URL? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let text = try decode(String.self, forKey: key)
        return text.isEmpty ? nil : try url(text, forKey: key)
    }

    /// A URL that may be left out or `null`, for generated code: ``Nullable/absent`` when the key is missing,
    /// ``Nullable/null`` for `null` and for `""`; other text that isn't a URL is an error.
    public func decodeNullableURL(forKey key: Key) throws -> Nullable<URL> {
        guard contains(key) else { return .absent }
        return try decodeURLIfPresent(forKey: key).map { .value($0) } ?? .null
    }

    private func url(_ text: String, forKey key: Key) throws -> URL {
        guard !text.isEmpty, let url = URL(string: text) else {
            let found = text.isEmpty ? "found an empty string" : "got '\(text)'"
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "Expected a URL, \(found).")
        }
        return url
    }
}
