import YAML

extension SpecParser {
    /// `auth:` — scheme names to `bearer`, `basic`, `{ header: Name }` or `{ query: name }`.
    mutating func auth(_ node: Node) -> [AuthDefinition] {
        let pairs = diagnostics.pairs(node, "a mapping of scheme names to how credentials are sent for 'auth'")
        var result: [AuthDefinition] = []
        for pair in pairs {
            guard let name = diagnostics.text(pair.key, "a scheme name") else { continue }
            let hint = "bearer, basic, { header: X-API-Key } or { query: api_key }"
            if let text = pair.value.string, !pair.value.isNull {
                switch text {
                case "bearer": result.append(AuthDefinition(name: Located(name, at: pair.key.mark), kind: .bearer))
                case "basic": result.append(AuthDefinition(name: Located(name, at: pair.key.mark), kind: .basic))
                default:
                    diagnostics.error("unknown credential scheme '\(text)'\(suggestion(text, among: ["bearer", "basic"])); use \(hint)", at: pair.value.mark)
                }
                continue
            }
            guard let reader = MappingReader(pair.value, what: "scheme '\(name)'", allowed: ["header", "query"], diagnostics: &diagnostics,
                                             hint: "a scheme is \(hint)") else { continue }
            switch (reader["header"], reader["query"]) {
            case (let header?, nil):
                guard let text = headerName(header) else { continue }
                result.append(AuthDefinition(name: Located(name, at: pair.key.mark), kind: .header(text)))
            case (nil, let query?):
                guard let text = diagnostics.text(query, "'query'") else { continue }
                result.append(AuthDefinition(name: Located(name, at: pair.key.mark), kind: .query(text)))
            case (_?, _?):
                diagnostics.error("scheme '\(name)' takes one of 'header' and 'query', found both", at: pair.value.mark)
            case (nil, nil):
                // Other keys are reported as unknown already.
                if pair.value.mapping?.isEmpty ?? true {
                    diagnostics.error("scheme '\(name)' needs 'header:' or 'query:' (the name the API key is sent as)", at: pair.key.mark)
                }
            }
        }
        return result
    }

    /// `security:` — a list of alternatives, each a scheme name or a list of names applied together; `[]` for none.
    mutating func security(_ node: Node) -> [[Located<String>]]? {
        guard let items = node.sequence else {
            diagnostics.error("expected a list of scheme names for 'security' ([] for none), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        var result: [[Located<String>]] = []
        for item in items {
            if let names = item.sequence {
                let together = names.compactMap { name in diagnostics.text(name, "a scheme name").map { Located($0, at: name.mark) } }
                if !together.isEmpty { result.append(together) }
            } else if let name = diagnostics.text(item, "a scheme name, or a list of them applied together") {
                result.append([Located(name, at: item.mark)])
            }
        }
        return result
    }
}
