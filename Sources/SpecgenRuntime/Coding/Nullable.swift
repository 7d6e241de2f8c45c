/// A request body field where leaving it out, sending `null` and sending a value are three different things
/// (PATCH semantics: `null` clears a field, leaving it out keeps it). The spec declares it with
/// `{ type: T?, nullable: true }`.
///
/// ```swift
/// var update = UpdateProfile()            // nickname: .absent — not sent, left as it is
/// update.nickname = .null                 // "nickname": null — cleared
/// update.nickname = .value("Owl")         // "nickname": "Owl"
/// ```
public enum Nullable<Wrapped> {
    /// Not sent.
    case absent
    /// Sent as `null`.
    case null
    /// Sent as the value.
    case value(Wrapped)

    /// `.value` for a value, `.null` for nil.
    public init(_ value: Wrapped?) {
        self = value.map(Nullable.value) ?? .null
    }

    /// The value, or nil when absent or null.
    public var wrapped: Wrapped? {
        if case .value(let value) = self { return value }
        return nil
    }
}

extension Nullable: Sendable where Wrapped: Sendable {}

extension Nullable: Equatable where Wrapped: Equatable {}

extension Nullable: Hashable where Wrapped: Hashable {}

@_spi(Generated) extension KeyedDecodingContainer {
    /// A missing key as ``Nullable/absent``, `null` as ``Nullable/null``, anything else decoded as `type`.
    public func decodeNullable<Wrapped: Decodable>(_ type: Wrapped.Type, forKey key: Key) throws -> Nullable<Wrapped> {
        guard contains(key) else { return .absent }
        if try decodeNil(forKey: key) { return .null }
        return .value(try decode(Wrapped.self, forKey: key))
    }
}

@_spi(Generated) extension KeyedEncodingContainer {
    /// Leaves the key out for ``Nullable/absent``, writes `null` for ``Nullable/null`` and the value otherwise.
    public mutating func encodeNullable<Wrapped: Encodable>(_ value: Nullable<Wrapped>, forKey key: Key) throws {
        switch value {
        case .absent: break
        case .null: try encodeNil(forKey: key)
        case .value(let wrapped): try encode(wrapped, forKey: key)
        }
    }
}
