import YAML

extension SpecParser {
    /// `responses:` (success statuses 200–299) or `errors:` (400–599, `4XX`, `5XX`, `default`): a mapping of
    /// statuses to types; `~` means no body (for errors: no typed body).
    mutating func statusBodies(_ node: Node, errors: Bool) -> [StatusBody] {
        let pairs = diagnostics.pairs(node, .statuses(errors ? .errors : .responses))
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
            diagnostics.error(.parse(.statusOutOfRange(code, in: errors ? .errors : .responses)), at: node.mark)
            return nil
        }
        guard let text = diagnostics.text(node, .status) else { return nil }
        if errors {
            switch text.uppercased() {
            case "4XX": return .range(4)
            case "5XX": return .range(5)
            case "DEFAULT" where text == "default": return .other
            default: break
            }
            diagnostics.error(.parse(.notAStatus(text, in: .errors)), at: node.mark)
        } else {
            diagnostics.error(.parse(.notAStatus(text, in: .responses)), at: node.mark)
        }
        return nil
    }
}
