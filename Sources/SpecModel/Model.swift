import YAML

/// A model: a struct with properties, or a string enum.
public struct Model: Hashable, Sendable {
    /// What a model is.
    public enum Kind: Hashable, Sendable {
        case object([Property])
        case enumeration([EnumCase])
    }

    public var name: Located<String>
    public var doc: String?
    public var deprecated: Deprecation?
    public var kind: Kind

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

    public var isEnum: Bool {
        if case .enumeration = kind { return true }
        return false
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
    public var defaultValue: Node?
    public var deprecated: Deprecation?

    public init(name: Located<String>, type: TypeRef) {
        self.name = name
        self.type = type
    }
}

/// A case of a string enum: its raw value, and in the map form its explicit Swift name.
public struct EnumCase: Hashable, Sendable {
    public var rawValue: Located<String>
    public var swiftName: Located<String>?

    public init(rawValue: Located<String>, swiftName: Located<String>? = nil) {
        self.rawValue = rawValue
        self.swiftName = swiftName
    }

    /// The Swift case name: the explicit one, or one derived from the raw value.
    public var resolvedSwiftName: String? {
        swiftName?.value ?? SwiftName.enumCase(rawValue.value)
    }
}

extension Property {
    /// The JSON key: `key:`, or the name as the spec's `keys:` says (a name that is not an identifier, like
    /// `bookmarked?`, is the key as written).
    public func jsonKey(_ keys: KeyStyle) -> String {
        if let key { return key.value }
        guard keys == .snakeCase, SwiftName.isIdentifier(name.value) else { return name.value }
        return SwiftName.snakeCase(name.value)
    }
}
