import SpecModel

/// A model the converter made, before it has a name: where it comes from (a component, or a place inside another
/// model or an operation, which its name is derived from) and what it is.
struct ImportedModel: Sendable {
    /// What a model is.
    enum Kind: Sendable {
        /// Properties in order, and the type of the members the object doesn't declare.
        case object([ImportedProperty], additional: SchemaType?)
        /// A string enum's raw values.
        case enumeration([String])
        /// An integer enum: each case's title (its Swift name comes from it) and value.
        case integerEnum([(title: String, value: Int)])
        /// A union's members, with a tag key and the tag values that mean each member when the document gives a
        /// discriminator.
        case union([ImportedType], tag: String?, tags: [(value: String, member: ImportedModelID)])
    }

    var origin: ModelOrigin
    var doc: String?
    var deprecated = false
    var kind: Kind
    /// Where its schema is in the document (keys and list indices).
    var location: [String]
    /// Models whose properties it took in (`allOf` members): what they lost, it lost too.
    var absorbed: [ImportedModelID] = []
    /// For a union from `anyOf`: where (a value may match several members).
    var anyOfLocation: [String]?
    /// For a string enum, the names the document gives its cases, by raw value (`x-ms-enum`'s `values[].name`); empty
    /// when it names none (or not every one).
    var caseNames: [String: String] = [:]

    /// The models it names directly.
    var uses: [ImportedModelID] {
        switch kind {
        case .object(let properties, let additional):
            return properties.flatMap(\.type.type.models) + (additional?.type.models ?? [])
        case .enumeration, .integerEnum: return []
        case .union(let members, _, _): return members.flatMap(\.models)
        }
    }
}

/// Where a model's name comes from: a component's key, or its owner's name and a word for its place in it
/// (`Pet` + `Category`, `AddPet` + `RequestBody`).
enum ModelOrigin: Hashable, Sendable {
    case component(String)
    case inline(owner: ModelOwner, suffix: String)

    var isComponent: Bool {
        if case .component = self { true } else { false }
    }
}

/// What holds an inline model.
enum ModelOwner: Hashable, Sendable {
    case model(ImportedModelID)
    case endpoint(Int)
    /// A component that makes no model itself (a list of objects): its items are named from its key.
    case component(String)
}

/// A property of an object model.
struct ImportedProperty: Sendable {
    /// The JSON key, which is also the property's spec name (`keys: as-is`).
    var key: String
    var type: SchemaType
    var required: Bool
    var doc: String?
    var deprecated = false
    /// Where its schema is in the document.
    var location: [String]
}
