import YAML

/// One OpenAPI 3.0 schema's keywords as 3.1 writes them (``VersionUpgrade``); its subschemas are the walk's to visit.
enum SchemaUpgrade {
    /// The keywords of a 3.0 schema.
    static let keywords: Set<String> = [
        "$ref", "allOf", "oneOf", "anyOf", "not", "type", "format", "title", "description", "discriminator",
        "externalDocs", "enum", "default", "nullable", "example", "readOnly", "writeOnly", "deprecated",
        "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength", "minLength", "pattern",
        "items", "maxItems", "minItems", "uniqueItems", "maxProperties", "minProperties", "properties",
        "additionalProperties", "required",
    ]

    /// Rewrites `pairs` (a schema's) in place; true when anything changed.
    static func upgrade(_ pairs: inout [Pair]) -> Bool {
        let count = pairs.count
        pairs.removeAll { pair in
            guard let key = pair.key.string else { return false }
            return !keywords.contains(key) && !key.hasPrefix("x-")
        }
        var changed = pairs.count != count
        for (exclusive, inclusive) in [("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")] {
            changed = exclusiveBound(&pairs, exclusive, inclusive) || changed
        }
        return changed
    }

    /// `exclusiveMinimum: true` and `minimum: 1` as `exclusiveMinimum: 1`; `exclusiveMinimum: false` left out.
    private static func exclusiveBound(_ pairs: inout [Pair], _ exclusive: String, _ inclusive: String) -> Bool {
        guard let index = pairs.firstIndex(where: { $0.key.string == exclusive }),
              pairs[index].value.scalar != nil, case .bool(let flag) = pairs[index].value.resolved else { return false }
        pairs.remove(at: index)
        if flag, let bound = pairs.firstIndex(where: { $0.key.string == inclusive }) {
            pairs[bound].key = Node(.scalar(Scalar(exclusive)), mark: pairs[bound].key.mark)
        }
        return true
    }
}
