import YAML

extension SpecValidator {
    mutating func checkEndpoint(_ endpoint: Endpoint, in spec: Spec) {
        let what = "endpoint '\(endpoint.name.value)'"
        for param in endpoint.pathParams {
            guard resolve(param.type, in: spec) else { continue }
            if param.type.isOptional {
                error("path parameter '\(param.name.value)' can't be optional: the path always needs it", in: spec, at: typeMark(param))
            } else if !isSimple(param.type) {
                error("path parameter '\(param.name.value)' has type '\(param.type)'; a path holds a string, number, boolean, date, URL, UUID or enum",
                      in: spec, at: typeMark(param))
            }
            checkValues(param, kind: "path parameter", in: spec)
        }
        for param in endpoint.query {
            guard resolve(param.type, in: spec) else { continue }
            let unwrapped = param.type.unwrapped
            let element: TypeRef = if case .array(let element) = unwrapped { element } else { unwrapped }
            if !isSimple(element) || element.isOptional {
                error("query parameter '\(param.name.value)' has type '\(param.type)'; a query value is a string, number, boolean, date, URL, UUID or enum, or a list of them",
                      in: spec, at: typeMark(param))
            }
            checkValues(param, kind: "query parameter", in: spec)
        }
        for param in endpoint.headers {
            guard resolve(param.type, in: spec) else { continue }
            if !isSimple(param.type.unwrapped) {
                error("header '\(param.name.value)' has type '\(param.type)'; a header holds a string, number, boolean, date, URL, UUID or enum",
                      in: spec, at: typeMark(param))
            }
            checkValues(param, kind: "header", in: spec)
        }
        if let body = endpoint.body, resolve(body, in: spec), endpoint.method == .get || endpoint.method == .head {
            error("a \(endpoint.method.rawValue) request can't have a body; use POST, PUT or PATCH for \(what)", in: spec, at: mark(of: body))
        }
        if let response = endpoint.response, resolve(response, in: spec), endpoint.method == .head {
            error("a HEAD response has no body; remove 'response' from \(what)", in: spec, at: mark(of: response))
        }
        if let paging = endpoint.paging {
            checkPaging(paging, of: endpoint, in: spec)
        }
        if let (node, file) = endpoint.exampleValue {
            checkExample(node, file: file, endpoint: endpoint, in: spec)
        }
    }

    /// An example must decode as the response: required keys present, values of the right types (an enum
    /// value the spec doesn't list is fine, it decodes to `.unknown`).
    private mutating func checkExample(_ node: Node, file: String, endpoint: Endpoint, in spec: Spec) {
        guard let response = endpoint.response else {
            error("an example needs a 'response' type to be checked against", in: spec, at: node.mark)
            return
        }
        guard resolve(response, in: spec) else { return }
        if response.name == BuiltinType.data.rawValue { return }
        var checker = ValueChecker(models: models, strictEnums: false, dates: spec.dates)
        checker.keyStyles = keyStyles
        checker.check(node, against: response)
        for problem in checker.problems {
            diagnostics.append(Diagnostic(.error, "example of endpoint '\(endpoint.name.value)': \(problem.message)",
                                          at: Location(file: file, mark: problem.mark)))
        }
    }

    private mutating func checkValues(_ param: Param, kind: String, in spec: Spec) {
        let what = "\(kind) '\(param.name.value)'"
        if let value = param.defaultValue { checkDefault(value, for: param.type, what: what, in: spec) }
        if let value = param.constValue {
            if value.isNull {
                error("const of \(what) can't be null: a const value is always sent", in: spec, at: value.mark)
            } else {
                checkDefault(value, for: param.type, what: what, in: spec, keyword: "const")
            }
        }
    }

    /// A value that fits in a path segment, query value or header: a non-data built-in or an enum.
    func isSimple(_ type: TypeRef) -> Bool {
        guard case .named(let name, _) = type else { return false }
        if let builtin = BuiltinType(rawValue: name) { return builtin.isSimpleValue }
        return models[name]?.isEnum == true
    }

    func typeMark(_ param: Param) -> Mark {
        mark(of: param.type)
    }

    func mark(of type: TypeRef) -> Mark {
        type.names.first?.mark ?? Mark.start
    }
}
