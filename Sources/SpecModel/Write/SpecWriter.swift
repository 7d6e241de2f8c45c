import YAML

/// Writes a spec as the YAML text gen reads back as the same spec: block mappings for the structure, the
/// shorthand `name: Type` wherever it says it all, flow mappings for full forms, and defaults left out
/// (`method: GET`, `keys: as-is`, paging's default parameter names). The one way specs are written — by the
/// importer and by tests that make specs.
///
/// What it writes is what the spec holds: positions (marks) and a scalar's original spelling are not kept, and a
/// path placeholder that `params:` didn't declare stays undeclared.
public struct SpecWriter {
    private var lines: [String] = []

    private init() {}

    /// The text of `spec`, after `comments` (each written as a `# …` line).
    public static func text(_ spec: Spec, comments: [String] = []) -> String {
        var writer = SpecWriter()
        for comment in comments { writer.line(0, comment.isEmpty ? "#" : "# " + comment) }
        writer.header(spec)
        writer.models(spec.models)
        writer.endpoints(spec.endpoints)
        return writer.lines.joined(separator: "\n") + "\n"
    }

    mutating func line(_ indent: Int, _ text: String) {
        lines.append(String(repeating: "  ", count: indent) + text)
    }

    /// `key: value` at `indent`, the key written as a scalar.
    mutating func entry(_ indent: Int, _ key: String, _ value: String) {
        line(indent, "\(YAMLText.scalar(key)): \(value)")
    }

    private mutating func header(_ spec: Spec) {
        if let version = spec.version { entry(0, "version", version) }
        if let service = spec.service { entry(0, "service", YAMLText.scalar(service.value)) }
        if let doc = spec.doc { entry(0, "doc", YAMLText.blockText(doc.value, indent: 0)) }
        if let baseURL = spec.baseURL { entry(0, "baseURL", YAMLText.scalar(baseURL.value)) }
        if spec.keys != .asIs { entry(0, "keys", spec.keys.rawValue) }
        if spec.dates != .iso8601 { entry(0, "dates", Self.dates(spec.dates)) }
        if !spec.headers.isEmpty {
            entry(0, "headers", YAMLText.flow(spec.headers.map { ($0.name.value, YAMLText.scalar($0.value)) }))
        }
        if !spec.errors.isEmpty { entry(0, "errors", Self.statuses(spec.errors)) }
        if !spec.auth.isEmpty {
            entry(0, "auth", YAMLText.flow(spec.auth.map { ($0.name.value, Self.authKind($0.kind)) }))
        }
        if let security = spec.security {
            entry(0, "security", Self.security(security))
        }
    }

    private mutating func models(_ models: [Model]) {
        guard !models.isEmpty else { return }
        line(0, "models:")
        for model in models {
            line(1, YAMLText.scalar(model.name.value) + ":")
            if let doc = model.doc { entry(2, "doc", YAMLText.blockText(doc, indent: 2)) }
            if let deprecated = model.deprecated { entry(2, "deprecated", Self.deprecation(deprecated)) }
            if let additional = model.additionalProperties {
                entry(2, "additionalProperties", YAMLText.type(additional, inFlow: false))
            }
            switch model.kind {
            case .object(let properties):
                guard !properties.isEmpty else {
                    entry(2, "properties", "{}")
                    continue
                }
                line(2, "properties:")
                for property in properties {
                    entry(3, property.name.value, Self.value(of: property))
                }
            case .enumeration(let cases):
                entry(2, "enum", Self.enumCases(cases))
            case .union(let union):
                if union.members.allSatisfy({ $0.caseName == nil }) {
                    entry(2, "oneOf", "[" + union.members.map { YAMLText.type($0.type) }.joined(separator: ", ") + "]")
                } else {
                    entry(2, "oneOf", YAMLText.flow(union.members.map {
                        ($0.caseName?.value ?? $0.type.description, YAMLText.type($0.type))
                    }))
                }
                if let tag = union.tag { entry(2, "tag", YAMLText.scalar(tag.value)) }
                if !union.tags.isEmpty {
                    entry(2, "tags",
                          YAMLText.flow(union.tags.map { ($0.value.value, YAMLText.scalar($0.model.value)) }))
                }
            }
        }
    }

    /// `[a, b]`, or the map form `{ name: raw }` when cases have Swift names or are integers (a case without a
    /// name is keyed by its raw value).
    private static func enumCases(_ cases: [EnumCase]) -> String {
        if cases.allSatisfy({ $0.swiftName == nil && !$0.isInteger }) {
            return "[" + cases.map { YAMLText.scalar($0.rawValue.value) }.joined(separator: ", ") + "]"
        }
        return YAMLText.flow(cases.map { enumCase in
            let raw = enumCase.isInteger ? enumCase.rawValue.value : YAMLText.scalar(enumCase.rawValue.value)
            return (enumCase.swiftName?.value ?? enumCase.rawValue.value, raw)
        })
    }

    /// A property: its type alone, or the full form.
    private static func value(of property: Property) -> String {
        var pairs: [(key: String, value: String)] = []
        if let key = property.key { pairs.append(("key", YAMLText.scalar(key.value))) }
        if let name = property.swiftName { pairs.append(("name", YAMLText.scalar(name.value))) }
        if let value = property.defaultValue { pairs.append(("default", YAMLText.literal(value))) }
        if let doc = property.doc { pairs.append(("doc", YAMLText.scalar(doc))) }
        if let deprecated = property.deprecated { pairs.append(("deprecated", deprecation(deprecated))) }
        if property.isNullable { pairs.append(("nullable", "true")) }
        if let dates = property.dates { pairs.append(("dates", Self.dates(dates.value))) }
        guard !pairs.isEmpty else { return YAMLText.type(property.type, inFlow: false) }
        return YAMLText.flow([("type", YAMLText.type(property.type))] + pairs)
    }

    static func authKind(_ kind: AuthKind) -> String {
        switch kind {
        case .bearer: return "bearer"
        case .basic: return "basic"
        case .header(let name): return YAMLText.flow([("header", YAMLText.scalar(name))])
        case .query(let name): return YAMLText.flow([("query", YAMLText.scalar(name))])
        }
    }

    /// `[key, [token, app]]`; `[]` for none.
    static func security(_ alternatives: [[Located<String>]]) -> String {
        "[" + alternatives.map { together in
            together.count == 1 ? YAMLText.scalar(together[0].value)
                : "[" + together.map { YAMLText.scalar($0.value) }.joined(separator: ", ") + "]"
        }.joined(separator: ", ") + "]"
    }

    static func deprecation(_ deprecation: Deprecation) -> String {
        deprecation.message.map(YAMLText.quoted) ?? "true"
    }

    static func dates(_ strategy: DateStrategy) -> String {
        switch strategy {
        case .iso8601: return "iso8601"
        case .rfc3339: return "rfc3339"
        case .seconds: return "seconds"
        case .milliseconds: return "milliseconds"
        case .format(let format): return YAMLText.quoted(format)
        }
    }

    /// `{ 200: Pet, 204: ~ }`.
    static func statuses(_ entries: [StatusBody]) -> String {
        // Status keys as they are: `200` reads as the status, `4XX` and `default` as text.
        entries.isEmpty ? "{}" : "{ " + entries.map { "\($0.key.value): \($0.type.map { YAMLText.type($0) } ?? "~")" }
            .joined(separator: ", ") + " }"
    }
}
