import OpenAPIKit
import SpecModel

extension OperationConverter {
    /// Success responses become `response:` (one shape) or `responses:` (several); JSON error bodies `errors:`.
    mutating func responses(_ map: OpenAPI.Response.Map, into endpoint: inout ImportedEndpoint) {
        var successes: [(status: String, type: ImportedType?)] = []
        for (code, either) in schemas.source.ordered(Array(map), key: \.key.rawValue,
                                                     at: endpoint.location + ["responses"]) {
            var path = endpoint.location + ["responses", code.rawValue]
            guard let response = components[either] else {
                schemas.lose(path, .missingResponseReference, "the response it refers to is not in the document's "
                             + "components; left out")
                continue
            }
            if case .a(let reference) = either { path = ComponentReference.path(reference.absoluteString) }
            var status: String
            var error: StatusKey?
            switch code.value {
            case .status(let number) where (200..<300).contains(number): status = String(number)
            case .status(let number) where (400..<600).contains(number):
                status = String(number); error = .status(number)
            case .range(.success): status = "2XX"
            case .range(.clientError): status = "4XX"; error = .range(4)
            case .range(.serverError): status = "5XX"; error = .range(5)
            case .default: status = "default"; error = .other
            default: continue
            }
            let contents = schemas.source.ordered(Array(response.content), key: \.key.rawValue, at: path + ["content"])
                .compactMap { entry in components[entry.value].map { (key: entry.key, value: $0) } }
            // A success response's streamed media type is the endpoint's stream (an error status's is no stream, and a
            // HEAD response has no body).
            for (mediaType, content) in contents where error == nil && endpoint.method != .head {
                guard let kind = ImportedStream.kind(of: mediaType.typeAndSubtype.lowercased()) else { continue }
                let contentPath = path + ["content", mediaType.rawValue]
                if endpoint.stream != nil {
                    schemas.lose(contentPath, .streamLeftOut, "\(quoted(mediaType.rawValue)) streams too; the first "
                                 + "streamed media type is the endpoint's stream")
                } else {
                    endpoint.stream = stream(kind, content: content, endpoint: endpoint, path: contentPath)
                }
            }
            // A structured value in any media type (`*/*`, as Java frameworks write every response) is JSON.
            let json = contents.first { Self.isJSON($0.key.typeAndSubtype.lowercased()) }
                ?? contents.first { Self.isWildcard($0.key.typeAndSubtype) && Self.isStructured($0.value.schema) }
            if let error {
                guard let json, let schema = json.value.schema else { continue }
                let found = schemas.type(schema, place: Self.place(endpoint, Self.statusWord(status) + "Error"),
                                         path: path + ["content", json.key.rawValue, "schema"])
                endpoint.errors.append((error, found.type))
                continue
            }
            if response.headers?.keys.contains(where: { $0.lowercased() == "link" }) == true {
                endpoint.declaresLinkHeader = true
            }
            if endpoint.method == .head { successes.append((status, nil)); continue }
            if let json {
                let found = schemas.type(json.value.schema ?? JSONSchema.fragment(.init()),
                                         place: Self.place(endpoint, "Response" + (successes.isEmpty ? "" : status)),
                                         path: path + ["content", json.key.rawValue, "schema"])
                successes.append((status, found.type))
                if endpoint.responseContent == nil { endpoint.responseContent = path + ["content", json.key.rawValue] }
            } else if !response.content.isEmpty,
                      !contents.allSatisfy({ ImportedStream.kind(of: $0.key.typeAndSubtype.lowercased()) != nil }) {
                successes.append((status, .builtin(.data)))
            } else if !response.content.isEmpty {
                // Streamed alone: the endpoint's stream.
                continue
            } else {
                successes.append((status, nil))
            }
        }
        var shapes: [ImportedType?] = []
        for success in successes where !shapes.contains(success.type) { shapes.append(success.type) }
        if shapes.count <= 1 {
            endpoint.response = successes.first?.type
            return
        }
        if successes.contains(where: { $0.status == "2XX" }) {
            schemas.lose(endpoint.location + ["responses"], .mixed2XX,
                         "a 2XX response beside other success statuses of other shapes; 2XX is read as 200")
        }
        endpoint.responses = successes.map { (.status(Int($0.status == "2XX" ? "200" : $0.status) ?? 200), $0.type) }
    }

    /// `404` → `404`, `4XX` → `Client`, `default` → `Default`: for names of inline error models.
    private static func statusWord(_ status: String) -> String {
        switch status {
        case "4XX": return "Client"
        case "5XX": return "Server"
        case "default": return "Default"
        default: return status
        }
    }
}
