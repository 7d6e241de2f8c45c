import OpenAPIKit
import SpecModel
import YAML

/// The normalize stage: rewrites, in the located tree, each known vendor defect (its class an ``ImportCause``) to
/// its one obvious reading before the decoder sees it, with a warning at its place. It walks the document knowing
/// what each value is — an operation, a parameter, a response, a schema — and never looks inside examples,
/// defaults, enums' values or vendor extensions, which are data.
enum Normalizer {
    static func normalize(_ source: OpenAPISource) -> (source: OpenAPISource, losses: [ImportLoss]) {
        let (keyed, renamings) = ComponentKeys.renaming(source.root)
        let start = keyed ?? source.root
        let schemes = Walker.child(start, ["components", "securitySchemes"])?.mapping?.compactMap(\.key.string) ?? []
        var walker = Walker(is31: !(source.version?.text.hasPrefix("3.0") ?? false), root: start,
                            declaredSchemes: Set(schemes))
        for defect in source.readDefects { walker.found(.duplicateKey, defect.message, at: defect.mark) }
        for renaming in renamings { walker.found(.componentKey, renaming.message, at: renaming.mark) }
        let informed = walker.completeInfo(start, file: source.file)
        guard let root = walker.rewrite(informed ?? start, as: .root) ?? informed ?? keyed else {
            return (source, walker.losses)
        }
        return (source.replacingRoot(root), walker.losses)
    }

    /// The keys of a path item that hold an operation.
    static let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// What a value of the document is, as far as the defects care.
    enum Role {
        case root, paths, pathItem, operation, parameters, parameter, requestBody, responses, response, mediaTypes,
             mediaType
        case headers, header, components, parameterMap, responseMap, requestBodyMap, callbacks, callback
        case schema, schemaMap, schemaList, security, securityRequirement, other, data
        /// A media type's `encoding` (by property name), and one property's encoding.
        case encodings, encoding
        /// A schema where the decoder reads `true` and `false` too.
        case additionalProperties
        /// Example objects by name (`examples:` of a media type, a parameter, a header, the components), and one of
        /// them (its `value` is data).
        case exampleMap, example
    }

    struct Walker {
        let is31: Bool
        let root: Node
        /// The security schemes `components.securitySchemes` declares.
        let declaredSchemes: Set<String>
        var losses: [ImportLoss] = []

        mutating func found(_ defect: ImportCause, _ detail: String, at mark: Mark) {
            losses.append(ImportLoss(subjects: [.document], effect: .notes, cause: defect, message: detail,
                                     location: [], mark: mark))
        }

        /// `node` rewritten as a value of `role`, or nil when nothing in it changed.
        mutating func rewrite(_ written: Node, as role: Role) -> Node? {
            if role == .data { return nil }
            let referred = role == .mediaTypes ? referredContent(written) : nil
            let node = referred ?? written
            var current = node
            var changed = referred != nil
            switch node.kind {
            case .mapping(let pairs):
                var newPairs = pairs
                for (index, value) in rewritten(pairs, in: role).enumerated() {
                    if let value {
                        newPairs[index].value = value
                        changed = true
                    }
                }
                if changed { current = Node(.mapping(newPairs), mark: node.mark, tag: node.tag) }
            case .sequence(let items):
                let itemRole = Self.itemRole(in: role)
                var newItems = items
                for index in items.indices {
                    if let item = rewrite(items[index], as: itemRole) {
                        newItems[index] = item
                        changed = true
                    }
                }
                if changed { current = Node(.sequence(newItems), mark: node.mark, tag: node.tag) }
            case .scalar:
                return role == .schema ? fixBooleanSchema(node) : nil
            }
            let fixed: Node? = switch role {
            case .schema, .additionalProperties: fixSchema(current)
            case .parameter: fixParameter(current)
            case .response: fixResponse(current)
            case .mediaTypes: keepFirstOfKeysReadAsOne(current, "media type", read: OpenAPI.ContentType.init(rawValue:),
                                                       spelled: \.rawValue)
            case .responses: fixResponses(current)
            case .securityRequirement: fixSecurityRequirement(current)
            default: nil
            }
            return fixed ?? (changed ? current : nil)
        }

