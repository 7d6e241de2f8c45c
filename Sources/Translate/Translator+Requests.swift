import Names
import SpecModel

extension Translator {
    func requestView(_ id: EndpointID) -> (view: RequestView, imports: [String]) {
        let endpoint = api[id]
        let service = api[endpoint.service]
        let stored = names[id].request
        let coding = Self.dateCoding(service.dates)
        var imports = Imports()
        imports.mentionRuntime()
        if let response = endpoint.response { imports.mention(response) }
        let responseParts = responseParts(id, imports: &imports)
        let streamParts = streamParts(id, imports: &imports)
        var properties: [PropertyView] = []
        func store(_ param: CheckedParam, as member: MemberName) {
            imports.mention(param.type)
            properties.append(property(member, type: param.type, key: param.name.value,
                                       doc: DocComment.lines(param.doc), defaultValue: param.defaultValue))
        }
        for (param, member) in zip(endpoint.pathParams, stored.path) { store(param, as: member) }
        var body = ""
        var contentType: String?
        if let bodyType = endpoint.body?.value, let member = stored.body {
            imports.mention(bodyType)
            properties.append(property(member, type: bodyType, key: "", doc: [], defaultValue: nil))
            let wrap: (String) -> String
            (wrap, contentType) = Self.bodyWrap(endpoint, type: bodyType)
            let value = SwiftIdentifier.member(member.name)
            body = bodyType.isOptional ? "\(value).map { \(wrap("$0")) }" : wrap(value)
        }
        for (param, name) in zip(endpoint.query + endpoint.headers, stored.query + stored.headers) {
            if let member = name.member { store(param, as: member) }
        }

        var queryLines: [String] = [], encodedQueryLines: [String] = []
        for (param, name) in zip(endpoint.query, stored.query) {
            let isList = param.type.unwrapped.isArray
            let style = isList && param.style != .repeated ? ", style: .\(Self.styleCase(param.style))" : ""
            let line = "items.add(\(valueArguments(param, name, coding: coding, style: style)))"
            if isList && param.style == .comma { encodedQueryLines.append(line) } else { queryLines.append(line) }
        }
        if !queryLines.isEmpty || !encodedQueryLines.isEmpty { imports.mentionFoundation() }
        // Fixed headers: the service's, with an endpoint's const headers in place of the same names; a const whose
        // text depends on the service's coding (a date) is added like a parameter.
        var fixed: [(String, String)] = service.headers.map { ($0.name.value, $0.value) }
        if let contentType {
            fixed.removeAll { $0.0.lowercased() == "content-type" }
            fixed.append(("Content-Type", contentType))
        }
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
            : "[" + fixed.map { "\(SwiftLiteral.string($0.0)): \(SwiftLiteral.string($0.1))" }
                .joined(separator: ", ") + "]"

        let pathPieces = PathExpression.pieces(endpoint.pathParts) { index in
            let value = SwiftIdentifier.member(stored.path[index].name)
            let param = endpoint.pathParams[index]
            return param.type.builtin == .date
                ? "DateCoding\(param.dates.map(Self.dateCoding) ?? coding).string(from: \(value))" : value
        } multiSegment: { endpoint.pathParams[$0].multiSegment }
        let view = RequestView(
            doc: Deprecated.docLines(endpoint.deprecated, after: DocComment.lines(endpoint.doc)), attributes: [],
            access: access, typeName: names[id].requestType,
            conformance: streamParts.conformance,
            responseType: endpoint.responses != nil ? nil
                : endpoint.response.map(typeName) ?? names[id].eventType.map { "[\($0)]" } ?? "Void",
            elementType: streamParts.elementType, framing: streamParts.framing, resumes: streamParts.resumes,
            elementDecodeLines: streamParts.elementDecodeLines, eventType: names[id].eventType,
            eventCases: streamParts.eventCases,
            responseCases: responseParts.responseCases, responseIndirect: responseParts.responseIndirect,
            decodeLines: responseParts.decodeLines,
            properties: properties, initParameters: initParameters(properties.map(\.parameter)),
            method: "." + endpoint.method.rawValue.lowercased(), pathPieces: pathPieces,
            hasQuery: !queryLines.isEmpty, queryLines: queryLines, encodedQueryLines: encodedQueryLines,
            hasHeaders: !fixed.isEmpty || !headerLines.isEmpty, fixedHeaders: fixedHeaders, headerLines: headerLines,
            hasBody: endpoint.body != nil, body: body, errorLines: responseParts.errorLines,
            errorBodyType: names[id].errorBodyType, errorCases: responseParts.errorCases,
            errorBodyIndirect: responseParts.errorBodyIndirect, dateCoding: coding,
            security: endpoint.security.map(Self.securityLiteral))
        return (view, imports.modules(splitImports(module(of: id))))
    }

