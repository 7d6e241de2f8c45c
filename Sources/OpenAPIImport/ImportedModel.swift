/// A model the importer writes: spec text in the making.
struct ImportedModel {
    enum Kind {
        /// Properties in order, and the type of the members it doesn't declare.
        case object([ImportedProperty], additional: String?)
        /// A string enum (list form).
        case enumeration([String])
        /// An integer enum: Swift case names and values (map form).
        case integerEnum([(name: String, value: Int)])
        /// A union's members (types as written), with a tag key and tag values when the document gives a discriminator.
        case union([String], tag: String?, tags: [(value: String, member: String)])
    }

    var name: String
    var doc: String?
    var deprecated = false
    var kind: Kind
    /// Where its schema is in the document.
    var path: [String]
    /// The models its members name.
    var uses: Set<String> = []
}

/// A property of an imported model.
struct ImportedProperty {
    /// The JSON key, written as the property's name (the spec's `keys: as-is`).
    var key: String
    /// The type as written: `String`, `[Pet]`, `Date?`.
    var type: String
    var doc: String?
    var nullable = false
    /// `dates:` for a date-only (`format: date`) property.
    var dates: String?
    var deprecated = false
    /// `name:` when gen could derive no Swift name from the key.
    var swiftName: String?
}
