import OpenAPIKit

extension OperationImporter {
    /// Success responses become `response:` (one shape) or `responses:` (several); JSON error bodies `errors:`.
    mutating func responses(_ map: OpenAPI.Response.Map, into endpoint: inout ImportedEndpoint) {
        var successes: [(status: String, type: String?)] = []
        let hint = Self.base(endpoint.name)
        for (code, either) in schemas.source.ordered(Array(map), key: \.key.rawValue, at: endpoint.location + ["responses"]) {
            var path = endpoint.location + ["responses", code.rawValue]
            guard let response = components[either] else {
                approximate(&endpoint, path, "response reference is not in the document's components; left out")
                continue
            }
            if case .a(let reference) = either { path = Self.componentPath(reference.absoluteString) }
            let status: String
            var isError = false
            switch code.value {
            case .status(let number) where (200..<300).contains(number): status = String(number)
            case .status(let number) where (400..<600).contains(number): status = String(number); isError = true
            case .range(.success): status = "2XX"
            case .range(.clientError): status = "4XX"; isError = true
            case .range(.serverError): status = "5XX"; isError = true
            case .default: status = "default"; isError = true
            default: continue
            }
            let json = schemas.source.ordered(Array(response.content), key: \.key.rawValue, at: path + ["content"]).first { Self.isJSON($0.key.typeAndSubtype.lowercased()) }
                .flatMap { entry in components[entry.value].map { (key: entry.key, value: $0) } }
            if isError {
                guard let json, let schema = json.value.schema else { continue }
                let found = type(schema, hint: hint + Self.statusWord(status) + "Error", path: path + ["content", json.key.rawValue, "schema"],
                                 into: &endpoint)
                endpoint.errors.append((status, found.text))
                endpoint.decodedModels.formUnion(found.models)
                continue
            }
            if endpoint.method == "HEAD" { successes.append((status, nil)); continue }
            if let json {
                let found = type(json.value.schema ?? JSONSchema.fragment(.init()), hint: hint + "Response" + (successes.isEmpty ? "" : status),
                                 path: path + ["content", json.key.rawValue, "schema"], into: &endpoint)
                successes.append((status, found.text))
                endpoint.decodedModels.formUnion(found.models)
            } else if !response.content.isEmpty {
                successes.append((status, "Data"))
            } else {
                successes.append((status, nil))
            }
        }
        let shapes = Set(successes.map { $0.type ?? "" })
        if shapes.count <= 1 {
            endpoint.response = successes.first?.type
        } else if successes.contains(where: { $0.status == "2XX" }) {
            approximate(&endpoint, endpoint.location + ["responses"], "a 2XX response beside other success statuses of other shapes; 2XX is read as 200")
            endpoint.responses = successes.map { ($0.status == "2XX" ? "200" : $0.status, $0.type) }
        } else {
            endpoint.responses = successes
        }
    }

    /// `404` → `404`, `4XX` → `ClientError`, `default` → `Default`: for names of inline error models.
    private static func statusWord(_ status: String) -> String {
        switch status {
        case "4XX": return "Client"
        case "5XX": return "Server"
        case "default": return "Default"
        default: return status
        }
    }
}
