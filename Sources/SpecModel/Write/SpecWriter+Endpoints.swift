extension SpecWriter {
    mutating func endpoints(_ endpoints: [Endpoint]) {
        guard !endpoints.isEmpty else { return }
        line(0, "endpoints:")
        for endpoint in endpoints {
            line(1, YAMLText.scalar(endpoint.name.value) + ":")
            if let doc = endpoint.doc { entry(2, "doc", YAMLText.blockText(doc, indent: 2)) }
            if let deprecated = endpoint.deprecated { entry(2, "deprecated", Self.deprecation(deprecated)) }
            if endpoint.method != .get { entry(2, "method", endpoint.method.rawValue) }
            entry(2, "path", YAMLText.scalar(endpoint.path.value))
            params("params", endpoint.pathParams.filter(\.isDeclared))
            params("query", endpoint.query)
            params("headers", endpoint.headers)
            if let body = endpoint.body {
                entry(2, "body", Self.body(body, endpoint))
            }
            if let response = endpoint.response { entry(2, "response", YAMLText.type(response, inFlow: false)) }
            if let responses = endpoint.responses { entry(2, "responses", Self.statuses(responses)) }
            if let stream = endpoint.stream { entry(2, "stream", Self.stream(stream)) }
            if !endpoint.errors.isEmpty { entry(2, "errors", Self.statuses(endpoint.errors)) }
            switch endpoint.example {
            case .inline(let value):
                entry(2, "example", YAMLText.literal(value))
            case .file(let path): entry(2, "example", YAMLText.flow([("file", YAMLText.scalar(path.value))]))
            case nil: break
            }
            if let security = endpoint.security { entry(2, "security", Self.security(security)) }
            if let paging = endpoint.paging {
                entry(2, "paging", Self.paging(paging))
            }
        }
    }

    /// Path, query or header parameters under `key`, each as its type alone or in the full form.
    private mutating func params(_ key: String, _ params: [Param]) {
        guard !params.isEmpty else { return }
        line(2, key + ":")
        for param in params {
            var pairs: [(key: String, value: String)] = []
            if let name = param.swiftName { pairs.append(("name", YAMLText.scalar(name.value))) }
            if let value = param.defaultValue { pairs.append(("default", YAMLText.literal(value))) }
            if let value = param.constValue { pairs.append(("const", YAMLText.literal(value))) }
            if let doc = param.doc { pairs.append(("doc", YAMLText.scalar(doc))) }
            if let style = param.style { pairs.append(("style", style.value.rawValue)) }
            if let multiSegment = param.multiSegment {
                pairs.append(("multiSegment", multiSegment.value ? "true" : "false"))
            }
            if let dates = param.dates { pairs.append(("dates", Self.dates(dates.value))) }
            entry(3, param.name.value, pairs.isEmpty ? YAMLText.type(param.type, inFlow: false)
                : YAMLText.flow([("type", YAMLText.type(param.type))] + pairs))
        }
    }

    /// `stream: bytes`, or `{ events: Type, end: …, resume: true }` (events typed by name as a flow mapping),
    /// `{ lines: Type }`, `{ sequence: Type }`.
    static func stream(_ stream: WrittenStream) -> String {
        let kind = stream.kind.value
        let elements: String
        if let element = stream.element {
            elements = YAMLText.type(element)
        } else if !stream.namedEvents.isEmpty {
            elements = YAMLText.flow(stream.namedEvents.map { ($0.name.value, YAMLText.type($0.type)) })
        } else {
            return kind.rawValue
        }
        var pairs: [(key: String, value: String)] = [(kind.rawValue, elements)]
        if let end = stream.end { pairs.append(("end", YAMLText.scalar(end.value))) }
        if let resume = stream.resume { pairs.append(("resume", resume.value ? "true" : "false")) }
        return YAMLText.flow(pairs)
    }

    /// `body: Type`, or `{ type:, encoding:, contentType: }`.
    private static func body(_ type: TypeRef, _ endpoint: Endpoint) -> String {
        var pairs: [(key: String, value: String)] = []
        if let encoding = endpoint.bodyEncoding { pairs.append(("encoding", encoding.value.rawValue)) }
        if let contentType = endpoint.bodyContentType {
            pairs.append(("contentType", YAMLText.scalar(contentType.value)))
        }
        guard !pairs.isEmpty else { return YAMLText.type(type, inFlow: false) }
        return YAMLText.flow([("type", YAMLText.type(type))] + pairs)
    }

    /// A paging mapping, settings that have their default left out.
    /// `paging:` as a flow mapping: its style, then each setting in the style's order (``PagingStyle/rules``), those
    /// left at their defaults left out.
    static func paging(_ paging: WrittenPaging) -> String {
        var pairs: [(key: String, value: String)] = [("style", paging.name.rawValue)]
        let parameters = Dictionary(paging.parameters, uniquingKeysWith: { first, _ in first })
        let paths = Dictionary(paging.paths, uniquingKeysWith: { first, _ in first })
        let numbers = paging.numbers
        for rule in paging.name.rules {
            let setting = rule.setting
            if let value = parameters[setting] ?? paths[setting], value.value != rule.defaultText {
                pairs.append((setting.rawValue, YAMLText.scalar(value.value)))
            } else if setting == .next, paging.followsLinkHeader {
                pairs.append((setting.rawValue, "link"))
            } else if let number = numbers[setting], number != rule.defaultNumber {
                pairs.append((setting.rawValue, String(number)))
            }
        }
        return YAMLText.flow(pairs)
    }
}
