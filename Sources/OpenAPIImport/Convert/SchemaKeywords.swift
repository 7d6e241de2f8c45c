import YAML

/// The keywords of a schema OpenAPIKit reads, by name, each with its value; nil for a mapping with a keyword written
/// twice (left to OpenAPIKit's own decoding). Other keys are counted, not kept: OpenAPIKit reads none of them (vendor
/// extensions are not imported).
struct SchemaKeywords {
    var count = 0
    var reference, allOf, anyOf, oneOf, not, type, nullable: Node?
    var format, title, description, discriminator, externalDocs, allowedValues, constant, defaultValue: Node?
    var example, examples, readOnly, writeOnly, deprecated, id, anchor, dynamicAnchor, definitions, xml: Node?
    var multipleOf, maximum, exclusiveMaximum, minimum, exclusiveMinimum: Node?
    var maxLength, minLength, pattern, contentMediaType, contentEncoding: Node?
    var items, maxItems, minItems, uniqueItems, prefixItems: Node?
    var maxProperties, minProperties, properties, patternProperties, additionalProperties, required: Node?

    init?(_ pairs: [Pair]) {
        count = pairs.count
        for pair in pairs {
            guard let key = pair.key.string else { return nil }
            guard let slot = Self.slot(key) else { continue }
            guard self[keyPath: slot] == nil else { return nil }
            self[keyPath: slot] = pair.value
        }
    }

    private static func slot(_ key: String) -> WritableKeyPath<Self, Node?>? {
        switch key {
        case "$ref": \.reference
        case "allOf": \.allOf
        case "anyOf": \.anyOf
        case "oneOf": \.oneOf
        case "not": \.not
        case "type": \.type
        case "nullable": \.nullable
        case "format": \.format
        case "title": \.title
        case "description": \.description
        case "discriminator": \.discriminator
        case "externalDocs": \.externalDocs
        case "enum": \.allowedValues
        case "const": \.constant
        case "default": \.defaultValue
        case "example": \.example
        case "examples": \.examples
        case "readOnly": \.readOnly
        case "writeOnly": \.writeOnly
        case "deprecated": \.deprecated
        case "$id": \.id
        case "$anchor": \.anchor
        case "$dynamicAnchor": \.dynamicAnchor
        case "$defs": \.definitions
        case "xml": \.xml
        case "multipleOf": \.multipleOf
        case "maximum": \.maximum
        case "exclusiveMaximum": \.exclusiveMaximum
        case "minimum": \.minimum
        case "exclusiveMinimum": \.exclusiveMinimum
        case "maxLength": \.maxLength
        case "minLength": \.minLength
        case "pattern": \.pattern
        case "contentMediaType": \.contentMediaType
        case "contentEncoding": \.contentEncoding
        case "items": \.items
        case "maxItems": \.maxItems
        case "minItems": \.minItems
        case "uniqueItems": \.uniqueItems
        case "prefixItems": \.prefixItems
        case "maxProperties": \.maxProperties
        case "minProperties": \.minProperties
        case "properties": \.properties
        case "patternProperties": \.patternProperties
        case "additionalProperties": \.additionalProperties
        case "required": \.required
        default: nil
        }
    }

    // Keywords of each type's schemas are present (a `null` value counts, as it does for OpenAPIKit).
    var hasNumeric: Bool {
        multipleOf != nil || maximum != nil || exclusiveMaximum != nil || minimum != nil || exclusiveMinimum != nil
    }
    var hasString: Bool {
        maxLength != nil || minLength != nil || pattern != nil || contentMediaType != nil || contentEncoding != nil
    }
    var hasArray: Bool {
        items != nil || maxItems != nil || minItems != nil || uniqueItems != nil || prefixItems != nil
    }
    var hasObject: Bool {
        maxProperties != nil || minProperties != nil || properties != nil || additionalProperties != nil
            || required != nil || patternProperties != nil
    }
}
