/// What a schema becomes in a spec: a type as written, whether `null` is one of its values, and the models it
/// names.
struct ImportedType {
    /// The spec spelling, never optional: `String`, `[Pet]`, `[String: Int]`.
    var text: String
    /// `null` is a value the schema allows.
    var nullable = false
    /// The models the type names, at any depth.
    var models: Set<String> = []
    /// A `format: date` string: a `Date` written `yyyy-MM-dd`.
    var dateOnly = false
    /// False when the type stands in for what the schema says (`JSON` for what the format can't express).
    var exact = true

    static let json = ImportedType(text: "JSON")

    /// The type written as optional (`T?`), or as it is.
    func spelled(optional: Bool) -> String {
        optional ? text + "?" : text
    }

    /// For a type nested in a list or dictionary: `T?` when null is a value (an element may be null).
    var element: String { nullable ? text + "?" : text }
}
