@testable import Names
import SpecModel

extension SpecGenerator {
    enum ParamKind {
        case path, query, header
    }

    mutating func makeEndpoints() {
        let count = service == nil ? rng.pick([0, 0, 1]) : rng.pick([0, 1, 1, 2, 2, 3, 3, 4])
        var queued = renamedPair()
        for _ in 0..<max(queued.count, count) {
            guard let endpointName = endpointName(preferred: queued.isEmpty ? nil : queued.removeFirst()) else {
                continue
            }
            let services = serviceFiles
            file = services.isEmpty ? 0 : rng.pick(services)
            let endpoint = makeEndpoint(endpointName)
            endpoints.append(endpoint)
            endpointFiles.append(file)
        }
        file = 0
    }

    /// An endpoint name whose request and controller type names are free: `preferred` if it is.
    private mutating func endpointName(preferred: String?) -> String? {
        for attempt in 0..<8 {
            let candidate = attempt == 0 && preferred != nil ? preferred!
                : name(NamePools.endpoints, risky: [NamePools.keywords, NamePools.members, NamePools.spellings,
                                                    NamePools.suffixed, NamePools.locals, NamePools.typeNames])
            guard let base = NameRules.upperCamel(candidate) else { return candidate }
            guard !takenTypeNames.contains("\(base)request".lowercased()),
                  !takenTypeNames.contains("\(base)controller".lowercased()) else { continue }
            _ = claimTypeName(base + "Request")
            _ = claimTypeName(base + "Controller")
            return candidate
        }
        return nil
    }

    private mutating func makeEndpoint(_ endpointName: String) -> Endpoint {
        var endpoint = Endpoint(name: .at(endpointName), path: .at(""))
        if rng.chance(0.7) { endpoint.method = rng.pick(HTTPMethodName.allCases) }
        var swiftNames: Set<String> = []
        makePath(&endpoint, swiftNames: &swiftNames)
        var queued = renamedPair()
        for _ in 0..<max(queued.count, rng.pick([0, 0, 1, 1, 2, 3, 4])) {
            addParam(.query, to: &endpoint, swiftNames: &swiftNames,
                     names: queued.isEmpty ? nil : [queued.removeFirst()])
        }
        for _ in 0..<rng.pick([0, 0, 0, 1, 1, 2]) {
            addParam(.header, to: &endpoint, swiftNames: &swiftNames)
        }
        if [.post, .put, .patch].contains(endpoint.method), rng.chance(0.6) { endpoint.body = makePayloadType() }
        if endpoint.method != .head, rng.chance(0.75) { endpoint.response = makePayloadType() }
        if endpoint.method == .get, rng.chance(0.4) { addPaging(to: &endpoint, swiftNames: &swiftNames) }
        if let response = endpoint.response, rng.chance(0.3),
           let value = value(of: response, purpose: .example, dates: dates) {
            endpoint.example = .inline(value)
        }
        addFormat11(to: &endpoint)
        if rng.chance(0.2) { endpoint.doc = rng.pick(Self.docs) }
        if rng.chance(0.1) { endpoint.deprecated = Deprecation(message: rng.chance(0.5) ? nil : "Use v2.") }
        return endpoint
    }

    /// 1–3 segments and 0–2 placeholders, some of them declared under `params:` (the others are `String`).
    private mutating func makePath(_ endpoint: inout Endpoint, swiftNames: inout Set<String>) {
        var segments = (0..<rng.int(1...3)).map { _ in rng.pick(NamePools.pathSegments) }
        var placeholders: [Param] = []
        for _ in 0..<rng.pick([0, 0, 1, 1, 2]) {
            guard let placeholder = freshName(placeholders.map(\.name.value), { $0.paramName(.path) }),
                  !segments.contains(where: { $0.contains("{\(placeholder)}") }) else { continue }
            guard claimSwiftName(placeholder, nil, in: &swiftNames) else { continue }
            let segment = rng.chance(0.8) ? "{\(placeholder)}" : "{\(placeholder)}.json"
            segments.insert(segment, at: rng.int(0...segments.count))
            if rng.chance(0.6) {
                placeholders.append(makeParam(placeholder, .path))
            } else {
                var undeclared = Param(placeholder, .named("String"))
                undeclared.isDeclared = false
                placeholders.append(undeclared)
            }
        }
        endpoint.path = .at("/" + segments.joined(separator: "/"))
        // In the order the placeholders appear in the path, as the parser lists them.
        endpoint.pathParams = segments.compactMap { segment in
            placeholders.first { segment.contains("{\($0.name.value)}") }
        }
    }

    mutating func paramName(_ kind: ParamKind) -> String {
        let risky = [NamePools.keywords, NamePools.members, NamePools.locals, NamePools.spellings, NamePools.suffixed]
        switch kind {
        case .path: return name(placeholderNames(NamePools.parameters), risky: risky.map(placeholderNames))
        case .query: return name(NamePools.parameters, risky: risky + [NamePools.oddKeys])
        case .header: return name(NamePools.headers, risky: risky.map(headerNames))
        }
    }

    /// Adds a parameter unless its Swift name is taken (two parameters with one Swift name are an error: let a
    /// few through).
    mutating func addParam(_ kind: ParamKind, to endpoint: inout Endpoint, swiftNames: inout Set<String>,
                           names: [String]? = nil) {
        let used = endpoint.query.map(\.name.value) + endpoint.headers.map(\.name.value)
        guard let paramName = freshName(used, { generator in
            names.map { generator.rng.pick($0) } ?? generator.paramName(kind)
        })
        else { return }
        let param = makeParam(paramName, kind)
        guard claimSwiftName(paramName, param.swiftName?.value, in: &swiftNames) else { return }
        if kind == .query { endpoint.query.append(param) } else { endpoint.headers.append(param) }
    }

