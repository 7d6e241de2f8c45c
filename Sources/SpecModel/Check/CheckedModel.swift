/// A checked model: a struct with properties, a string enum, or a union.
public struct CheckedModel: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case object([CheckedProperty])
        case enumeration([EnumCase])
        case union(CheckedUnion)
    }

    public var name: Located<String>
    public var doc: String?
    public var deprecated: Deprecation?
    /// The file that defines it.
    public var service: ServiceID
    public var kind: Kind
    /// The type of the values of keys an object model doesn't declare, kept in `additionalProperties`.
    public var additionalProperties: SpecType?

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

    /// The union's members (none for other models).
    public var members: [CheckedUnionMember] {
        if case .union(let union) = kind { return union.members }
        return []
    }

    /// The types its values hold directly: its properties' types, or its members' types.
    public var heldTypes: [SpecType] {
        switch kind {
        case .object(let properties): return properties.map(\.type) + (additionalProperties.map { [$0] } ?? [])
        case .enumeration: return []
        case .union(let union): return union.members.map(\.type)
        }
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
    /// `nullable: true`: sent as `null` when it has no value (an optional one can also be left out).
    public var isNullable: Bool
    /// `dates:` — how its dates are written, when not as the service says.
    public var dates: DateStrategy?
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
        isNullable = property.isNullable
        dates = property.dates?.value
    }

    /// How it is stored in Swift, encoded and decoded: as its type says, or with `nullable:` and `dates:`.
    public var coding: Coding {
        if isNullable { return type.isOptional ? .threeState : .alwaysSent }
        if let dates { return .dates(dates) }
        return .plain
    }

    /// How a property is coded beyond what its type says.
    public enum Coding: Hashable, Sendable {
        /// As its type says: an optional is left out when nil.
        case plain
        /// A required but nullable property: `T?` in Swift, `null` sent when nil.
        case alwaysSent
        /// An optional nullable property: `Nullable<T>` in Swift — left out, `null` or a value.
        case threeState
        /// A date written its own way.
        case dates(DateStrategy)
    }
}
