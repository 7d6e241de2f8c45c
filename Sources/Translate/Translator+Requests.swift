import Names
import SpecModel

extension Translator {
    func requestView(_ id: EndpointID) -> RequestView {
        let endpoint = api[id]
        let service = api[endpoint.service]
        let stored = names[id].request
        let coding = Self.dateCoding(service.dates)
        var imports = Imports()
        imports.mentionRuntime()
        if let response = endpoint.response { imports.mention(response) }
        var properties: [PropertyView] = []
        func store(_ param: CheckedParam, as member: MemberName) {
            imports.mention(param.type)
            properties.append(property(member, type: param.type, key: param.name.value, doc: DocComment.lines(param.doc),
                                       defaultValue: param.defaultValue))
        }
        for (param, member) in zip(endpoint.pathParams, stored.path) { store(param, as: member) }
        var body = ""
        if let bodyType = endpoint.body?.value, let member = stored.body {
            imports.mention(bodyType)
            properties.append(property(member, type: bodyType, key: "", doc: [], defaultValue: nil))
            let wrap = bodyType.builtin == .data ? ".data" : ".json"
            let value = SwiftIdentifier.member(member.name)
            body = bodyType.isOptional ? "\(value).map { \(wrap)($0) }" : "\(wrap)(\(value))"
        }
        for (param, name) in zip(endpoint.query + endpoint.headers, stored.query + stored.headers) {
            if let member = name.member { store(param, as: member) }
        }

        let queryLines = zip(endpoint.query, stored.query).map { param, name in
            "items.add(\(valueArguments(param, name, coding: coding)))"
        }
        if !queryLines.isEmpty { imports.mentionFoundation() }
        // Fixed headers: the service's, with an endpoint's const headers in place of the same names; a const whose
        // text depends on the service's coding (a date) is added like a parameter.
        var fixed: [(String, String)] = service.headers.map { ($0.name.value, $0.value) }
        var headerLines: [String] = []
        for (param, name) in zip(endpoint.headers, stored.headers) {
            if case .constant(let value) = name {
                fixed.removeAll { $0.0.lowercased() == param.name.value.lowercased() }
                if let text = literal.wireText(value) {
                    fixed.append((param.name.value, text))
                    continue
                }
            }
            headerLines.append("headers.add(\(valueArguments(param, name, coding: coding)))")
        }
        let fixedHeaders = fixed.isEmpty ? "[:]"
            : "[" + fixed.map { "\(SwiftLiteral.string($0.0)): \(SwiftLiteral.string($0.1))" }.joined(separator: ", ") + "]"

        let path = PathExpression.make(endpoint.pathParts) { index in
            let value = SwiftIdentifier.member(stored.path[index].name)
            return endpoint.pathParams[index].type.builtin == .date ? "DateCoding\(coding).string(from: \(value))" : value
        }
        return RequestView(
            header: header(endpoint.service), imports: imports.modules(),
            doc: Deprecated.docLines(endpoint.deprecated, after: DocComment.lines(endpoint.doc)), attributes: [], access: access,
            typeName: names[id].requestType, responseType: endpoint.response.map(typeName) ?? "Void",
            properties: properties, initParameters: properties.map(\.parameter).joined(separator: ", "),
            method: "." + endpoint.method.rawValue.lowercased(), path: path,
            hasQuery: !queryLines.isEmpty, queryLines: queryLines,
            hasHeaders: !fixed.isEmpty || !headerLines.isEmpty, fixedHeaders: fixedHeaders, headerLines: headerLines,
            hasBody: endpoint.body != nil, body: body, dateCoding: coding)
    }

    /// `"name", value` for `QueryItems.add` / `HeaderFields.add`: a const's literal (an enum case as its raw
    /// value), a date with the service's coding, a list of dates as strings, or the stored property.
    private func valueArguments(_ param: CheckedParam, _ source: ParameterName, coding: String) -> String {
        let key = SwiftLiteral.string(param.name.value)
        let isDate = param.type.builtin == .date
        let name: String
        switch source {
        case .constant(let value): return "\(key), \(literal.sent(value))" + (isDate ? ", coding: \(coding)" : "")
        case .stored(let member): name = SwiftIdentifier.member(member.name)
        }
        if isDate { return "\(key), \(name), coding: \(coding)" }
        if case .array(let element) = param.type.unwrapped, element.builtin == .date {
            let optional = param.type.isOptional ? "?" : ""
            return "\(key), \(name)\(optional).map { DateCoding\(coding).string(from: $0) }"
        }
        return "\(key), \(name)"
    }
}
