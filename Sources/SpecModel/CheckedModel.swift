/// A checked model: a struct with properties, or a string enum.
public struct CheckedModel: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case object([CheckedProperty])
        case enumeration([EnumCase])
    }

    public var name: Located<String>
    public var doc: String?
    public var deprecated: Deprecation?
    /// The file that defines it.
    public var service: ServiceID
    public var kind: Kind

    public init(_ model: Model, service: ServiceID, kind: Kind) {
        name = model.name
        doc = model.doc
        deprecated = model.deprecated
        self.service = service
        self.kind = kind
    }

    /// The properties of an object model (none for an enum).
    public var properties: [CheckedProperty] {
        if case .object(let properties) = kind { return properties }
        return []
    }

    /// The cases of an enum (none for an object model).
    public var cases: [EnumCase] {
        if case .enumeration(let cases) = kind { return cases }
        return []
    }
}

/// A checked property of an object model.
public struct CheckedProperty: Hashable, Sendable {
    /// The name as written.
    public var name: Located<String>
    /// `name:` — the Swift name the user chose.
    public var swiftName: Located<String>?
    public var type: SpecType
    /// The JSON key: `key:`, or the name as the spec's `keys:` says; located at `key:` or at the name.
    public var jsonKey: Located<String>
    public var doc: String?
    public var deprecated: Deprecation?
    /// `default:`, typed.
    public var defaultValue: Value?
    /// True for an optional property that closes a cycle of models holding each other: stored boxed
    /// (`@Indirect`) so the structs have a size.
    public var isBoxed = false

    public init(_ property: Property, type: SpecType, jsonKey: Located<String>, defaultValue: Value?) {
        name = property.name
        swiftName = property.swiftName
        self.type = type
        self.jsonKey = jsonKey
        doc = property.doc
        deprecated = property.deprecated
        self.defaultValue = defaultValue
    }
}
