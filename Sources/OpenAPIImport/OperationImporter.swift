import Foundation
import Names
import OpenAPIKit

/// Turns operations into endpoints, with the schemas they use through ``SchemaImporter``. An operation the format
/// can't say exactly is approximated (`JSON` or `Data` stand-ins, a dropped parameter) with a warning at the place
/// in the document that says what.
struct OperationImporter {
    var schemas: SchemaImporter
    let components: OpenAPI.Components

    /// The endpoint for one operation, named `name`.
    mutating func endpoint(_ operation: OpenAPI.Operation, method: String, path: String, shared: [OpenAPI.Parameter.Array.Element],
                           name: String, at location: [String]) -> ImportedEndpoint {
        var endpoint = ImportedEndpoint(name: name, method: method, path: path, location: location)
        endpoint.doc = Self.doc(summary: operation.summary, description: operation.description)
        endpoint.deprecated = operation.deprecated
        endpoint.tag = operation.tags?.first
        parameters(shared, operation.parameters, into: &endpoint)
        if let requestBody = operation.requestBody {
            body(requestBody, into: &endpoint)
        }
        responses(operation.responses, into: &endpoint)
        return endpoint
    }

    static func doc(summary: String?, description: String?) -> String? {
        let parts = [summary, description].compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        guard let first = parts.first else { return nil }
        if parts.count == 2, parts[1] != first, !parts[1].hasPrefix(first) { return first + "\n\n" + parts[1] }
        return parts.count == 2 ? parts[1] : first
    }

    mutating func approximate(_ endpoint: inout ImportedEndpoint, _ path: [String], _ message: String) {
        schemas.warn(path, message)
        endpoint.exact = false
    }

    /// A type for a schema somewhere in the operation, recording the models it uses and whether it is exact.
    mutating func type(_ schema: JSONSchema, hint: String, path: [String], into endpoint: inout ImportedEndpoint) -> ImportedType {
        let found = schemas.type(schema, hint: hint, path: path)
        endpoint.models.formUnion(found.models)
        if !found.exact { endpoint.exact = false }
        return found
    }

    /// The UpperCamel part of names the endpoint gives inline schemas: `addPet` → `AddPet`.
    static func base(_ name: String) -> String {
        NameRules.upperCamel(name) ?? "Operation"
    }
}
