import SpecModel

/// A property of a random model, or a path, query or header parameter of a random endpoint, before it is written.
struct FieldPlan {
    var name: String
    /// Nil only for a parameter whose type is inferred from its `const:`.
    var type: SpecType?
    var key: String?
    var swiftName: String?
    /// Values as flow YAML.
    var defaultValue: String?
    var constValue: String?
    var doc: String?
    /// `true` or a quoted message.
    var deprecated: String?
    /// `nullable: true`.
    var nullable = false
    /// `dates:` of a `Date` property, as written.
    var dates: String?
    /// `style:` of a list query parameter.
    var style: String?
    /// `multiSegment: true` on a String path parameter.
    var multiSegment = false

    init(name: String, type: SpecType?) {
        self.name = name
        self.type = type
    }

    /// True when the shorthand `name: Type` can't say it all.
    var needsFullForm: Bool {
        type == nil || key != nil || swiftName != nil || defaultValue != nil || constValue != nil || doc != nil
            || deprecated != nil || nullable || dates != nil || style != nil || multiSegment
    }

    /// The JSON key of a property, derived the way the spec format says (`keys: snake_case` keeps acronyms whole).
    func jsonKey(snakeCase: Bool) -> String {
        if let key { return key }
        guard snakeCase, SwiftName.isIdentifier(name) else { return name }
        return JSONKey.snakeCase(name)
    }
}
