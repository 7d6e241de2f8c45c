import YAML

/// Whether a 3.0 document reads into OpenAPIKit's 3.1 model as its 3.0 reading converts to it. The 3.1 model's decoding
/// reads what 3.1 and 3.2 added (webhooks, a license's `identifier`, a server's `name`, `summary` and `description`
/// beside a `$ref`, a `$ref` as a component or a media type, mutual TLS…), and takes what 3.0 refuses (an operation
/// without `responses`); a document that holds none of it reads alike both ways. Schemas are left out: they are read
/// as 3.0's in both (``TreeDecoding/schema30In31()``).
enum Reading30As31 {
    static func readsAlike(_ root: Node) -> Bool {
        guard let pairs = root.mapping else { return false }
        return pairs.allSatisfy { pair in
            let value = pair.value
            switch pair.key.string {
            case "webhooks", "jsonSchemaDialect", "$self": return false
            case "info": return lacks(value, "summary") && (child(value, "license").map { lacks($0, "identifier") } ?? true)
            case "servers": return servers(value)
            case "tags": return value.sequence?.allSatisfy { lacks($0, "summary", "parent", "kind") } ?? true
            case "paths": return entries(value, pathItem)
            case "components": return components(value)
            default: return true
            }
        }
    }

    private static func components(_ node: Node) -> Bool {
        (node.mapping ?? []).allSatisfy { pair in
            let each: (Node) -> Bool
            switch pair.key.string {
            case "pathItems", "mediaTypes": return false
            case "responses": each = response
            case "parameters": each = parameter
            case "examples": each = example
            case "requestBodies": each = { content(child($0, "content")) }
            case "headers": each = header
            case "securitySchemes": each = securityScheme
            case "callbacks": each = callbacks
            case "links": each = { _ in true }
            default: return true
            }
            // A component is a value in 3.0, and may be a reference in 3.1.
            return entries(pair.value) { lacks($0, "$ref") && each($0) }
        }
    }

    private static func pathItem(_ node: Node) -> Bool {
        guard reference(node) else { return false }
        return (node.mapping ?? []).allSatisfy { pair in
            switch pair.key.string {
            case "query", "additionalOperations": false
            case "servers": servers(pair.value)
            case "parameters": pair.value.sequence?.allSatisfy { reference($0) && parameter($0) } ?? true
            case let key? where Normalizer.methods.contains(key): operation(pair.value)
            default: true
            }
        }
    }

    private static func operation(_ node: Node) -> Bool {
        // 3.0 requires `responses`.
        guard let pairs = node.mapping, pairs.contains(where: { $0.key.string == "responses" }) else { return node.mapping == nil }
        return pairs.allSatisfy { pair in
            switch pair.key.string {
            case "parameters": pair.value.sequence?.allSatisfy { reference($0) && parameter($0) } ?? true
            case "requestBody": reference(pair.value) && content(child(pair.value, "content"))
            case "responses": entries(pair.value) { reference($0) && response($0) }
            case "callbacks": entries(pair.value) { reference($0) && callbacks($0) }
            case "servers": servers(pair.value)
            default: true
            }
        }
    }

    /// A callback's path items are values in 3.0, and may be references in 3.1.
    private static func callbacks(_ node: Node) -> Bool {
        entries(node) { lacks($0, "$ref") && pathItem($0) }
    }

    private static func parameter(_ node: Node) -> Bool {
        child(node, "in")?.string != "querystring" && content(child(node, "content")) && examples(child(node, "examples"))
    }

    private static func header(_ node: Node) -> Bool {
        reference(node) && content(child(node, "content")) && examples(child(node, "examples"))
    }

    private static func response(_ node: Node) -> Bool {
        lacks(node, "summary") && content(child(node, "content")) && entries(child(node, "headers"), header)
            && entries(child(node, "links"), reference)
    }

    /// A media type is a value in 3.0, and may be a reference in 3.2.
    private static func content(_ node: Node?) -> Bool {
        entries(node) { mediaType in
            lacks(mediaType, "$ref", "itemSchema", "prefixEncoding", "itemEncoding") && examples(child(mediaType, "examples"))
                && entries(child(mediaType, "encoding")) { entries(child($0, "headers"), header) }
        }
    }

    private static func examples(_ node: Node?) -> Bool {
        entries(node) { reference($0) && example($0) }
    }

    private static func example(_ node: Node) -> Bool {
        lacks(node, "dataValue", "serializedValue")
    }

    private static func servers(_ node: Node) -> Bool {
        node.sequence?.allSatisfy { server in
            lacks(server, "name") && entries(child(server, "variables")) { child($0, "enum")?.sequence?.isEmpty != true }
        } ?? true
    }

    private static func securityScheme(_ node: Node) -> Bool {
        child(node, "type")?.string != "mutualTLS" && lacks(node, "oauth2MetadataUrl", "deprecated")
            && (child(node, "flows").map { lacks($0, "deviceAuthorization") } ?? true)
    }

    /// A `$ref` alone: 3.1 reads a `summary` or `description` beside it, which 3.0 leaves.
    private static func reference(_ node: Node) -> Bool {
        !node.has("$ref") || lacks(node, "summary", "description")
    }

    private static func lacks(_ node: Node, _ keys: String...) -> Bool {
        !keys.contains { node.has($0) }
    }

    private static func child(_ node: Node?, _ key: String) -> Node? {
        node?.mapping?.first { $0.key.string == key }?.value
    }

    /// Every value of a mapping (none where there is no mapping) is `each`.
    private static func entries(_ node: Node?, _ each: (Node) -> Bool) -> Bool {
        node?.mapping?.allSatisfy { each($0.value) } ?? true
    }
}

private extension Node {
    func has(_ key: String) -> Bool {
        mapping?.contains { $0.key.string == key } ?? false
    }
}
