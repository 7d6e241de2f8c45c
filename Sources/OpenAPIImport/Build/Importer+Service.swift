import Foundation
import OpenAPIKit

extension Importer {
    /// The first server's URL when it is absolute http(s) without variables.
    static func baseURL(_ document: OpenAPI.Document) -> String? {
        guard let server = document.servers.first else { return nil }
        let text = server.urlTemplate.absoluteString
        guard text.hasPrefix("http://") || text.hasPrefix("https://"), !text.contains("{"),
              let components = URLComponents(string: text), components.query == nil,
              components.fragment == nil else { return nil }
        return text
    }

    /// The document's description (or title).
    static func serviceDoc(_ document: OpenAPI.Document) -> String? {
        if let text = (document.info.description ?? document.info.summary).map(OperationConverter.trimmed),
           !text.isEmpty {
            return text
        }
        return document.info.title
    }
}
