/// Writes a planned spec as YAML: block mappings for the structure, flow mappings for full-form properties,
/// parameters and paging, and a mix of quoted and bare types.
struct SpecWriter {
    private var lines: [String] = []
    /// Bare `[Item]` types alternate with quoted ones, so both spellings are read.
    private var bareTypes = false

    static func yaml(_ plan: SpecPlan) -> String {
        var writer = SpecWriter()
        writer.header(plan)
        writer.models(plan.models)
        writer.endpoints(plan.endpoints)
        return writer.lines.joined(separator: "\n") + "\n"
    }

    private mutating func line(_ indent: Int, _ text: String) {
        lines.append(String(repeating: "  ", count: indent) + text)
    }

    private mutating func header(_ plan: SpecPlan) {
        if plan.version { line(0, "version: 1") }
        if let service = plan.service { line(0, "service: \(YAMLText.scalar(service))") }
        if let doc = plan.doc { line(0, "doc: \(YAMLText.quoted(doc))") }
        if let baseURL = plan.baseURL { line(0, "baseURL: \(baseURL)") }
        if let keys = plan.keys { line(0, "keys: \(keys)") }
        if let dates = plan.dates.written { line(0, "dates: \(dates)") }
        if !plan.headers.isEmpty {
            line(0, "headers: " + YAMLText.mapping(plan.headers.map { ($0.name, YAMLText.quoted($0.value)) }))
        }
        if !plan.errors.isEmpty { line(0, "errors: " + statuses(plan.errors)) }
    }

    private mutating func models(_ models: [ModelPlan]) {
        guard !models.isEmpty else { return }
        line(0, "models:")
        for model in models {
            line(1, "\(YAMLText.scalar(model.name)):")
            if let doc = model.doc { line(2, "doc: \(YAMLText.quoted(doc))") }
            if let deprecated = model.deprecated { line(2, "deprecated: \(deprecated)") }
            if let additional = model.additionalProperties { line(2, "additionalProperties: \(type(additional))") }
            switch model.kind {
            case .object(let properties):
                fields("properties", properties, indent: 2)
            case .integerEnum(let cases):
                line(2, "enum: " + YAMLText.mapping(cases.map { ($0.caseName, String($0.rawValue)) }))
            case .union(let members):
                if members.allSatisfy({ $0.caseName == nil }) {
                    line(2, "oneOf: " + YAMLText.sequence(members.map { YAMLText.type($0.type, bare: false) }))
                } else {
                    line(2, "oneOf: " + YAMLText.mapping(members.map { ($0.caseName ?? "", YAMLText.type($0.type, bare: false)) }))
                }
            case .enumeration(let cases):
                if cases.allSatisfy({ $0.caseName == nil }) {
                    line(2, "enum: " + YAMLText.sequence(cases.map { YAMLText.scalar($0.rawValue) }))
                } else {
                    line(2, "enum:")
                    for enumCase in cases { line(3, "\(YAMLText.scalar(enumCase.caseName ?? "")): \(YAMLText.scalar(enumCase.rawValue))") }
                }
            }
        }
    }

    private mutating func endpoints(_ endpoints: [EndpointPlan]) {
        guard !endpoints.isEmpty else { return }
        line(0, "endpoints:")
        for endpoint in endpoints {
            line(1, "\(YAMLText.scalar(endpoint.name)):")
            if let doc = endpoint.doc { line(2, "doc: \(YAMLText.quoted(doc))") }
            if let method = endpoint.method { line(2, "method: \(method)") }
            line(2, "path: \(YAMLText.quoted(endpoint.path))")
            if !endpoint.pathParams.isEmpty { fields("params", endpoint.pathParams, indent: 2) }
            if !endpoint.query.isEmpty { fields("query", endpoint.query, indent: 2) }
            if !endpoint.headers.isEmpty { fields("headers", endpoint.headers, indent: 2) }
            if let body = endpoint.body {
                if endpoint.bodyEncoding == nil, endpoint.bodyContentType == nil {
                    line(2, "body: \(type(body))")
                } else {
                    var pairs: [(key: String, value: String)] = [("type", type(body))]
                    if let encoding = endpoint.bodyEncoding { pairs.append(("encoding", encoding)) }
                    if let contentType = endpoint.bodyContentType { pairs.append(("contentType", contentType)) }
                    line(2, "body: " + YAMLText.mapping(pairs))
                }
            }
            if let response = endpoint.response { line(2, "response: \(type(response))") }
            if let responses = endpoint.responses { line(2, "responses: " + statuses(responses)) }
            if !endpoint.errors.isEmpty { line(2, "errors: " + statuses(endpoint.errors)) }
            if let example = endpoint.example { line(2, "example: \(example)") }
            if let paging = endpoint.paging { line(2, "paging: \(YAMLText.mapping(paging))") }
            if let deprecated = endpoint.deprecated { line(2, "deprecated: \(deprecated)") }
        }
    }

    /// Properties or parameters under `key`: one per line, shorthand where it says it all; an empty mapping as `{}`.
    private mutating func fields(_ key: String, _ fields: [FieldPlan], indent: Int) {
        guard !fields.isEmpty else { return line(indent, "\(key): {}") }
        line(indent, "\(key):")
        for field in fields {
            line(indent + 1, "\(YAMLText.scalar(field.name)): \(value(of: field))")
        }
    }

    private mutating func value(of field: FieldPlan) -> String {
        guard field.needsFullForm else { return type(field.type!) }
        var pairs: [(key: String, value: String)] = []
        if let fieldType = field.type { pairs.append(("type", type(fieldType))) }
        if let key = field.key { pairs.append(("key", YAMLText.quoted(key))) }
        if let swiftName = field.swiftName { pairs.append(("name", YAMLText.scalar(swiftName))) }
        if let defaultValue = field.defaultValue { pairs.append(("default", defaultValue)) }
        if let constValue = field.constValue { pairs.append(("const", constValue)) }
        if let doc = field.doc { pairs.append(("doc", YAMLText.quoted(doc))) }
        if let deprecated = field.deprecated { pairs.append(("deprecated", deprecated)) }
        if field.nullable { pairs.append(("nullable", "true")) }
        if let dates = field.dates { pairs.append(("dates", dates)) }
        if let style = field.style { pairs.append(("style", style)) }
        if field.multiSegment { pairs.append(("multiSegment", "true")) }
        return YAMLText.mapping(pairs)
    }

    /// `{ 200: Item, 204: ~ }`.
    private mutating func statuses(_ entries: [(status: String, type: SpecType?)]) -> String {
        YAMLText.mapping(entries.map { entry in (entry.status, entry.type.map { YAMLText.type($0, bare: false) } ?? "~") })
    }

    private mutating func type(_ specType: SpecType) -> String {
        bareTypes.toggle()
        return YAMLText.type(specType, bare: bareTypes)
    }
}
