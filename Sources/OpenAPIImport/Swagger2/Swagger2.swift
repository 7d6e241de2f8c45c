import SpecModel
import YAML

/// The Swagger 2.0 stage: a 2.0 document read as the OpenAPI 3.0 document it means, in the located tree, after its
/// references are resolved (the bundle stage knows 2.0's places, ``ComponentPlaces``) and overlays applied (written
/// against the 2.0 document as published), before the normalize stage. Every value it writes keeps the mark of the
/// 2.0 value it comes from, so that what later stages say is at the 2.0 document's line and column.
/// - `definitions`, and the `parameters` and `responses` at the root, become components (a body parameter there a
///   request body); `$ref`s to them point there.
/// - `host`, `basePath` and `schemes` become `servers`; `securityDefinitions` security schemes (OAuth 2's flows
///   named as 3 names them).
/// - A parameter's type, format, items and bounds become its schema, `collectionFormat` its style and explode,
///   `x-example` its example; a `body` parameter becomes the request body, and `formData` parameters a form or
///   multipart body, for each media type `consumes` names (the operation's, else the document's).
/// - A response's schema becomes its content, for each media type `produces` names, with its `examples` there.
/// - In schemas: `type: file` is binary, `x-nullable` is `nullable`, a `discriminator` names its property,
///   `x-oneOf` and `x-anyOf` are `oneOf` and `anyOf`, and an `x-ms-enum` with a name is a component schema of that
///   name.
/// - `x-ms-paths` (paths that a query tells apart) join `paths`, the query a required parameter of one value.
/// What 3.0 has no form for is said where it is, and read as near as 3.0 goes.
enum Swagger2 {
    /// Whether the document whose tree is `root` is Swagger 2.0's: `swagger:` without `openapi:`.
    static func isSwagger2(_ root: Node) -> Bool {
        guard let pairs = root.mapping else { return false }
        return pairs.contains { $0.key.string == "swagger" } && !pairs.contains { $0.key.string == "openapi" }
    }

    /// The 3.0 document `source` means, and what couldn't be said in 3.0; `source` itself when it isn't 2.0.
    static func upgrade(_ source: OpenAPISource) -> (source: OpenAPISource, losses: [ImportLoss]) {
        guard isSwagger2(source.root) else { return (source, []) }
        var upgrade = Swagger2Upgrade(root: source.root)
        let root = upgrade.document()
        return (source.replacingRoot(root), upgrade.losses)
    }

    /// The role of the value at `key` inside a value of role `parent` in a 2.0 document, where it differs from 3's
    /// (nil: as in 3).
    static func role(of key: String, in parent: Normalizer.Role) -> Normalizer.Role? {
        switch parent {
        case .root:
            switch key {
            case "definitions": .schemaMap
            case "parameters": .parameterMap
            case "responses": .responseMap
            case "x-ms-paths": .paths
            default: nil
            }
        case .response:
            switch key {
            case "schema": .schema
            case "examples": .data
            default: nil
            }
        case .parameter, .header: key == "items" ? .schema : nil
        case .schema, .additionalProperties: key == "x-oneOf" || key == "x-anyOf" ? .schemaList : nil
        default: nil
        }
    }
}
