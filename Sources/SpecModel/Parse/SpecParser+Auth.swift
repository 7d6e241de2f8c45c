import YAML

extension SpecParser {
    /// The words a scheme can be, and the keys of a scheme written as a mapping.
    static let schemeWords = ["bearer", "basic"]
    static let schemeKeys = ["header", "query"]

    /// `auth:` — scheme names to `bearer`, `basic`, `{ header: Name }` or `{ query: name }`.
    mutating func auth(_ node: Node) -> [AuthDefinition] {
        let pairs = diagnostics.pairs(node, .schemes)
        var result: [AuthDefinition] = []
        for pair in pairs {
            guard let name = diagnostics.text(pair.key, .schemeName) else { continue }
            if let text = pair.value.string, !pair.value.isNull {
                switch text {
                case "bearer": result.append(AuthDefinition(name: Located(name, at: pair.key.mark), kind: .bearer))
                case "basic": result.append(AuthDefinition(name: Located(name, at: pair.key.mark), kind: .basic))
                default:
                    let near = didYouMean(text, among: Self.schemeWords)
                    diagnostics.error(.parse(.unknownChoice(.credentialScheme, text, suggestion: near)),
                                      at: pair.value.mark)
                }
                continue
            }
            guard let reader = MappingReader(pair.value, place: .scheme(name), allowed: Self.schemeKeys,
                                             diagnostics: &diagnostics) else { continue }
            switch (reader["header"], reader["query"]) {
            case (let header?, nil):
                guard let text = headerName(header) else { continue }
                result.append(AuthDefinition(name: Located(name, at: pair.key.mark), kind: .header(text)))
            case (nil, let query?):
                guard let text = diagnostics.text(query, .key("query")) else { continue }
                result.append(AuthDefinition(name: Located(name, at: pair.key.mark), kind: .query(text)))
            case (_?, _?):
                diagnostics.error(.shape(.schemeWithHeaderAndQuery(name)), at: pair.value.mark)
            case (nil, nil):
                // Other keys are reported as unknown already.
                if pair.value.mapping?.isEmpty ?? true {
                    diagnostics.error(.shape(.schemeWithoutHeaderOrQuery(name)), at: pair.key.mark)
                }
            }
        }
        return result
    }

    /// `security:` — a list of alternatives, each a scheme name or a list of names applied together; `[]` for none.
    mutating func security(_ node: Node) -> [[Located<String>]]? {
        guard let items = node.sequence else {
            diagnostics.error(.shape(.securityNotAList(found: node.form)), at: node.mark)
            return nil
        }
        var result: [[Located<String>]] = []
        for item in items {
            if let names = item.sequence {
                let together = names.compactMap { name in
                    diagnostics.text(name, .schemeName).map { Located($0, at: name.mark) }
                }
                if !together.isEmpty { result.append(together) }
            } else if let name = diagnostics.text(item, .schemeNameOrList) {
                result.append([Located(name, at: item.mark)])
            }
        }
        return result
    }
}
