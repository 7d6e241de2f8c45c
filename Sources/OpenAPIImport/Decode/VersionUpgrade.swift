import YAML

/// An OpenAPI 3.0 document read as the 3.1 document that means the same, so that one decoder (OpenAPIKit's 3.1
/// model) reads both versions. It walks the located tree knowing what each value is, as the normalize stage does, and
/// rewrites only what the two versions write differently; every value keeps its place, so an error found later is
/// still at the document's line and column.
/// - `openapi: 3.0.x` reads `3.1.0`.
/// - A reference (`$ref`) is nothing else: 3.0 ignores the keys beside it, which 3.1 would read as overrides.
/// - A schema keeps only 3.0's keywords (and vendor extensions): a 3.1 keyword in a 3.0 schema (`examples`, `const`,
///   `contentEncoding`, …) means nothing there, and `xml`, which nothing imported uses, is left out too.
/// - `nullable` stays: the 3.1 decoder reads it as 3.0 means it. (`type: [T, "null"]` in its place, which the schema
///   builder takes without OpenAPIKit's own decoding, was measured to save 3 % of Stripe's import: not kept.)
/// - `exclusiveMinimum: true` beside `minimum: 1` reads as `exclusiveMinimum: 1` (the same for maximum);
///   `exclusiveMinimum: false` goes.
enum VersionUpgrade {
    /// The 3.1 reading of the 3.0 document whose tree is `root`.
    static func upgrade(_ root: Node) -> Node {
        var upgraded = rewrite(root, as: .root) ?? root
        if var pairs = upgraded.mapping, let index = pairs.firstIndex(where: { $0.key.string == "openapi" }) {
            pairs[index].value = Node(.scalar(Scalar("3.1.0")), mark: pairs[index].value.mark)
            upgraded = Node(.mapping(pairs), mark: upgraded.mark, tag: upgraded.tag)
        }
        return upgraded
    }

    /// The 3.1 reading of one 3.0 schema, with its subschemas.
    static func upgradeSchema(_ schema: Node) -> Node {
        rewrite(schema, as: .schema) ?? schema
    }

    /// The values that may be a `$ref` (maps of names, where `$ref` could be a name, are not).
    private static let referable: Set<Normalizer.Role> = [.schema, .additionalProperties, .parameter, .requestBody,
                                                          .response, .header, .pathItem, .callback, .mediaType,
                                                          .example]

    /// `node` rewritten as a value of `role`, or nil when nothing in it changed.
    private static func rewrite(_ node: Node, as role: Normalizer.Role) -> Node? {
        if role == .data { return nil }
        switch node.kind {
        case .mapping(var pairs):
            if referable.contains(role), let reference = pairs.first(where: { $0.key.string == "$ref" }) {
                return pairs.count == 1 ? nil : Node(.mapping([reference]), mark: node.mark, tag: node.tag)
            }
            var changed = false
            if role == .schema || role == .additionalProperties { changed = SchemaUpgrade.upgrade(&pairs) }
            for index in pairs.indices {
                let key = pairs[index].key.string ?? ""
                if let value = rewrite(pairs[index].value, as: Normalizer.Walker.role(of: key, in: role)) {
                    pairs[index].value = value
                    changed = true
                }
            }
            return changed ? Node(.mapping(pairs), mark: node.mark, tag: node.tag) : nil
        case .sequence(var items):
            var changed = false
            for index in items.indices {
                if let item = rewrite(items[index], as: Normalizer.Walker.itemRole(in: role)) {
                    items[index] = item
                    changed = true
                }
            }
            return changed ? Node(.sequence(items), mark: node.mark, tag: node.tag) : nil
        case .scalar:
            return nil
        }
    }
}