        /// An operation's responses without a vendor extension among the status codes (OpenAPI allows one there, the
        /// decoder reads none; extensions are not imported), and of status codes that read as one, the first.
        private mutating func fixResponses(_ node: Node) -> Node? {
            let stripped = withoutExtensions(node)
            return keepFirstOfKeysReadAsOne(stripped ?? node, "status code",
                                            read: OpenAPI.Response.StatusCode.init(rawValue:), spelled: \.rawValue)
                ?? stripped
        }

        /// A mapping without its `x-` keys; nil when it has none.
        private func withoutExtensions(_ node: Node) -> Node? {
            guard let pairs = node.mapping, pairs.contains(where: { $0.key.string?.hasPrefix("x-") ?? false }) else {
                return nil
            }
            return Node(.mapping(pairs.filter { !($0.key.string?.hasPrefix("x-") ?? false) }), mark: node.mark,
                        tag: node.tag)
        }

        /// The values of a mapping of role `role` rewritten (nil: unchanged).
        private mutating func rewritten(_ pairs: [Pair], in role: Role) -> [Node?] {
            pairs.map { rewrite($0.value, as: Self.role(of: $0.key.string ?? "", in: role)) }
        }

        /// The role of each item of a list of role `list`.
        static func itemRole(in list: Role) -> Role {
            switch list {
            case .parameters: .parameter
            // (A list where a schema goes: JSON Schema's tuple form of `items`, read as any of them.)
            case .schemaList, .schema: .schema
            case .security: .securityRequirement
            default: .other
            }
        }

        /// The role of the value at `key` inside a value of role `parent` (switches on the key: a table written in
        /// place is built again on every call, and this is asked of every key of the document).
        static func role(of key: String, in parent: Role) -> Role {
            if key.hasPrefix("x-") { return .data }
            switch parent {
            case .root:
                switch key {
                case "paths", "webhooks": return .paths
                case "components": return .components
                case "security": return .security
                default: return .other
                }
            case .paths: return .pathItem
            case .pathItem:
                if key == "parameters" { return .parameters }
                return methods.contains(key) ? .operation : .other
            case .operation:
                switch key {
                case "parameters": return .parameters
                case "requestBody": return .requestBody
                case "responses": return .responses
                case "security": return .security
                case "callbacks": return .callbacks
                default: return .other
                }
            case .callbacks: return .callback
            case .callback: return .pathItem
            case .parameter, .header:
                switch key {
                case "schema": return .schema
                case "content": return .mediaTypes
                case "examples": return .exampleMap
                case "example": return .data
                default: return .other
                }
            case .requestBody: return key == "content" ? .mediaTypes : .other
            case .responses, .responseMap: return .response
            case .response:
                switch key {
                case "content": return .mediaTypes
                case "headers": return .headers
                default: return .other
                }
            case .headers: return .header
            case .mediaTypes: return .mediaType
            case .mediaType:
                switch key {
                case "schema": return .schema
                case "encoding": return .encodings
                case "examples": return .exampleMap
                case "example": return .data
                default: return .other
                }
            case .encodings: return .encoding
            case .encoding: return key == "headers" ? .headers : .other
            case .components:
                switch key {
                case "schemas": return .schemaMap
                case "parameters": return .parameterMap
                case "responses": return .responseMap
                case "requestBodies": return .requestBodyMap
                case "headers": return .headers
                case "pathItems": return .paths
                case "callbacks": return .callbacks
                case "examples": return .exampleMap
                default: return .other
                }
            case .parameterMap: return .parameter
            case .requestBodyMap: return .requestBody
            case .schemaMap: return .schema
            case .schema, .additionalProperties:
                switch key {
                case "additionalProperties": return .additionalProperties
                case "properties", "patternProperties", "$defs", "definitions", "dependentSchemas": return .schemaMap
                case "allOf", "oneOf", "anyOf", "prefixItems": return .schemaList
                case "items", "not", "contains", "propertyNames", "if", "then", "else", "unevaluatedItems",
                     "unevaluatedProperties",
                     "additionalItems":
                    return .schema
                default: return .data
                }
            case .exampleMap: return .example
            case .example: return .data
            case .parameters, .schemaList, .security, .securityRequirement, .other, .data:
                return .other
            }
        }
    }
}
