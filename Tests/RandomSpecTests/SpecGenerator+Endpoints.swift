@testable import Names
import SpecModel

extension SpecGenerator {
    static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"]

    enum ParamKind {
        case path, query, header
    }

    mutating func makeEndpoints() {
        let count = plan.service == nil ? rng.pick([0, 0, 1]) : rng.pick([0, 1, 1, 2, 2, 3, 3, 4])
        var queued = renamedPair()
        for _ in 0..<max(queued.count, count) {
            guard let endpointName = endpointName(preferred: queued.isEmpty ? nil : queued.removeFirst()) else { continue }
            plan.endpoints.append(makeEndpoint(endpointName))
        }
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

    private mutating func makeEndpoint(_ endpointName: String) -> EndpointPlan {
        var endpoint = EndpointPlan(name: endpointName, method: rng.chance(0.3) ? nil : rng.pick(Self.methods), path: "")
        var swiftNames: Set<String> = []
        makePath(&endpoint, swiftNames: &swiftNames)
        var queued = renamedPair()
        for _ in 0..<max(queued.count, rng.pick([0, 0, 1, 1, 2, 3, 4])) {
            addParam(.query, to: &endpoint, swiftNames: &swiftNames, names: queued.isEmpty ? nil : [queued.removeFirst()])
        }
        for _ in 0..<rng.pick([0, 0, 0, 1, 1, 2]) {
            addParam(.header, to: &endpoint, swiftNames: &swiftNames)
        }
        let method = endpoint.method ?? "GET"
        if ["POST", "PUT", "PATCH"].contains(method), rng.chance(0.6) { endpoint.body = makePayloadType() }
        if method != "HEAD", rng.chance(0.75) { endpoint.response = makePayloadType() }
        if method == "GET", rng.chance(0.4) { addPaging(to: &endpoint, swiftNames: &swiftNames) }
        if let response = endpoint.response, rng.chance(0.3) { endpoint.example = value(of: response, purpose: .example) }
        addFormat11(to: &endpoint)
        if rng.chance(0.2) { endpoint.doc = rng.pick(Self.docs) }
        if rng.chance(0.1) { endpoint.deprecated = rng.chance(0.5) ? "true" : YAMLText.quoted("Use v2.") }
        return endpoint
    }

    /// 1–3 segments and 0–2 placeholders, some of them declared under `params:`.
    private mutating func makePath(_ endpoint: inout EndpointPlan, swiftNames: inout Set<String>) {
        var segments = (0..<rng.int(1...3)).map { _ in rng.pick(NamePools.pathSegments) }
        for _ in 0..<rng.pick([0, 0, 1, 1, 2]) {
            guard let placeholder = freshName(endpoint.pathParams.map(\.name), { $0.paramName(.path) }),
                  !segments.contains(where: { $0.contains("{\(placeholder)}") }) else { continue }
            guard claimSwiftName(placeholder, nil, in: &swiftNames) else { continue }
            let segment = rng.chance(0.8) ? "{\(placeholder)}" : "{\(placeholder)}.json"
            segments.insert(segment, at: rng.int(0...segments.count))
            if rng.chance(0.6) {
                endpoint.pathParams.append(makeParam(placeholder, .path))
            }
        }
        endpoint.path = "/" + segments.joined(separator: "/")
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
    mutating func addParam(_ kind: ParamKind, to endpoint: inout EndpointPlan, swiftNames: inout Set<String>,
                           names: [String]? = nil) {
        let used = endpoint.query.map(\.name) + endpoint.headers.map(\.name)
        guard let paramName = freshName(used, { generator in names.map { generator.rng.pick($0) } ?? generator.paramName(kind) })
        else { return }
        let param = makeParam(paramName, kind)
        guard claimSwiftName(paramName, param.swiftName, in: &swiftNames) else { return }
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

    private mutating func makeParam(_ paramName: String, _ kind: ParamKind) -> FieldPlan {
        var type = makeSimpleType()
        var multiSegment = false
        if kind == .query, rng.chance(0.25) { type = .array(type) }
        if kind == .query, type.name != nil, rng.chance(0.06) { type = .dictionary(type) }
        if kind == .path, type == .named("String"), rng.chance(0.15) { multiSegment = true }
        if kind != .path, rng.chance(0.4) { type = .optional(type) }
        var param = FieldPlan(name: paramName, type: type)
        param.multiSegment = multiSegment
        if case .array = type, rng.chance(0.5) { param.style = rng.pick(["repeat", "comma", "brackets"]) }
        if kind != .path, !type.isOptional, !type.isCollection, rng.chance(0.12) {
            param.constValue = value(of: type, purpose: .constant)
            if param.constValue != nil, rng.chance(0.4) { param.type = nil }
        } else if rng.chance(0.15) {
            param.defaultValue = value(of: type, purpose: .paramDefault)
        }
        if rng.chance(0.1) { param.swiftName = explicitSwiftName() }
        if rng.chance(0.1) { param.doc = rng.pick(Self.docs) }
        return param
    }

    /// Format 1.1 request and response features: body encodings, several success responses, typed errors.
    private mutating func addFormat11(to endpoint: inout EndpointPlan) {
        if let body = endpoint.body, rng.chance(0.35) {
            if body == .named("Data") || body == .named("String") {
                endpoint.bodyEncoding = "raw"
                if rng.chance(0.5) { endpoint.bodyContentType = rng.pick(["image/png", "\"text/csv; charset=utf-8\""]) }
            } else if let model = plan.model(body.name), case .object = model.kind {
                endpoint.bodyEncoding = rng.pick(["form", "multipart"])
            } else if case .dictionary = body.unwrapped {
                endpoint.bodyEncoding = rng.pick(["form", "multipart"])
            } else {
                endpoint.bodyContentType = "application/merge-patch+json"
            }
        }
        let method = endpoint.method ?? "GET"
        if endpoint.paging == nil, endpoint.example == nil, rng.chance(0.15) {
            var statuses: [String] = []
            for _ in 0..<rng.int(1...3) {
                let status = rng.pick(["200", "201", "202", "204", "299"])
                if !statuses.contains(status) { statuses.append(status) }
            }
            endpoint.response = nil
            endpoint.responses = statuses.map { status in
                (status, method == "HEAD" || status == "204" || rng.chance(0.2) ? nil : makePayloadType())
            }
        }
        if rng.chance(0.2) { endpoint.errors = makeErrors() }
    }
}
