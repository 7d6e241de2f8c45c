import YAML

/// A model: a struct with properties, a string enum, or a union of other types.
public struct Model: Hashable, Sendable {
    /// What a model is.
    public enum Kind: Hashable, Sendable {
        case object([Property])
        case enumeration([EnumCase])
        case union(Union)
    }

    public var name: Located<String>
    public var doc: String?
    public var deprecated: Deprecation?
    public var kind: Kind
    /// `additionalProperties:` — the type of the values of keys an object model doesn't declare (kept, not dropped).
    public var additionalProperties: TypeRef?

    public init(name: Located<String>, doc: String? = nil, deprecated: Deprecation? = nil, kind: Kind) {
        self.name = name
        self.doc = doc
        self.deprecated = deprecated
        self.kind = kind
    }

    /// The properties of an object model (empty for an enum).
    public var properties: [Property] {
        if case .object(let properties) = kind { return properties }
        return []
    }

    /// The cases of an enum model (empty for an object).
    public var cases: [EnumCase] {
        if case .enumeration(let cases) = kind { return cases }
        return []
    }
}

/// A property of an object model.
public struct Property: Hashable, Sendable {
    /// The name as written (the Swift name is derived from it unless `name:` gives one).
    public var name: Located<String>
    /// `name:` — an explicit Swift name.
    public var swiftName: Located<String>?
    public var type: TypeRef
    /// `key:` — an explicit JSON key.
    public var key: Located<String>?
    public var doc: String?
    /// `default:` — used when the key is absent.
    public var defaultValue: Literal?
    public var deprecated: Deprecation?
    /// `nullable: true` — `null` is sent when there is no value (and for an optional, "leave out" is a third choice).
    public var isNullable = false
    /// `dates:` — how this property's dates are written, when not as the service's `dates:` says.
    public var dates: Located<DateStrategy>?

    public init(name: Located<String>, type: TypeRef) {
        self.name = name
        self.type = type
    }
}

/// A case of an enum: its raw value, and in the map form its explicit Swift name.
public struct EnumCase: Hashable, Sendable {
    /// The raw value; for an integer enum, the integer in decimal.
    public var rawValue: Located<String>
    public var swiftName: Located<String>?
    /// True in an integer enum (`{ guildText: 0 }`): the raw value is an `Int`.
    public var isInteger = false

    public init(rawValue: Located<String>, swiftName: Located<String>? = nil) {
        self.rawValue = rawValue
        self.swiftName = swiftName
    }
}
