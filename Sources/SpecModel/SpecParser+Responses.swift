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
        guard let reader = MappingReader(node, what: "the body", allowed: Self.bodyKeys, diagnostics: &diagnostics,
                                         hint: "a body is a type, or a mapping with 'type:'") else { return }
        guard let typeNode = reader["type"] else {
            if !reader.isMisspelt("type") { diagnostics.error("the body needs a 'type:'", at: node.mark) }
            return
        }
        endpoint.body = diagnostics.type(typeNode)
        if let encodingNode = reader["encoding"], let text = diagnostics.text(encodingNode, "'encoding'") {
            if let encoding = BodyEncoding(rawValue: text) {
                endpoint.bodyEncoding = Located(encoding, at: encodingNode.mark)
            } else {
                let names = BodyEncoding.allCases.map(\.rawValue)
                diagnostics.error("unknown body encoding '\(text)'\(suggestion(text, among: names)); use json, form, multipart or raw",
                                  at: encodingNode.mark)
            }
        }
        if let contentNode = reader["contentType"], let text = diagnostics.text(contentNode, "'contentType'") {
            if Self.isMediaType(text) {
                endpoint.bodyContentType = Located(text, at: contentNode.mark)
            } else {
                diagnostics.error("'\(text)' is not a media type (type/subtype, e.g. application/octet-stream)", at: contentNode.mark)
            }
        }
    }

    /// `type/subtype`, each an HTTP token, with optional `; name=value` parameters.
    static func isMediaType(_ text: String) -> Bool {
        let parts = text.split(separator: ";", maxSplits: 1)
        guard let essence = parts.first else { return false }
        let halves = essence.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        return halves.count == 2 && halves.allSatisfy { isHeaderName(String($0)) }
            && !text.contains(where: { $0 == "\r" || $0 == "\n" })
    }

    /// `responses:` (success statuses 200–299) or `errors:` (400–599, `4XX`, `5XX`, `default`): a mapping of
    /// statuses to types; `~` means no body (for errors: no typed body).
    mutating func statusBodies(_ node: Node, errors: Bool) -> [StatusBody] {
        let what = errors ? "'errors'" : "'responses'"
        let pairs = diagnostics.pairs(node, "a mapping of statuses to types for \(what)")
        var result: [StatusBody] = []
        for pair in pairs {
            guard let key = statusKey(pair.key, errors: errors) else { continue }
            var type: TypeRef?
            if pair.value.scalar == nil || pair.value.resolved != .null {
                guard let parsed = diagnostics.type(pair.value) else { continue }
                type = parsed
            }
            result.append(StatusBody(key: Located(key, at: pair.key.mark), type: type))
        }
        return result
    }

    private mutating func statusKey(_ node: Node, errors: Bool) -> StatusKey? {
        // `200` or `'200'` (OpenAPI documents quote them).
        var number: Int?
        if node.scalar != nil, case .int(let code) = node.resolved { number = code }
        if let text = node.string, text.count == 3, text.allSatisfy(\.isASCII), let code = Int(text) { number = code }
        if let code = number {
            let range = errors ? 400...599 : 200...299
            if range.contains(code) { return .status(code) }
            let hint = errors ? "an error status is 400–599, 4XX, 5XX or default"
                : "a success status is 200–299; error bodies go under 'errors'"
            diagnostics.error("status \(code) doesn't belong here: \(hint)", at: node.mark)
            return nil
        }
        guard let text = diagnostics.text(node, "a status") else { return nil }
        if errors {
            switch text.uppercased() {
            case "4XX": return .range(4)
            case "5XX": return .range(5)
            case "DEFAULT" where text == "default": return .other
            default: break
            }
            diagnostics.error("'\(text)' is not a status; use a status (400–599), 4XX, 5XX or default", at: node.mark)
        } else {
            diagnostics.error("'\(text)' is not a status; list success statuses (200–299) under 'responses'", at: node.mark)
        }
        return nil
    }
}
