import Foundation
import YAML

extension SpecParser {
    static let bodyKeys = ["type", "encoding", "contentType"]

    /// `body: Type`, or `body: { type:, encoding:, contentType: }`.
    mutating func body(_ node: Node, into endpoint: inout Endpoint) {
        guard node.mapping != nil else {
            endpoint.body = diagnostics.type(node)
            return
        }
        guard let reader = MappingReader(node, place: .body, allowed: Self.bodyKeys, diagnostics: &diagnostics) else {
            return
        }
        guard let typeNode = reader["type"] else {
            if !reader.isMisspelt("type") { diagnostics.error(.shape(.missingKey("type", in: .body)), at: node.mark) }
            return
        }
        endpoint.body = diagnostics.type(typeNode)
        if let encodingNode = reader["encoding"], let text = diagnostics.text(encodingNode, .key("encoding")) {
            if let encoding = BodyEncoding(rawValue: text) {
                endpoint.bodyEncoding = Located(encoding, at: encodingNode.mark)
            } else {
                let names = BodyEncoding.allCases.map(\.rawValue)
                let near = didYouMean(text, among: names)
                diagnostics.error(.parse(.unknownChoice(.bodyEncoding, text, suggestion: near)), at: encodingNode.mark)
            }
        }
        if let contentNode = reader["contentType"], let text = diagnostics.text(contentNode, .key("contentType")) {
            if Self.isMediaType(text) {
                endpoint.bodyContentType = Located(text, at: contentNode.mark)
            } else {
                diagnostics.error(.parse(.notAMediaType(text)), at: contentNode.mark)
            }
        }
    }

    /// `type/subtype`, each an HTTP token, with optional `; name=value` parameters.
    static func isMediaType(_ text: String) -> Bool {
        let parts = text.split(separator: ";", maxSplits: 1)
        guard let essence = parts.first else { return false }
        let halves = essence.trimmingCharacters(in: .whitespaces)
            .split(separator: "/", omittingEmptySubsequences: false)
        return halves.count == 2 && halves.allSatisfy { isHeaderName(String($0)) }
            && !text.contains(where: { $0 == "\r" || $0 == "\n" })
    }
}
