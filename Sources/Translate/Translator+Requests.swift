import SpecModel

extension Translator {
    func requestView(_ endpoint: Endpoint, _ spec: Spec) -> RequestView {
        let coding = Self.dateCoding(spec.dates)
        var properties: [PropertyView] = []
        var parameters: [String] = []
        func store(_ param: Param) {
            let name = SwiftIdentifier.escaped(Self.propertyName(param))
            let parameter = SwiftIdentifier.parameter(Self.propertyName(param))
            let type = SwiftTypeName.of(param.type)
            properties.append(PropertyView(
                doc: DocComment.lines(param.doc), attributes: [],
                declaration: "\(access)var \(name): \(type)", assignment: "self.\(name) = \(parameter.value)"))
            let defaultValue = param.defaultValue.map { literal(spec).expression($0, param.type) }
                ?? (param.type.isOptional ? "nil" : nil)
            parameters.append("\(parameter.declaration): \(type)" + (defaultValue.map { " = \($0)" } ?? ""))
        }
        endpoint.pathParams.forEach(store)
        var body = ""
        if let bodyType = endpoint.body {
            let name = SwiftIdentifier.escaped(SwiftName.bodyProperty(bodyType))
            let member = SwiftIdentifier.member(SwiftName.bodyProperty(bodyType))
            let type = SwiftTypeName.of(bodyType)
            properties.append(PropertyView(doc: [], attributes: [], declaration: "\(access)var \(name): \(type)",
                                           assignment: "self.\(name) = \(name)"))
            parameters.append("\(name): \(type)" + (bodyType.isOptional ? " = nil" : ""))
            let wrap = bodyType.unwrapped.name == BuiltinType.data.rawValue ? ".data" : ".json"
            body = bodyType.isOptional ? "\(member).map { \(wrap)($0) }" : "\(wrap)(\(member))"
        }
        let stored = (endpoint.query + endpoint.headers).filter { $0.constValue == nil }
        stored.forEach(store)

        let queryLines = endpoint.query.map { param in
            "items.add(\(valueArguments(param, spec: spec, coding: coding)))"
        }
        let headerLines = endpoint.headers.filter { $0.constValue == nil }.map { param in
            "headers.add(\(valueArguments(param, spec: spec, coding: coding)))"
        }
        var fixed: [(String, String)] = spec.headers.map { ($0.name.value, $0.value) }
        for header in endpoint.headers {
            guard let value = header.constValue?.string else { continue }
            fixed.removeAll { $0.0.lowercased() == header.name.value.lowercased() }
            fixed.append((header.name.value, value))
        }
        let fixedHeaders = fixed.isEmpty ? "[:]"
            : "[" + fixed.map { "\(SwiftLiteral.string($0.0)): \(SwiftLiteral.string($0.1))" }.joined(separator: ", ") + "]"

        let path = PathExpression.make(endpoint.path.value) { placeholder in
            guard let param = endpoint.pathParams.first(where: { $0.name.value == placeholder }) else { return "\"\"" }
            let name = SwiftIdentifier.member(Self.propertyName(param))
            return param.type.name == BuiltinType.date.rawValue ? "DateCoding\(coding).string(from: \(name))" : name
        }
        return RequestView(
            header: Self.header(spec), imports: ["Foundation", "SpecgenRuntime"],
            doc: Deprecated.docLines(endpoint.deprecated, after: DocComment.lines(endpoint.doc)), attributes: [], access: access,
            typeName: (SwiftName.upperCamel(endpoint.name.value) ?? endpoint.name.value) + "Request",
            responseType: endpoint.response.map(SwiftTypeName.of) ?? "Void",
            properties: properties, initParameters: parameters.joined(separator: ", "),
            method: "." + endpoint.method.rawValue.lowercased(), path: path,
            hasQuery: !queryLines.isEmpty, queryLines: queryLines,
            hasHeaders: !fixed.isEmpty || !headerLines.isEmpty, fixedHeaders: fixedHeaders, headerLines: headerLines,
            hasBody: endpoint.body != nil, body: body, dateCoding: coding)
    }

    /// The stored property of a parameter (unescaped).
    static func propertyName(_ param: Param) -> String {
        SwiftName.requestProperty(param.resolvedSwiftName ?? param.name.value)
    }

    /// `"name", value` for `QueryItems.add` / `HeaderFields.add`: a const's literal, a date with the
    /// service's coding, a list of dates as strings, or the stored property.
    private func valueArguments(_ param: Param, spec: Spec, coding: String) -> String {
        let key = SwiftLiteral.string(param.name.value)
        if let constValue = param.constValue {
            var writer = literal(spec)
            writer.qualifyEnums = true
            let dateCoding = param.type.unwrapped.name == BuiltinType.date.rawValue ? ", coding: \(coding)" : ""
            return "\(key), \(writer.expression(constValue, param.type.unwrapped))\(dateCoding)"
        }
        let name = SwiftIdentifier.member(Self.propertyName(param))
        let unwrapped = param.type.unwrapped
        if unwrapped.name == BuiltinType.date.rawValue {
            return "\(key), \(name), coding: \(coding)"
        }
        if case .array(let element) = unwrapped, element.name == BuiltinType.date.rawValue {
            let optional = param.type.isOptional ? "?" : ""
            return "\(key), \(name)\(optional).map { DateCoding\(coding).string(from: $0) }"
        }
        return "\(key), \(name)"
    }
}