    /// `[["key"], ["token", "app"]]`.
    static func securityLiteral(_ alternatives: [[String]]) -> String {
        "[" + alternatives.map { "[" + $0.map(SwiftLiteral.string).joined(separator: ", ") + "]" }
            .joined(separator: ", ") + "]"
    }

    /// `"name", value` for `QueryItems.add` / `HeaderFields.add`: a const's literal (an enum case as its raw
    /// value), a date with the parameter's coding (else the service's), a list of dates as strings, or the stored
    /// property.
    private func valueArguments(_ param: CheckedParam, _ source: ParameterName, coding service: String,
                                style: String = "") -> String {
        let coding = param.dates.map(Self.dateCoding) ?? service
        let key = SwiftLiteral.string(param.name.value)
        let isDate = param.type.builtin == .date
        let name: String
        switch source {
        case .constant(let value):
            return "\(key), \(literal.sent(value))\(style)" + (isDate ? ", coding: \(coding)" : "")
        case .stored(let member): name = SwiftIdentifier.member(member.name)
        }
        if isDate { return "\(key), \(name), coding: \(coding)" }
        let optional = param.type.isOptional ? "?" : ""
        switch param.type.unwrapped {
        case .array(let element) where element.builtin == .date:
            return "\(key), \(name)\(optional).map { DateCoding\(coding).string(from: $0) }\(style)"
        case .dictionary(let value) where value.builtin == .date:
            return "\(key), \(name)\(optional).mapValues { DateCoding\(coding).string(from: $0) }"
        default:
            return "\(key), \(name)\(style)"
        }
    }

    /// How the body's value becomes a `RequestBody`, and the `Content-Type` header a JSON body declares.
    private static func bodyWrap(_ endpoint: CheckedEndpoint, type: SpecType) -> ((String) -> String, String?) {
        let contentType = endpoint.bodyContentType.map(SwiftLiteral.string)
        switch endpoint.bodyEncoding {
        case .form: return ({ ".form(\($0))" }, nil)
        case .multipart: return ({ ".multipart(\($0))" }, nil)
        case .raw where type.builtin == .string:
            return ({ ".text(\($0)\(contentType.map { ", contentType: \($0)" } ?? ""))" }, nil)
        case .raw:
            return ({ ".data(\($0), contentType: \(contentType ?? "\"application/octet-stream\""))" }, nil)
        case .file:
            return ({ ".file(\($0), contentType: \(contentType ?? "\"application/octet-stream\""))" }, nil)
        case .json where type.builtin == .data:
            return ({ ".data(\($0)\(contentType.map { ", contentType: \($0)" } ?? ""))" }, nil)
        case .json:
            return ({ ".json(\($0))" }, endpoint.bodyContentType)
        }
    }

    /// The runtime's `QueryItems.Style` case for a list style.
    private static func styleCase(_ style: QueryStyle) -> String {
        switch style {
        case .repeated: return "repeated"
        case .comma: return "commaJoined"
        case .brackets: return "bracketed"
        }
    }
}
