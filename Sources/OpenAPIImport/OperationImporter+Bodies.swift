import Foundation
import OpenAPIKit

extension OperationImporter {
    /// The request body: JSON when offered (exact, whatever else is offered), else a form, multipart or raw body.
    mutating func body(_ either: Either<OpenAPI.Reference<OpenAPI.Request>, OpenAPI.Request>, into endpoint: inout ImportedEndpoint) {
        var path = endpoint.location + ["requestBody"]
        guard let request = components[either] else {
            approximate(&endpoint, path, "request body reference is not in the document's components; left out")
            return
        }
        if endpoint.method == "GET" || endpoint.method == "HEAD" {
            approximate(&endpoint, path, "a \(endpoint.method) request can't have a body; left out")
            return
        }
        if case .a(let reference) = either { path = Self.componentPath(reference.absoluteString) }
        let hint = Self.base(endpoint.name) + "RequestBody"
        let content = schemas.source.ordered(Array(request.content), key: \.key.rawValue, at: path + ["content"])
        let offered = content.compactMap { entry in
            components[entry.value].map { (type: entry.key.typeAndSubtype.lowercased(), raw: entry.key.rawValue, content: $0) }
        }
        guard let chosen = offered.first(where: { Self.isJSON($0.type) })
            ?? offered.first(where: { $0.type == "application/x-www-form-urlencoded" })
            ?? offered.first(where: { $0.type == "multipart/form-data" })
            ?? offered.first(where: { !$0.type.hasSuffix("/xml") }) ?? offered.first else { return }
        let contentPath = path + ["content", chosen.raw, "schema"]
        var body: ImportedBody
        if Self.isJSON(chosen.type) {
            let found = type(chosen.content.schema ?? JSONSchema.fragment(.init()), hint: hint, path: contentPath, into: &endpoint)
            body = ImportedBody(type: found.text, contentType: chosen.type == "application/json" ? nil : chosen.raw)
        } else if chosen.type == "application/x-www-form-urlencoded" || chosen.type == "multipart/form-data" {
            let multipart = chosen.type == "multipart/form-data"
            let found = type(chosen.content.schema ?? JSONSchema.fragment(.init()), hint: hint, path: contentPath, into: &endpoint)
            body = ImportedBody(type: found.text, encoding: multipart ? "multipart" : "form")
            guard isFields(found.text) else {
                approximate(&endpoint, contentPath, "a \(multipart ? "multipart" : "form") body that is not an object with properties is sent as raw Data")
                endpoint.body = ImportedBody(type: "Data", encoding: "raw", contentType: chosen.raw)
                return
            }
            if multipart { filesInMultipart(found.text, hint: hint) }
        } else if chosen.type.hasSuffix("/xml") {
            approximate(&endpoint, path + ["content"], "an XML body is sent as raw Data; the format has no XML")
            body = ImportedBody(type: "Data", encoding: "raw", contentType: chosen.raw)
        } else {
            let text = chosen.type.hasPrefix("text/")
            body = ImportedBody(type: text ? "String" : "Data", encoding: "raw", contentType: chosen.raw)
        }
        if !request.required { body.type += "?" }
        endpoint.body = body
    }

    /// `application/json`, `application/problem+json`, `text/json`, `*/*` read as JSON.
    static func isJSON(_ type: String) -> Bool {
        type == "application/json" || type.hasSuffix("+json") || type.hasSuffix("/json")
    }

    /// A model with properties, or a dictionary: what form and multipart bodies flatten.
    private func isFields(_ type: String) -> Bool {
        if case .dictionary? = Self.parsed(type) { return true }
        if case .object? = schemas.models[type]?.kind { return true }
        return false
    }

    /// In a multipart body's own model (made for the body), bytes are files: `Data` → `File`.
    private mutating func filesInMultipart(_ type: String, hint: String) {
        guard type.hasPrefix(hint), case .object(var properties, let additional)? = schemas.models[type]?.kind else { return }
        for index in properties.indices where ["Data", "Data?", "[Data]", "[Data]?"].contains(properties[index].type) {
            properties[index].type = properties[index].type.replacingOccurrences(of: "Data", with: "File")
        }
        schemas.replaceKind(of: type, with: .object(properties, additional: additional))
    }

    /// `#/components/requestBodies/Pet` → `["components", "requestBodies", "Pet"]`.
    static func componentPath(_ reference: String) -> [String] {
        reference.split(separator: "/").dropFirst().map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
    }
}
