/// The name under `components` of an item a `$ref` reaches outside the document's own components: the last key of
/// its JSON pointer that names something (`models.yaml#/Pet` → `Pet`, `#/paths/~1pets/get/…/schema` → `pets`), or
/// without one the file's name without its extension (`schemas/pet-owner.yaml` → `pet-owner`); characters a
/// component key can't hold become `_`; a name another item of the same kind has already gets a number (`Pet2`).
enum BundleNaming {
    /// The keys of a pointer that say where, not what: OpenAPI's and JSON Schema's structure.
    static let structural: Set<String> = [
        "components", "schemas", "parameters", "responses", "requestBodies", "headers", "examples", "pathItems",
        "paths", "content", "schema", "items", "properties", "additionalProperties", "allOf", "anyOf", "oneOf", "not",
        "definitions", "$defs", "value", "get", "put", "post", "delete", "options", "head", "patch", "trace",
        "requestBody", "callbacks", "webhooks", "prefixItems", "patternProperties",
    ]

    /// The name `pointer` in the file at `path` suggests, before it is made unique.
    static func suggested(pointer: [String], path: String) -> String {
        let meaningful = pointer.reversed().first { key in
            !structural.contains(key) && !key.contains("/") && Int(key) == nil && !key.isEmpty
                || key.hasPrefix("/") && key.count > 1
        }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.split(separator: ".").count > 1 ? file.split(separator: ".").dropLast().joined(separator: ".")
            : file
        return keyed(meaningful ?? stem)
    }

    /// `text` as a component key (`[A-Za-z0-9._-]+`): other characters `_`, runs of them one, none at either end.
    static func keyed(_ text: String) -> String {
        var key = ""
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character)) {
                key.append(character)
            } else if key.last != "_" {
                key.append("_")
            }
        }
        let trimmed = key.drop { $0 == "_" }.reversed().drop { $0 == "_" }.reversed()
        return trimmed.isEmpty ? "Item" : String(trimmed)
    }

    /// `name`, or with the first number from 2 that makes it free in `taken`.
    static func unique(_ name: String, in taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        var number = 2
        while taken.contains(name + String(number)) { number += 1 }
        return name + String(number)
    }
}
