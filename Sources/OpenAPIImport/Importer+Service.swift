import Foundation
import OpenAPIKit

extension Importer {
    /// The first server's URL when it is absolute http(s) without variables.
    static func baseURL(_ document: OpenAPI.Document) -> String? {
        guard let server = document.servers.first else { return nil }
        let text = server.urlTemplate.absoluteString
        guard text.hasPrefix("http://") || text.hasPrefix("https://"), !text.contains("{"),
              let components = URLComponents(string: text), components.query == nil, components.fragment == nil else { return nil }
        return text
    }

    /// The document's description (or title), and its security schemes, which the spec doesn't declare.
    static func serviceDoc(_ document: OpenAPI.Document, source: OpenAPISource) -> String? {
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
