import SpecModel

/// The constructs of the spec format a random spec holds — every 1.1 key, each paging style, names that shadow
/// Swift types, services over several files — so a run can say how often each was made (and compiled), and a
/// weakened generator shows.
enum Constructs {
    /// Every construct `found(in:)` can report, in the order runs print them.
    static let all = [
        "version 1.1", "service over several files", "file of models only", "keys: snake_case", "dates:", "headers:",
        "service errors:", "auth:", "file security:", "endpoint security:", "string enum (list)", "string enum (map)",
        "integer enum", "union (list)", "union (map)", "tagged union (text)", "tagged union (integer)",
        "tagged union (enum)", "tags:", "Expandable", "Expandable of itself", "nullable:", "property dates:",
        "additionalProperties:", "default:", "const:", "style: repeat", "style: comma", "style: brackets",
        "dictionary query", "multiSegment", "body: json", "body: form", "body: multipart", "body: raw",
        "contentType:", "responses:", "endpoint errors:", "example:", "paging: offset", "paging: page",
        "paging: cursor token", "paging: cursor URL", "paging: link", "paging: lastItem", "nullable paging field",
        "model named like a Swift type", "model named lowercase", "stream: events", "stream: events by name",
        "stream: lines", "stream: sequence", "stream: bytes", "stream: end", "stream: resume", "body: file",
    ]

    /// Names of Swift and Foundation types a model may take.
    static let swiftTypeNames = Set(NamePools.shadowingTypeNames + NamePools.typeNames)

    static func found(in specs: [Spec]) -> Set<String> {
        var found: Set<String> = []
        func add(_ construct: String, _ condition: Bool = true) { if condition { found.insert(construct) } }
        let models = specs.flatMap(\.models)
        add("service over several files", specs.filter { $0.service != nil }.count > 1)
        add("file of models only", specs.contains { $0.service == nil && !$0.models.isEmpty })
        for spec in specs {
            add("version 1.1", spec.version == "1.1")
            add("keys: snake_case", spec.keys == .snakeCase)
            add("dates:", spec.dates != .iso8601)
            add("headers:", !spec.headers.isEmpty)
            add("service errors:", !spec.errors.isEmpty)
            add("auth:", !spec.auth.isEmpty)
            add("file security:", spec.security != nil)
            add("endpoint security:", spec.endpoints.contains { $0.security != nil })
        }
        for model in models {
            add("model named like a Swift type", swiftTypeNames.contains(model.name.value))
            add("model named lowercase", model.name.value.first?.isLowercase == true)
            add("additionalProperties:", model.additionalProperties != nil)
            switch model.kind {
            case .enumeration(let cases):
                add(cases.first?.isInteger == true ? "integer enum" : cases.first?.swiftName == nil
                    ? "string enum (list)" : "string enum (map)")
            case .union(let union):
                add(union.members.first?.caseName == nil ? "union (list)" : "union (map)")
                add("tags:", !union.tags.isEmpty)
                if let tag = union.tag?.value, let member = union.members.first?.type.name,
                   let type = models.first(where: { $0.name.value == member })?
                       .properties.first(where: { $0.key?.value == tag || $0.name.value == tag })?.type.name {
                    let enumeration = models.first { $0.name.value == type }
                    add(enumeration != nil ? "tagged union (enum)" : type == "String" ? "tagged union (text)"
                        : "tagged union (integer)")
                }
            case .object(let properties):
                for property in properties {
                    add("nullable:", property.isNullable)
                    add("property dates:", property.dates != nil)
                    add("default:", property.defaultValue != nil)
                    if case .expandable(let target, _) = property.type.unwrapped.arrayElement {
                        add("Expandable")
                        add("Expandable of itself", target == model.name.value)
                    }
                }
            }
        }
        for endpoint in specs.flatMap(\.endpoints) { endpointConstructs(endpoint, models: models, add: add) }
        return found
    }

    private static func endpointConstructs(_ endpoint: Endpoint, models: [Model], add: (String, Bool) -> Void) {
        for param in endpoint.pathParams + endpoint.query + endpoint.headers {
            add("const:", param.constValue != nil)
            add("default:", param.defaultValue != nil)
            add("multiSegment", param.multiSegment?.value == true)
            if let style = param.style { add("style: \(style.value.rawValue)", true) }
            if case .dictionary = param.type.unwrapped { add("dictionary query", true) }
        }
        if endpoint.body != nil { add("body: \(endpoint.bodyEncoding?.value.rawValue ?? "json")", true) }
        add("contentType:", endpoint.bodyContentType != nil)
        add("responses:", endpoint.responses != nil)
        add("endpoint errors:", !endpoint.errors.isEmpty)
        add("example:", endpoint.example != nil)
        if let stream = endpoint.stream {
            add("stream: " + stream.kind.value.rawValue + (stream.namedEvents.isEmpty ? "" : " by name"), true)
            add("stream: end", stream.end != nil)
            add("stream: resume", stream.resume != nil)
        }
        guard let paging = endpoint.paging else { return }
        // The key paths in the response (an item's `key` is not one).
        var paths = paging.paths.filter { $0.setting != .key }.map(\.value.value)
        switch paging.style {
        case .offset: add("paging: offset", true)
        case .page: add("paging: page", true)
        case .cursor(_, .linkHeader):
            add("paging: link", true)
            paths = []
        case .cursor(let cursor, .body): add(cursor == nil ? "paging: cursor URL" : "paging: cursor token", true)
        case .lastItem: add("paging: lastItem", true)
        }
        let nullable = paths.contains { path in
            var model = endpoint.response?.name
            for component in path.split(separator: ".").map(String.init) {
                guard let property = models.first(where: { $0.name.value == model })?.properties
                    .first(where: { $0.name.value == component || $0.key?.value == component }) else { return false }
                if property.isNullable { return true }
                model = property.type.name
            }
            return false
        }
        add("nullable paging field", nullable)
    }
}

extension TypeRef {
    /// The element of a list (maybe optional), or the type itself.
    var arrayElement: TypeRef {
        if case .array(let element) = unwrapped { return element.unwrapped }
        return self
    }
}
