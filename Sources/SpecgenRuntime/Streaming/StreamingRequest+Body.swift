import Foundation

extension StreamingRequest {
    /// Every element of a whole streamed body: the body cut by ``framing`` (up to the end event, if any) and each
    /// part decoded with ``decodeElement(_:decoder:)`` — the same parsers a stream uses as it arrives.
    ///
    /// What `decode` does for a `Response` of `[Element]`. An element that does not decode throws its error with
    /// the element's index first in the coding path (`[3].delta.text`).
    public func decodeElements(_ response: HTTPResponse<Data>, decoder: JSONDecoder) throws -> [Element] {
        let parts = try StreamParser.parts(of: response.value, framing: framing)
        var elements: [Element] = []
        elements.reserveCapacity(parts.count)
        for (index, part) in parts.enumerated() {
            do {
                elements.append(try decodeElement(part, decoder: decoder))
            } catch let error as DecodingError {
                throw error.prefixed(by: index)
            }
        }
        return elements
    }
}

extension StreamingRequest where Response == [Element] {
    /// The whole body's elements (``decodeElements(_:decoder:)``): `send` collects a stream.
    public func decode(_ response: HTTPResponse<Data>, decoder: JSONDecoder) throws -> [Element] {
        try decodeElements(response, decoder: decoder)
    }
}

extension StreamingRequest where Response == [Element], Element: Decodable {
    /// The whole body's elements (``decodeElements(_:decoder:)``), not the body decoded as one JSON list: this
    /// wins over ``Request``'s default for `Decodable` responses.
    public func decode(_ response: HTTPResponse<Data>, decoder: JSONDecoder) throws -> [Element] {
        try decodeElements(response, decoder: decoder)
    }
}

extension DecodingError {
    /// The same error with `index` before its coding path.
    func prefixed(by index: Int) -> DecodingError {
        func context(_ context: Context) -> Context {
            Context(codingPath: [IndexKey(intValue: index)] + context.codingPath,
                    debugDescription: context.debugDescription, underlyingError: context.underlyingError)
        }
        switch self {
        case .typeMismatch(let type, let ctx): return .typeMismatch(type, context(ctx))
        case .valueNotFound(let type, let ctx): return .valueNotFound(type, context(ctx))
        case .keyNotFound(let key, let ctx): return .keyNotFound(key, context(ctx))
        case .dataCorrupted(let ctx): return .dataCorrupted(context(ctx))
        @unknown default: return self
        }
    }
}

/// The index of an element in a list, as a coding key.
private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
