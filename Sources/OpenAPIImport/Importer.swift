import Foundation
import Names
import OpenAPIKit
import SpecModel

/// Turns a decoded OpenAPI document into spec files: one service, endpoints grouped by their first tag into files,
/// models used by one file in it and the others in `Shared.yaml`.
public struct Importer {
    /// The first line of every file gen-import writes; a file without it is the user's.
    public static let headerPrefix = "# Imported by gen-import from "

    let document: OpenAPI.Document
    let source: OpenAPISource
    let options: ImportOptions

    public init(document: OpenAPI.Document, source: OpenAPISource, options: ImportOptions) {
        self.document = document
        self.source = source
        self.options = options
    }

    /// An operation found in the document.
    struct Found {
        var path: String
        var method: String
        var operation: OpenAPI.Operation
        var shared: OpenAPI.Parameter.Array
        var location: [String]
        var name: String
        /// The servers the operation (or its path item) names instead of the document's, and where.
        var servers: [OpenAPI.Server]?
        var serversLocation: [String]
    }

    public func run() -> ImportOutput {
        var output = ImportOutput()
        let service = serviceName()
        output.service = service
        var reserved: Set<String> = [service, "Mock\(service)Networker"]
        var found: [Found] = []
        var endpointNames: Set<String> = []
        for (path, either) in source.ordered(Array(document.paths), key: \.key.rawValue, at: ["paths"]) {
            let itemPath = ["paths", path.rawValue]
            guard case .b(let item) = either else {
                output.warnings.append(warning(itemPath, "a path item reference is not imported; its operations are skipped"))
                continue
            }
            for entry in source.ordered(item.endpoints, key: { $0.method.rawValue.lowercased() }, at: itemPath) {
                let method = entry.method.rawValue.uppercased()
                let location = itemPath + [entry.method.rawValue.lowercased()]
                guard options.selects(tags: entry.operation.tags ?? [], operationID: entry.operation.operationId, path: path.rawValue) else { continue }
                guard HTTPMethodName(rawValue: method) != nil else {
                    output.skipped += 1
                    output.warnings.append(warning(location, "\(method) has no spec method (GET, POST, PUT, PATCH, DELETE, HEAD); skipped"))
                    continue
                }
                let name = Self.endpointName(entry.operation.operationId, method: method, path: path.rawValue, taken: &endpointNames)
                if let base = NameRules.upperCamel(name) { reserved.formUnion([base + "Request", base + "ErrorBody", base + "Controller"]) }
                let ownServers = entry.operation.servers.map { ($0, location + ["servers"]) } ?? item.servers.map { ($0, itemPath + ["servers"]) }
                found.append(Found(path: path.rawValue, method: method, operation: entry.operation, shared: item.parameters,
                                   location: location, name: name, servers: ownServers?.0, serversLocation: ownServers?.1 ?? location))
            }
        }
        var operations = OperationImporter(schemas: SchemaImporter(components: document.components, source: source, reserved: reserved),
                                           components: document.components)
        if !options.filters {
            // A for loop: OpenAPIKit's OrderedDictionary maps (and gives `keys`) in quadratic time.
            var names: [String] = []
            for (key, _) in document.components.schemas { names.append(key.rawValue) }
            let keys = source.ordered(names, key: { $0 }, at: ["components", "schemas"])
            for key in keys { _ = operations.schemas.component(key) }
        }
        let endpoints = found.map { found in
            var endpoint = operations.endpoint(found.operation, method: found.method, path: found.path, shared: found.shared,
                                               name: found.name, at: found.location)
            if let servers = found.servers, let url = servers.first?.urlTemplate.absoluteString,
               url != document.servers.first?.urlTemplate.absoluteString {
                operations.approximate(&endpoint, found.serversLocation,
                                       "this operation's server '\(url)' is not the service's; it is sent to the service's base URL")
            }
            if !found.operation.callbacks.isEmpty {
                output.warnings.append(warning(found.location + ["callbacks"], "callbacks (requests the API makes) are not imported"))
            }
            return endpoint
        }
        if !document.webhooks.isEmpty {
            output.warnings.append(warning(["webhooks"], "webhooks (requests the API makes) are not imported"))
        }
        let schemas = operations.schemas
        output.warnings += schemas.warnings.map { warning($0.path, $0.message) }
        tally(endpoints, schemas: schemas, into: &output)
        output.files = layout(service: service, endpoints: endpoints, schemas: schemas)
        output.warnings.sort { ($0.location.mark, $0.message) < ($1.location.mark, $1.message) }
        return output
    }

    /// Counts the endpoints exact or approximated: exact when it and every model it reaches (at any depth) are, and
    /// no model it decodes reads the first of several matches (those get a warning where they are written).
    private func tally(_ endpoints: [ImportedEndpoint], schemas: SchemaImporter, into output: inout ImportOutput) {
        var readFirst: Set<String> = []
        for endpoint in endpoints {
            let used = Self.reached(from: endpoint.models, in: schemas)
            let ambiguous = Self.reached(from: endpoint.decodedModels, in: schemas).filter { schemas.readsFirstMatch[$0] != nil }
            readFirst.formUnion(ambiguous)
            if endpoint.exact && used.isDisjoint(with: schemas.inexact) && ambiguous.isEmpty { output.exact += 1 } else { output.approximated += 1 }
        }
        output.warnings += readFirst.compactMap { name in
            schemas.readsFirstMatch[name].map {
                warning($0, "anyOf of several objects is a union of them: a response that matches more than one is read as the first")
            }
        }
    }

    func warning(_ path: [String], _ message: String) -> Diagnostic {
        Diagnostic(.warning, message, at: source.location(path))
    }

    /// `--service`, or `info.title` camel-cased (`Swagger Petstore - OpenAPI 3.0` → `SwaggerPetstoreOpenAPI30`).
    func serviceName() -> String {
        if let service = options.service { return service }
        var name = NameRules.upperCamel(document.info.title) ?? "API"
        if name.first?.isNumber == true || name.hasPrefix("_") { name = "API" + name }
        return ReservedTypeNames.contains(name) ? name + "API" : name
    }

    /// The operationId, or `get` + the path's words; unique by the request type gen derives from it.
    static func endpointName(_ operationID: String?, method: String, path: String, taken: inout Set<String>) -> String {
        let words = path.split(separator: "/").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "{}")) }
        let derived = method.lowercased() + words.compactMap { NameRules.upperCamel($0) }.joined()
        var name = operationID.flatMap { NameRules.upperCamel($0) == nil ? nil : $0 } ?? derived
        var number = 2
        let base = name
        while let key = NameRules.upperCamel(name)?.lowercased(), !taken.insert(key).inserted {
            name = base + String(number)
            number += 1
        }
        return name
    }

    /// Every model reachable from `roots` through the models they use.
    static func reached(from roots: Set<String>, in schemas: SchemaImporter) -> Set<String> {
        var seen: Set<String> = []
        var pending = Array(roots)
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            pending += schemas.models[name]?.uses ?? []
        }
        return seen
    }
}