    func derivedSwiftName(_ name: String, _ explicit: String?) -> String? {
        explicit ?? NameRules.lowerCamel(name)
    }

    /// Records a parameter's Swift name; false (mostly) when another parameter has it.
    mutating func claimSwiftName(_ name: String, _ explicit: String?, in swiftNames: inout Set<String>) -> Bool {
        guard let swiftName = derivedSwiftName(name, explicit) else { return true }
        return swiftNames.insert(swiftName).inserted || rng.chance(0.05)
    }

    private mutating func makeParam(_ paramName: String, _ kind: ParamKind) -> Param {
        var type = makeSimpleType()
        if kind == .query, rng.chance(0.25) { type = .array(type) }
        if kind == .query, type.name != nil, rng.chance(0.06) { type = .dictionary(type) }
        if kind != .path, rng.chance(0.4) { type = .optional(type) }
        var param = Param(paramName, type)
        if kind == .path, rng.chance(0.1) { param.type = .named("String") }
        if kind == .path, param.type == .named("String"), rng.chance(0.3) {
            param.multiSegment = Located(true, at: .start)
        }
        if case .array = type.unwrapped, rng.chance(0.5) {
            param.style = Located(rng.pick(QueryStyle.allCases), at: .start)
        }
        if kind != .path, !type.isOptional, !type.isCollection, rng.chance(0.12) {
            param.constValue = value(of: type, purpose: .constant, dates: dates)
            // The type inferred from the const, as the parser infers it.
            if let constValue = param.constValue, rng.chance(0.4), let inferred = Self.inferredType(constValue) {
                param.type = .named(inferred)
            }
        } else if rng.chance(0.15) {
            param.defaultValue = value(of: type, purpose: .paramDefault, dates: dates)
        }
        if rng.chance(0.1) { param.swiftName = .at(explicitSwiftName()) }
        if rng.chance(0.1) { param.doc = rng.pick(Self.docs) }
        return param
    }

    /// The type the parser infers from a const written without `type:`.
    private static func inferredType(_ value: Literal) -> String? {
        switch value.kind {
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .null, .string: return "String"
        case .list, .map: return nil
        }
    }

    /// Format 1.1 request and response features: body encodings, several success responses, typed errors.
    private mutating func addFormat11(to endpoint: inout Endpoint) {
        if let body = endpoint.body, rng.chance(0.35) {
            if body == .named("Data") || body == .named("String") {
                endpoint.bodyEncoding = Located(.raw, at: .start)
                if rng.chance(0.5) {
                    endpoint.bodyContentType = .at(rng.pick(["image/png", "text/csv; charset=utf-8"]))
                }
            } else if let model = model(body.name), model.isObject {
                endpoint.bodyEncoding = Located(rng.pick([.form, .multipart]), at: .start)
            } else if case .dictionary = body.unwrapped {
                endpoint.bodyEncoding = Located(rng.pick([.form, .multipart]), at: .start)
            } else {
                endpoint.bodyContentType = .at("application/merge-patch+json")
            }
        }
        if endpoint.paging == nil, endpoint.example == nil, rng.chance(0.15) {
            var statuses: [Int] = []
            for _ in 0..<rng.int(1...3) {
                let status = rng.pick([200, 201, 202, 204, 299])
                if !statuses.contains(status) { statuses.append(status) }
            }
            endpoint.response = nil
            endpoint.responses = statuses.map { status in
                let empty = endpoint.method == .head || status == 204 || rng.chance(0.2)
                return StatusBody(key: Located(.status(status), at: .start), type: empty ? nil : makePayloadType())
            }
        }
        if rng.chance(0.2) { endpoint.errors = makeErrors() }
        if endpoint.paging == nil, endpoint.responses == nil, endpoint.method != .head, rng.chance(0.12) {
            addStream(to: &endpoint)
        }
        if endpoint.body != nil, endpoint.bodyEncoding == nil, rng.chance(0.05) {
            endpoint.body = .named("URL")
            endpoint.bodyEncoding = Located(.file, at: .start)
        }
    }

    /// Format 1.2 streams: events of one type (an end event, `resume` on a GET) or typed by name, JSON Lines, JSON
    /// text sequences or bytes, in place of the response; an example is the list of the elements.
    private mutating func addStream(to endpoint: inout Endpoint) {
        let kind = rng.pick(StreamKind.allCases)
        var stream = WrittenStream(kind: Located(kind, at: .start), mark: .start)
        endpoint.response = nil
        endpoint.example = nil
        func element() -> TypeRef {
            let type = makePayloadType()
            return type.isOptional ? .named("String") : type
        }
        switch kind {
        case .bytes:
            break
        case .events where rng.chance(0.35):
            var names: [String] = []
            for _ in 0..<rng.int(1...3) {
                let name = rng.pick(["delta", "message.delta", "done", "error", "tool_call", "unknown", "self", "1"])
                if !names.contains(name) { names.append(name) }
            }
            stream.namedEvents = names.map { NamedEvent(name: .at($0), type: element()) }
        default:
            let type = element()
            stream.element = type
            if rng.chance(0.3), let first = value(of: type, purpose: .example, dates: dates) {
                endpoint.example = .inline(Literal(.list([first]), at: .start))
            }
        }
        if kind == .events {
            if rng.chance(0.5) { stream.end = .at(rng.pick(["[DONE]", "done", "end \"now\""])) }
            if endpoint.method == .get, rng.chance(0.3) { stream.resume = Located(true, at: .start) }
        }
        endpoint.stream = stream
    }
}
