import YAML

extension SpecChecker {
    mutating func checkEndpoint(_ endpoint: Endpoint, in spec: Spec, service: ServiceID,
                                errors: [StatusKey: SpecType]) -> CheckedEndpoint {
        let name = endpoint.name.value
        var checked = CheckedEndpoint(endpoint, service: service)
        checked.pathParams = endpoint.pathParams.map { param in
            checkParam(param, of: name, as: .pathParameter(endpoint: name, parameter: param.name.value),
                       in: spec) { type in
                if type.isOptional {
                    return .optionalPathParameter(endpoint: name, parameter: param.name.value)
                }
                // A list of simple values goes in one segment, joined with `,` (OpenAPI's `simple` style); dates
                // only alone (their coding is the endpoint's).
                var single = type
                if case .array(let element) = type, element != .builtin(.date) { single = element }
                if !Self.isSimple(single) {
                    return .pathParameterType(endpoint: name, parameter: param.name.value, type: param.type.description)
                }
                if param.multiSegment?.value == true, type != .builtin(.string) {
                    return .multiSegmentNotString(endpoint: name, parameter: param.name.value,
                                                  type: param.type.description)
                }
                return nil
            }
        }
        checked.query = endpoint.query.map { param in
            checkParam(param, of: name, as: .queryParameter(endpoint: name, parameter: param.name.value),
                       in: spec) { type in
                let unwrapped = type.unwrapped
                var element = unwrapped
                switch unwrapped {
                case .array(let inner): element = inner
                case .dictionary(let inner):
                    element = inner
                    if let style = param.style {
                        return .styleOnDictionary(endpoint: name, parameter: param.name.value, style: style.value)
                    }
                default:
                    if let style = param.style {
                        return .styleOnScalar(endpoint: name, parameter: param.name.value, type: param.type.description,
                                              style: style.value)
                    }
                }
                if !Self.isSimple(element) {
                    return .queryParameterType(endpoint: name, parameter: param.name.value,
                                               type: param.type.description)
                }
                return nil
            }
        }
        for header in endpoint.headers where !SpecParser.isHeaderName(header.name.value) {
            error(.endpoint(.invalidHeaderName(endpoint: name, header: header.name.value)), file: spec.file,
                  at: header.name.mark)
        }
        checked.headers = endpoint.headers.map { param in
            checkParam(param, of: name, as: .header(endpoint: name, header: param.name.value), in: spec) { type in
                Self.isSimple(type.unwrapped) ? nil
                    : .headerType(endpoint: name, header: param.name.value, type: param.type.description)
            }
        }
        if let body = endpoint.body, let type = resolve(body, in: spec, owner: .endpoint(name)) {
            if !endpoint.method.takesBody {
                error(.endpoint(.bodyWithoutRoom(endpoint: name, method: endpoint.method)), file: spec.file,
                      at: mark(of: body))
            }
            checked.body = Located(type, at: mark(of: body))
            (checked.bodyEncoding, checked.bodyContentType) = checkBodyEncoding(endpoint, body: type, in: spec)
        }
        if let response = endpoint.response, let type = resolve(response, in: spec, owner: .endpoint(name)) {
            if endpoint.method == .head {
                error(.endpoint(.headResponse(endpoint: name)), file: spec.file, at: mark(of: response))
            }
            checked.response = type
        }
        if let responses = endpoint.responses { checked.responses = checkResponses(endpoint, responses, in: spec) }
        if let stream = endpoint.stream { checkStream(stream, of: endpoint, into: &checked, in: spec) }
        checked.errors = checkErrors(endpoint, service: errors, in: spec)
        // Paging and examples are checked only against a response that resolved (an unknown type is reported once).
        // `responses:` reports paging and examples itself.
        let responseKnown = (endpoint.response == nil || checked.response != nil) && endpoint.responses == nil
            && (endpoint.stream == nil || checked.stream != nil)
        if let paging = endpoint.paging, responseKnown, endpoint.stream == nil {
            checked.paging = checkPaging(paging, of: endpoint, checked: checked, in: spec)
        }
        // An inline example is the value written; a file's, the value its file was read as (nil when it couldn't be).
        let example: CheckedExample? = switch endpoint.example {
        case .inline(let value): CheckedExample(value: value, file: spec.file)
        case .file: endpoint.exampleValue
        case nil: nil
        }
        if let example, responseKnown {
            if let stream = checked.stream {
                checkStreamExample(example, of: stream, endpoint: endpoint, in: spec)
            } else {
                checkExample(example, endpoint: endpoint, response: checked.response, in: spec)
            }
            checked.example = example
        }
        return checked
    }

    /// A parameter of `endpoint` (`holder`: which one) with its type resolved and its default and const typed. A
    /// type that doesn't fit where the parameter is sent is an error (`problem` says why); an unknown one is reported
    /// and the parameter keeps a stand-in, so that parameters keep their places (the run stops at the error).
    private mutating func checkParam(_ param: Param, of endpoint: String, as holder: ValueFinding.Holder, in spec: Spec,
                                     problem: (SpecType) -> EndpointFinding?) -> CheckedParam {
        guard let type = resolve(param.type, in: spec, owner: .endpoint(endpoint)) else {
            return CheckedParam(param, type: .builtin(.string), defaultValue: nil, constValue: nil)
        }
        if let finding = problem(type) {
            error(.endpoint(finding), file: spec.file, at: mark(of: param.type))
        }
        let dates = param.dates?.value
        if let mark = param.dates?.mark, type.innermost != .builtin(.date) {
            error(.endpoint(.datesNotDate(endpoint: endpoint, parameter: param.name.value,
                                          type: param.type.description)), file: spec.file, at: mark)
        }
        let defaultValue = param.defaultValue.flatMap { typed($0, for: type, of: holder, in: spec, dates: dates) }
        var constValue: Value?
        if let value = param.constValue {
            if value.isNull {
                error(.value(.nullConst(of: holder)), file: spec.file, at: value.mark)
            } else {
                constValue = typed(value, for: type, of: holder, in: spec, keyword: .const, dates: dates)
            }
        }
        return CheckedParam(param, type: type, defaultValue: defaultValue, constValue: constValue)
    }

    /// An example must decode as the response: required keys present, values of the right types (an enum
    /// value the spec doesn't list is fine, it decodes to `.unknown`).
    mutating func checkExample(_ example: CheckedExample, endpoint: Endpoint, response: SpecType?,
                                       in spec: Spec) {
        guard let response else {
            error(.example(.noResponse(endpoint: endpoint.name.value)), file: spec.file, at: example.value.mark)
            return
        }
        if response.builtin == .data { return }
        var checker = ValueChecker(models: api.models, strictEnums: false, dates: spec.dates)
        checker.decodes = true
        checker.check(example.value, against: response)
        for problem in checker.problems {
            diagnostics.append(Diagnostic(.error, .example(.doesNotFit(endpoint: endpoint.name.value, problem.problem)),
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
