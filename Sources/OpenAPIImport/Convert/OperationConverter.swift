import Foundation
import Names
import OpenAPIKit
import SpecModel

/// Converts the selected operations into endpoints, with the schemas they use through ``SchemaConverter``. What the
/// format can't say exactly is a loss charged to the operation (a `JSON` or `Data` stand-in, a parameter left out).
struct OperationConverter {
    var schemas: SchemaConverter
    let components: OpenAPI.Components
    let document: OpenAPI.Document

    /// The endpoint for selected operation `index`, or nil for one that is skipped.
    mutating func endpoint(_ selected: Selection.Operation, index: Int) -> ImportedEndpoint? {
        guard let method = selected.method else { return nil }
        let operation = selected.operation
        let nameSource: ImportedEndpoint.NameSource =
            operation.operationId.flatMap { NameRules.lowerCamel($0) == nil ? nil : $0 }
            .map { .operationID($0) } ?? .route(method: method.rawValue, path: selected.path)
        var endpoint = ImportedEndpoint(index: index, nameSource: nameSource, method: method, path: selected.path,
                                        location: selected.location)
        endpoint.doc = Self.doc(summary: operation.summary, description: operation.description)
        endpoint.deprecated = operation.deprecated
        endpoint.tag = operation.tags?.first
        schemas.charging(.operation(index)) { schemas in
            var converter = OperationConverter(schemas: schemas, components: components, document: document)
            converter.parameters(selected.shared, operation.parameters, into: &endpoint)
            if let requestBody = operation.requestBody { converter.body(requestBody, into: &endpoint) }
            converter.responses(operation.responses, into: &endpoint)
            converter.fixPath(&endpoint)
            if let servers = selected.servers, let url = servers.first?.urlTemplate.absoluteString,
               url != document.servers.first?.urlTemplate.absoluteString {
                converter.schemas.lose(selected.serversLocation, .operationServer, "this operation's server "
                                       + "\(quoted(url)) is not the service's; it is sent to the service's base URL")
            }
            if !operation.callbacks.isEmpty {
                converter.schemas.lose(selected.location + ["callbacks"], .callbacks,
                                       "callbacks (requests the API makes) are not imported", effect: .notes)
            }
            schemas = converter.schemas
        }
        return endpoint
    }

    static func doc(summary: String?, description: String?) -> String? {
        let parts = [summary, description].compactMap { $0.map(trimmed) }.filter { !$0.isEmpty }
        guard let first = parts.first else { return nil }
        if parts.count == 2, parts[1] != first, !parts[1].hasPrefix(first) { return first + "\n\n" + parts[1] }
        return parts.count == 2 ? parts[1] : first
    }

    /// `text` without white space and line breaks at either end. Text that starts and ends with a visible ASCII
    /// character (most docs) has none to take off and is kept as it is, without Foundation's trimming, which reads it
    /// whole.
    static func trimmed(_ text: String) -> String {
        let visible = UInt8(ascii: "!")...UInt8(ascii: "~")
        if let first = text.utf8.first, let last = text.utf8.last, visible.contains(first), visible.contains(last) {
            return text
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The place inline schemas of the endpoint are named from: the endpoint, and a word.
    static func place(_ endpoint: ImportedEndpoint, _ word: String) -> Place {
        Place(owner: .endpoint(endpoint.index), suffix: word)
    }

    /// `application/json`, `application/problem+json`, `text/json` read as JSON.
    static func isJSON(_ type: String) -> Bool {
        type == "application/json" || type.hasSuffix("+json") || type.hasSuffix("/json")
    }

    /// `*/*` and `application/*`: any media type.
    static func isWildcard(_ type: String) -> Bool {
        type == "*/*" || type == "application/*"
    }

    /// Whether a schema is an object, a list, a union or a reference: a value JSON carries, never raw bytes.
    static func isStructured(_ schema: JSONSchema?) -> Bool {
        switch schema?.value {
        case .object?, .array?, .reference?, .all?, .one?, .any?: true
        default: false
        }
    }
}
