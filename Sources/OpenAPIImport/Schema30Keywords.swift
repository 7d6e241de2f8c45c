import YAML

/// The keywords of an OpenAPI 3.0 schema OpenAPIKit reads, by name, each with its value; nil for a mapping with a
/// keyword written twice (left to OpenAPIKit's own decoding). Other keys are counted, not kept: OpenAPIKit reads none
/// of them (vendor extensions are not imported).
struct Schema30Keywords {
    var count = 0
    var reference, allOf, anyOf, oneOf, not, type: Node?
    var format, title, description, discriminator, externalDocs, allowedValues, defaultValue: Node?
    var nullable, example, readOnly, writeOnly, deprecated: Node?
    var multipleOf, maximum, exclusiveMaximum, minimum, exclusiveMinimum: Node?
    var maxLength, minLength, pattern: Node?
    var items, maxItems, minItems, uniqueItems: Node?
    var maxProperties, minProperties, properties, additionalProperties, required: Node?

    init?(_ pairs: [Pair]) {
        count = pairs.count
        for pair in pairs {
            guard let key = pair.key.string else { return nil }
            let slot: WritableKeyPath<Self, Node?>
            switch key {
            case "$ref": slot = \.reference
            case "allOf": slot = \.allOf
            case "anyOf": slot = \.anyOf
            case "oneOf": slot = \.oneOf
            case "not": slot = \.not
            case "type": slot = \.type
            case "format": slot = \.format
            case "title": slot = \.title
            case "description": slot = \.description
            case "discriminator": slot = \.discriminator
            case "externalDocs": slot = \.externalDocs
            case "enum": slot = \.allowedValues
            case "default": slot = \.defaultValue
            case "nullable": slot = \.nullable
            case "example": slot = \.example
            case "readOnly": slot = \.readOnly
            case "writeOnly": slot = \.writeOnly
            case "deprecated": slot = \.deprecated
            case "multipleOf": slot = \.multipleOf
            case "maximum": slot = \.maximum
            case "exclusiveMaximum": slot = \.exclusiveMaximum
            case "minimum": slot = \.minimum
            case "exclusiveMinimum": slot = \.exclusiveMinimum
            case "maxLength": slot = \.maxLength
            case "minLength": slot = \.minLength
            case "pattern": slot = \.pattern
            case "items": slot = \.items
            case "maxItems": slot = \.maxItems
            case "minItems": slot = \.minItems
            case "uniqueItems": slot = \.uniqueItems
            case "maxProperties": slot = \.maxProperties
            case "minProperties": slot = \.minProperties
            case "properties": slot = \.properties
            case "additionalProperties": slot = \.additionalProperties
            case "required": slot = \.required
            default: continue
            }
            guard self[keyPath: slot] == nil else { return nil }
            self[keyPath: slot] = pair.value
        }
    }

    /// Keywords of a number's or an integer's schema are present (a `null` value counts, as it does for OpenAPIKit).
    var hasNumeric: Bool { multipleOf != nil || maximum != nil || exclusiveMaximum != nil || minimum != nil || exclusiveMinimum != nil }
    var hasString: Bool { maxLength != nil || minLength != nil || pattern != nil }
    var hasArray: Bool { items != nil || maxItems != nil || minItems != nil || uniqueItems != nil }
    var hasObject: Bool { maxProperties != nil || minProperties != nil || properties != nil || additionalProperties != nil || required != nil }
}
