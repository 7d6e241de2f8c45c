/// A checked model: the model as written (``declared``, whose fields read through: `model.name`, `model.doc`) and what
/// checking adds — the file that defines it, its properties, cases or members checked, the type of its additional
/// properties resolved. A field added to ``Model`` is read here with nothing else written.
@dynamicMemberLookup
public struct CheckedModel: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case object([CheckedProperty])
        case enumeration([EnumCase])
        case union(CheckedUnion)
    }

    /// The model as written.
    public var declared: Model
    /// The file that defines it.
    public var service: ServiceID
    public var kind: Kind
    /// The type of the values of keys an object model doesn't declare, kept in `additionalProperties`.
    public var additionalProperties: SpecType?

    public init(_ model: Model, service: ServiceID, kind: Kind) {
        declared = model
        self.service = service
        self.kind = kind
    }

    /// A field of the model as written.
    public subscript<Value>(dynamicMember field: KeyPath<Model, Value>) -> Value { declared[keyPath: field] }

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

/// A checked property of an object model: the property as written (its fields read through) and what checking adds.
@dynamicMemberLookup
public struct CheckedProperty: Hashable, Sendable {
    /// The property as written.
    public var declared: Property
    public var type: SpecType
    /// The JSON key: `key:`, or the name as the spec's `keys:` says; located at `key:` or at the name.
    public var jsonKey: Located<String>
    /// `default:`, typed.
    public var defaultValue: Value?
    /// True for an optional property that closes a cycle of models holding each other: stored boxed
    /// (`@Indirect`) so the structs have a size.
    public var isBoxed = false

    public init(_ property: Property, type: SpecType, jsonKey: Located<String>, defaultValue: Value?) {
        declared = property
        self.type = type
        self.jsonKey = jsonKey
        self.defaultValue = defaultValue
    }

    /// A field of the property as written.
    public subscript<Value>(dynamicMember field: KeyPath<Property, Value>) -> Value { declared[keyPath: field] }

    /// `dates:` — how its dates are written, when not as the service says.
    public var dates: DateStrategy? { declared.dates?.value }

    /// How it is stored in Swift, encoded and decoded: as its type says, or with `nullable:` and `dates:`.
    public var coding: Coding {
        if declared.isNullable { return type.isOptional ? .threeState : .alwaysSent }
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
