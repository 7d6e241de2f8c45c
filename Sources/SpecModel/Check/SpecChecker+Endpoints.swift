import YAML

extension SpecChecker {
    mutating func checkEndpoint(_ endpoint: Endpoint, in spec: Spec, service: ServiceID, errors: [StatusKey: SpecType]) -> CheckedEndpoint {
        let what = "endpoint '\(endpoint.name.value)'"
        var checked = CheckedEndpoint(endpoint, service: service)
        checked.pathParams = endpoint.pathParams.map { param in
            checkParam(param, kind: "path parameter", in: spec) { type in
                if type.isOptional {
                    return "path parameter '\(param.name.value)' can't be optional: the path always needs it"
                }
                if !Self.isSimple(type) {
                    return "path parameter '\(param.name.value)' has type '\(param.type)'; a path holds a string, number, boolean, date, URL, UUID or enum"
                }
                if param.multiSegment?.value == true, type != .builtin(.string) {
                    return "path parameter '\(param.name.value)' is multiSegment, so it is a String (its '/'s are kept); it is '\(param.type)'"
                }
                return nil
            }
        }
        checked.query = endpoint.query.map { param in
            checkParam(param, kind: "query parameter", in: spec) { type in
                let unwrapped = type.unwrapped
                var element = unwrapped
                switch unwrapped {
                case .array(let inner): element = inner
                case .dictionary(let inner):
                    element = inner
                    if let style = param.style {
                        return "'style' applies to lists; dictionary '\(param.name.value)' is always sent as '\(param.name.value)[key]=value' (found '\(style.value.rawValue)')"
                    }
                default:
                    if let style = param.style {
                        return "'style' applies to list parameters; '\(param.name.value)' is '\(param.type)' (found '\(style.value.rawValue)')"
                    }
                }
                if !Self.isSimple(element) {
                    return "query parameter '\(param.name.value)' has type '\(param.type)'; a query value is a string, number, boolean, date, URL, UUID or enum, or a list or dictionary of them"
                }
                return nil
            }
        }
        checked.headers = endpoint.headers.map { param in
            checkParam(param, kind: "header", in: spec) { type in
                Self.isSimple(type.unwrapped) ? nil
                    : "header '\(param.name.value)' has type '\(param.type)'; a header holds a string, number, boolean, date, URL, UUID or enum"
            }
        }
        if let body = endpoint.body, let type = resolve(body, in: spec) {
            if endpoint.method == .get || endpoint.method == .head {
                error("a \(endpoint.method.rawValue) request can't have a body; use POST, PUT or PATCH for \(what)", file: spec.file, at: mark(of: body))
            }
            checked.body = Located(type, at: mark(of: body))
            (checked.bodyEncoding, checked.bodyContentType) = checkBodyEncoding(endpoint, body: type, in: spec)
        }
        if let response = endpoint.response, let type = resolve(response, in: spec) {
            if endpoint.method == .head {
                error("a HEAD response has no body; remove 'response' from \(what)", file: spec.file, at: mark(of: response))
            }
            checked.response = type
        }
        if let responses = endpoint.responses { checked.responses = checkResponses(endpoint, responses, in: spec) }
        checked.errors = checkErrors(endpoint, service: errors, in: spec)
        // Paging and examples are checked only against a response that resolved (an unknown type is reported once).
        // `responses:` reports paging and examples itself.
        let responseKnown = (endpoint.response == nil || checked.response != nil) && endpoint.responses == nil
        if let paging = endpoint.paging, responseKnown {
            checked.paging = checkPaging(paging, of: endpoint, checked: checked, in: spec)
        }
        if let example = endpoint.exampleValue, responseKnown {
            checkExample(example, endpoint: endpoint, response: checked.response, in: spec)
            checked.example = example
        }
        return checked
    }

    /// A parameter with its type resolved and its default and const typed. A type that doesn't fit where the
    /// parameter is sent is an error (`problem` says why); an unknown one is reported and the parameter keeps
    /// a stand-in, so that parameters keep their places (the run stops at the error).
    private mutating func checkParam(_ param: Param, kind: String, in spec: Spec,
                                     problem: (SpecType) -> String?) -> CheckedParam {
        guard let type = resolve(param.type, in: spec) else {
            return CheckedParam(param, type: .builtin(.string), defaultValue: nil, constValue: nil)
        }
        if let message = problem(type) {
            error(message, file: spec.file, at: mark(of: param.type))
        }
        let what = "\(kind) '\(param.name.value)'"
        let defaultValue = param.defaultValue.flatMap { typed($0, for: type, what: what, in: spec) }
        var constValue: Value?
        if let value = param.constValue {
            if value.isNull {
                error("const of \(what) can't be null: a const value is always sent", file: spec.file, at: value.mark)
            } else {
                constValue = typed(value, for: type, what: what, in: spec, keyword: "const")
            }
        }
        return CheckedParam(param, type: type, defaultValue: defaultValue, constValue: constValue)
    }

    /// An example must decode as the response: required keys present, values of the right types (an enum
    /// value the spec doesn't list is fine, it decodes to `.unknown`).
    private mutating func checkExample(_ example: CheckedExample, endpoint: Endpoint, response: SpecType?, in spec: Spec) {
        guard let response else {
            error("an example needs a 'response' type to be checked against", file: spec.file, at: example.value.mark)
            return
        }
        if response.builtin == .data { return }
        var checker = ValueChecker(models: api.models, strictEnums: false, dates: spec.dates)
        checker.checksObjects = true
        checker.check(example.value, against: response)
        for problem in checker.problems {
            diagnostics.append(Diagnostic(.error, ExampleProblem.message(endpoint: endpoint.name.value, problem.message),
                                          at: Location(file: example.file, mark: problem.mark)))
        }
    }

    /// A value that fits in a path segment, query value or header: a non-data built-in or an enum.
    static func isSimple(_ type: SpecType) -> Bool {
        switch type {
        case .builtin(let builtin): return builtin.isSimpleValue
        case .enumeration: return true
        default: return false
        }
    }

    func mark(of type: TypeRef) -> Mark {
        type.names.first?.mark ?? Mark.start
    }
}
