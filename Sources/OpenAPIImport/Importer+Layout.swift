import Foundation
import Names
import OpenAPIKit

extension Importer {
    /// The files: `<Service>.yaml` (the service header, untagged endpoints), one per first tag (`Pet.yaml`), and
    /// `Shared.yaml` for models no single file uses alone. Each file's `errors:` are the entries all its endpoints
    /// share.
    func layout(service: String, endpoints: [ImportedEndpoint], schemas: SchemaImporter) -> [(name: String, text: String)] {
        let header = Self.headerPrefix + URL(fileURLWithPath: source.file).lastPathComponent
            + ". Delete this line to edit the file by hand: gen-import then leaves it alone."
        // Files in tag order (the document's `tags:` first, then as operations name them); untagged into the service's.
        var fileOrder: [String] = [service]
        var byFile: [String: [ImportedEndpoint]] = [:]
        var fileNames: [String: String] = [:]
        let declared = document.tags?.map(\.name) ?? []
        for tag in declared + endpoints.compactMap(\.tag) where fileNames[tag] == nil {
            var name = NameRules.upperCamel(tag) ?? "Endpoints"
            while fileOrder.contains(where: { $0.lowercased() == name.lowercased() }) || name.lowercased() == "shared" { name += "Endpoints" }
            fileNames[tag] = name
            fileOrder.append(name)
        }
        for endpoint in endpoints {
            byFile[endpoint.tag.flatMap { fileNames[$0] } ?? service, default: []].append(endpoint)
        }
        // Each model goes to the one file whose endpoints reach it, or to Shared.yaml.
        var homes: [String: Set<String>] = [:]
        for (file, fileEndpoints) in byFile {
            for model in Self.reached(from: fileEndpoints.reduce(into: Set<String>()) { $0.formUnion($1.models) }, in: schemas) {
                homes[model, default: []].insert(file)
            }
        }
        var files: [(name: String, text: String)] = []
        for file in fileOrder {
            let fileEndpoints = byFile[file] ?? []
            let models = schemas.order.filter { homes[$0] == [file] }.compactMap { schemas.models[$0] }
            guard file == service || !fileEndpoints.isEmpty || !models.isEmpty else { continue }
            var writer = SpecFileWriter(header: header)
            let shared = Self.sharedErrors(fileEndpoints)
            writer.service(service, doc: file == service ? serviceDoc() : nil, baseURL: file == service ? baseURL() : nil,
                           errors: shared)
            writer.models(models)
            writer.endpoints(fileEndpoints, sharedErrors: shared)
            files.append((file + ".yaml", writer.text))
        }
        let shared = schemas.order.filter { (homes[$0]?.count ?? 0) != 1 }.compactMap { schemas.models[$0] }
        if !shared.isEmpty {
            var writer = SpecFileWriter(header: header)
            writer.models(shared)
            files.append(("Shared.yaml", writer.text))
        }
        return files
    }

    /// The `errors:` entries every endpoint of a file has.
    static func sharedErrors(_ endpoints: [ImportedEndpoint]) -> [(status: String, type: String)] {
        guard let first = endpoints.first else { return [] }
        return first.errors.filter { entry in
            endpoints.allSatisfy { $0.errors.contains { $0.status == entry.status && $0.type == entry.type } }
        }
    }

    /// The first server's URL when it is absolute http(s) without variables.
    func baseURL() -> String? {
        guard let server = document.servers.first else { return nil }
        let text = server.urlTemplate.absoluteString
        guard text.hasPrefix("http://") || text.hasPrefix("https://"), !text.contains("{"),
              let components = URLComponents(string: text), components.query == nil, components.fragment == nil else { return nil }
        return text
    }

    /// The document's description (or title), and its security schemes, which the spec doesn't declare.
    func serviceDoc() -> String? {
        var parts: [String] = []
        if let text = (document.info.description ?? document.info.summary)?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty {
            parts.append(text)
        } else {
            parts.append(document.info.title)
        }
        let written = source.ordered(Array(document.components.securitySchemes), key: \.key.rawValue, at: ["components", "securitySchemes"])
        let schemes = written.map { key, either -> String in
            guard case .b(let scheme) = either else { return key.rawValue }
            let kind: String = switch scheme.type {
            case .apiKey(let name, let location): "an API key in the \(location.rawValue) '\(name)'"
            case .http(let scheme, _): "HTTP \(scheme)"
            case .oauth2: "OAuth 2"
            case .openIdConnect: "OpenID Connect"
            case .mutualTLS: "mutual TLS"
            }
            return "\(key.rawValue) (\(kind))"
        }
        if !schemes.isEmpty {
            parts.append("Security (not declared in the spec; add credentials in a NetworkingDelegate): " + schemes.joined(separator: ", ") + ".")
        }
        return parts.joined(separator: "\n\n")
    }
}
