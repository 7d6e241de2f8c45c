/// One spec file's text: its header line, service header, models and endpoints, in the format's shorthand forms
/// where they say it all.
struct SpecFileWriter {
    private var writer = YAMLWriter()

    /// `header` is the first line; `service` nil for a file of shared models.
    init(header: String) {
        writer.line(0, header)
        writer.line(0, "version: 1.1")
    }

    var text: String { writer.lines.joined(separator: "\n") + "\n" }

    mutating func service(_ name: String, doc: String?, baseURL: String?, errors: [(status: String, type: String)]) {
        writer.entry(0, "service", name)
        if let doc { writer.entry(0, "doc", YAMLWriter.quoted(doc)) }
        if let baseURL { writer.entry(0, "baseURL", YAMLWriter.scalar(baseURL)) }
        if !errors.isEmpty { writer.entry(0, "errors", Self.statuses(errors.map { ($0.status, $0.type) })) }
    }

    mutating func models(_ models: [ImportedModel]) {
        guard !models.isEmpty else { return }
        writer.line(0, "models:")
        for model in models {
            writer.line(1, YAMLWriter.scalar(model.name) + ":")
            if let doc = model.doc { writer.entry(2, "doc", YAMLWriter.quoted(doc)) }
            if model.deprecated { writer.entry(2, "deprecated", "true") }
            switch model.kind {
            case .object(let properties, let additional):
                if let additional { writer.entry(2, "additionalProperties", YAMLWriter.type(additional)) }
                writer.line(2, "properties:")
                for property in properties { writer.entry(3, property.key, Self.value(property)) }
            case .enumeration(let values):
                writer.entry(2, "enum", "[" + values.map(YAMLWriter.scalar).joined(separator: ", ") + "]")
            case .integerEnum(let cases):
                writer.entry(2, "enum", YAMLWriter.flow(cases.map { ($0.name, String($0.value)) }))
            case .union(let members, let tag, let tags):
                writer.entry(2, "oneOf", "[" + members.map(YAMLWriter.type).joined(separator: ", ") + "]")
                if let tag { writer.entry(2, "tag", YAMLWriter.scalar(tag)) }
                if !tags.isEmpty { writer.entry(2, "tags", YAMLWriter.flow(tags.map { ($0.value, $0.member) })) }
            }
        }
    }

    private static func value(_ property: ImportedProperty) -> String {
        var pairs: [(String, String)] = []
        if let doc = property.doc { pairs.append(("doc", YAMLWriter.quoted(doc))) }
        if property.nullable { pairs.append(("nullable", "true")) }
        if let dates = property.dates { pairs.append(("dates", YAMLWriter.quoted(dates))) }
        if property.deprecated { pairs.append(("deprecated", "true")) }
        if let name = property.swiftName { pairs.append(("name", name)) }
        guard !pairs.isEmpty else { return YAMLWriter.type(property.type) }
        return YAMLWriter.flow([("type", YAMLWriter.type(property.type))] + pairs)
    }

    mutating func endpoints(_ endpoints: [ImportedEndpoint], sharedErrors: [(status: String, type: String)]) {
        guard !endpoints.isEmpty else { return }
        writer.line(0, "endpoints:")
        for endpoint in endpoints {
            writer.line(1, YAMLWriter.scalar(endpoint.name) + ":")
            if let doc = endpoint.doc { writer.entry(2, "doc", YAMLWriter.quoted(doc)) }
            if endpoint.deprecated { writer.entry(2, "deprecated", "true") }
            if endpoint.method != "GET" { writer.entry(2, "method", endpoint.method) }
            writer.entry(2, "path", YAMLWriter.scalar(endpoint.path))
            params("params", endpoint.pathParams)
            params("query", endpoint.query)
            params("headers", endpoint.headers)
            if let body = endpoint.body {
                if body.encoding == nil, body.contentType == nil {
                    writer.entry(2, "body", YAMLWriter.type(body.type))
                } else {
                    var pairs = [("type", YAMLWriter.type(body.type))]
                    if let encoding = body.encoding { pairs.append(("encoding", encoding)) }
                    if let contentType = body.contentType { pairs.append(("contentType", YAMLWriter.quoted(contentType))) }
                    writer.entry(2, "body", YAMLWriter.flow(pairs))
                }
            }
            if let response = endpoint.response { writer.entry(2, "response", YAMLWriter.type(response)) }
            if let responses = endpoint.responses { writer.entry(2, "responses", Self.statuses(responses)) }
            let own = endpoint.errors.filter { entry in !sharedErrors.contains { $0.status == entry.status && $0.type == entry.type } }
            if !own.isEmpty { writer.entry(2, "errors", Self.statuses(own.map { ($0.status, $0.type) })) }
        }
    }

    private mutating func params(_ key: String, _ params: [ImportedParam]) {
        guard !params.isEmpty else { return }
        writer.line(2, key + ":")
        for param in params {
            var pairs: [(String, String)] = []
            if let doc = param.doc { pairs.append(("doc", YAMLWriter.quoted(doc))) }
            if let style = param.style { pairs.append(("style", style)) }
            let value = pairs.isEmpty ? YAMLWriter.type(param.type) : YAMLWriter.flow([("type", YAMLWriter.type(param.type))] + pairs)
            writer.entry(3, param.name, value)
        }
    }

    /// `{ 200: Pet, 204: ~ }`.
    private static func statuses(_ entries: [(String, String?)]) -> String {
        YAMLWriter.flow(entries.map { ($0.0, $0.1.map(YAMLWriter.type) ?? "~") })
    }
}
