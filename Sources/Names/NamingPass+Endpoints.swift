import SpecModel

extension NamingPass {
    /// A request's stored parameters and, for a paged endpoint, its controller's: its names with those.
    mutating func parameterNames(of id: EndpointID) -> EndpointNames {
        let endpoint = api[id]
        let requestType = names.endpoints[id.index].requestType
        var reserved = Reserved.requestMembers
        if endpoint.stream != nil { reserved.merge(Reserved.streamRequestMembers) { first, _ in first } }
        // Decoding names the response and error types (`decoder.decode(page.self, …)`): a member of a model's name
        // (a model `page`, and a body stored as `page`) would be found first.
        for type in endpoint.decodedTypes {
            for leaf in type.leaves {
                if let model = leaf.model { reserved[api[model].name.value] = .requestDecodedType }
            }
        }
        let name = endpoint.name.value
        var scope = Scope(.request(requestType), of: .endpoint(name), suffix: "Parameter", reserved: reserved)
        let path = endpoint.pathParams.map { candidate($0, .pathParameter($0.name.value), of: endpoint) }
        let body = endpoint.body.map { body in
            Scope.Candidate(name: endpoint.bodyEncoding == .file ? "file" : bodyName(body.value), written: false,
                            owner: .body(type: body.value.spelled(api.models)),
                            location: location(endpoint.service, body.mark))
        }
        let query = endpoint.query.map {
            $0.constValue == nil ? candidate($0, .queryParameter($0.name.value), of: endpoint) : nil
        }
        let headers = endpoint.headers.map {
            $0.constValue == nil ? candidate($0, .header($0.name.value), of: endpoint) : nil
        }
        let fallback = endpoint.pathParams.map(\.name.value) + ["body"]
            + (endpoint.query + endpoint.headers).map(\.name.value)
        var decided = members(path + [body] + query + headers, in: &scope, fallback: fallback)[...]
        var request = ParameterNames()
        request.path = Array(decided.prefix(path.count))
        decided = decided.dropFirst(path.count)
        if body != nil { request.body = decided.first }
        decided = decided.dropFirst()
        request.query = zip(endpoint.query, decided.prefix(query.count)).map { param, member in
            param.constValue.map { .constant($0) } ?? .stored(member)
        }
        decided = decided.dropFirst(query.count)
        request.headers = zip(endpoint.headers, decided).map { param, member in
            param.constValue.map { .constant($0) } ?? .stored(member)
        }
        var named = names.endpoints[id.index]
        named.request = request
        if let eventType = named.eventType, let stream = endpoint.stream {
            named.eventCases = eventCases(stream, type: eventType, of: endpoint)
        }
        if let paging = endpoint.paging, let controllerType = named.controllerType {
            named.controller = controllerNames(id, request: request, paging: paging, type: controllerType)
        }
        return named
    }

    /// Where a controller gets each of its request's stored parameters: paging sets some, the others are
    /// properties of its own, named after the request's (so all of them may be renamed).
    private mutating func controllerNames(_ endpointID: EndpointID, request: ParameterNames, paging: CheckedPaging,
                                          type: String) -> [ControllerArgument] {
        let endpoint = api[endpointID]
        var paged: [Int: PagingArgument] = [:]
        for (setting, index) in paging.parameters { paged[index] = PagingArgument(setting, numbers: paging.numbers) }
        var pagedMembers: [MemberName: PagingArgument] = [:]
        for (index, argument) in paged {
            if let member = request.query[index].member { pagedMembers[member] = argument }
        }
        var reserved = Reserved.controllerMembers
        reserved[names.endpoints[endpointID.index].requestType] = .sentRequestType
        var scope = Scope(.controller(type), of: .endpoint(endpoint.name.value), suffix: "Parameter",
                          reserved: reserved)
        let location = location(endpoint.service, endpoint.name.mark)
        let stored = request.stored
        let candidates = stored.map { member in
            pagedMembers[member] != nil ? nil
                : Scope.Candidate(name: member.name, written: false, owner: .parameter(member.name), location: location)
        }
        let decided = members(candidates, in: &scope, fallback: stored.map(\.name))
        return zip(stored, decided).map { request, member in
            pagedMembers[request].map { .paged($0) } ?? .stored(member)
        }
    }

    /// A parameter's Swift name: `name:` as written, or camel-cased from its name.
    private mutating func candidate(_ param: CheckedParam, _ owner: NamingFinding.Named, of endpoint: CheckedEndpoint)
        -> Scope.Candidate? {
        memberCandidate(written: param.swiftName, name: param.name, owner: owner, service: endpoint.service,
                        underivable: .underivableParameterName(owner, endpoint: endpoint.name.value))
    }

    /// The cases of a stream's enum of events typed by name: each event's name camel-cased (`content_delta` →
    /// `contentDelta`), beside `unknown`, which holds an event the spec doesn't list.
    private mutating func eventCases(_ stream: CheckedStream, type: String, of endpoint: CheckedEndpoint) -> [String] {
        var scope = Scope(.enumeration(type), of: .endpoint(endpoint.name.value), suffix: "Event",
                          reserved: Reserved.enumMembers)
        let candidates = stream.namedEvents.map { event in
            let derived = NameRules.caseName(event.name.value)
            return Scope.Candidate(name: derived, written: false, unchanged: derived == event.name.value,
                                   owner: .enumCase(event.name.value), location: location(endpoint.service,
                                                                                           event.name.mark))
        }
        let decided = scope.decide(candidates, diagnostics: &diagnostics)
        return zip(decided, stream.namedEvents).map { $0 ?? $1.name.value }
    }

    /// The body is stored under its model's name (`NewRecording` → `newRecording`), or as `payload` (`file` for a
    /// file body).
    private func bodyName(_ type: SpecType) -> String {
        if let id = type.model, let name = NameRules.lowerCamel(api[id].name.value) { return name }
        return "payload"
    }
}
