import YAML

extension SpecParser {
    /// `paging:` read by its style's rules (``PagingStyle/rules``): each setting as what it holds, its default when
    /// left out, what it needs and excludes. Nil (with errors) when it can't be read.
    mutating func paging(_ node: Node, endpoint: String) -> WrittenPaging? {
        let before = diagnostics.diagnostics.count
        guard let pairs = node.mapping else {
            diagnostics.error(.shape(.pagingNotAMapping(endpoint: endpoint, found: node.form)), at: node.mark)
            return nil
        }
        guard let styleNode = pairs.first(where: { $0.key.string == "style" })?.value else {
            diagnostics.error(.shape(.pagingWithoutStyle(endpoint: endpoint)), at: node.mark)
            return nil
        }
        guard let text = diagnostics.text(styleNode, .key("style")) else { return nil }
        guard let style = PagingStyle(rawValue: text) else {
            let near = didYouMean(text, among: PagingStyle.allCases.map(\.rawValue))
            diagnostics.error(.parse(.unknownChoice(.pagingStyle, text, suggestion: near)), at: styleNode.mark)
            return nil
        }
        let rules = style.rules
        guard let reader = MappingReader(node, place: .paging(style: text),
                                         allowed: ["style"] + rules.map(\.setting.rawValue),
                                         diagnostics: &diagnostics) else { return nil }
        var parameters: [PagingSetting: Located<String>] = [:], paths: [PagingSetting: Located<String>] = [:]
        var numbers: [PagingSetting: Int] = [:]
        var linkHeader = false
        // `items` first, as every style has it; then the style's own settings in their order.
        for rule in rules.filter({ $0.setting == .items }) + rules.filter({ $0.setting != .items }) {
            let key = rule.setting.rawValue
            guard let value = reader[key] else {
                if let name = rule.defaultText {
                    if case .parameter = rule.setting.kind { parameters[rule.setting] = Located(name, at: node.mark) }
                    if case .path = rule.setting.kind { paths[rule.setting] = Located(name, at: node.mark) }
                }
                if let number = rule.defaultNumber { numbers[rule.setting] = number }
                continue
            }
            switch rule.setting.kind {
            case .parameter:
                guard let name = diagnostics.text(value, .pagingParameter) else { continue }
                parameters[rule.setting] = Located(name, at: value.mark)
            case .path where rule.setting == .next && value.string == "link":
                linkHeader = true
            case .path:
                guard let path = keyPath(value, key) else { continue }
                paths[rule.setting] = path
            case .number(let minimum):
                guard let number = diagnostics.integer(value, key: key) else { continue }
                if let minimum, number < minimum {
                    diagnostics.error(.parse(.notPositive(key: key)), at: value.mark)
                    continue
                }
                numbers[rule.setting] = number
            }
        }
        // What the rules ask of the settings given together, said once each (a misspelt key was said already).
        let given = { (setting: PagingSetting) in reader.has(setting.rawValue) }
        let missing = rules.filter { $0.required && !given($0.setting) }.map(\.setting)
            .filter { !reader.isMisspelt($0.rawValue) }
        if !missing.isEmpty { diagnostics.error(.shape(.pagingNeeds(style, missing)), at: node.mark) }
        for rule in rules where given(rule.setting) {
            for needed in rule.needs where !given(needed) && !reader.isMisspelt(needed.rawValue) {
                diagnostics.error(.shape(.pagingSettingNeeds(style, rule.setting, needed)), at: node.mark)
            }
            for excluded in rule.excludes where given(excluded) {
                let mark = reader.keyNode(rule.setting.rawValue)?.mark ?? node.mark
                diagnostics.error(.shape(.pagingSettingsExclude(style, rule.setting, excluded)), at: mark)
            }
        }
        if linkHeader, let cursor = parameters[.cursor] {
            diagnostics.error(.shape(.cursorWithLinkHeader), at: cursor.mark)
        }
        // Paging with a problem is no paging: the checks against the response would only repeat it.
        guard diagnostics.diagnostics.count == before else { return nil }
        return WrittenPaging(style, parameters: parameters, paths: paths, numbers: numbers, linkHeader: linkHeader,
                             mark: node.mark)
    }

    private mutating func keyPath(_ node: Node, _ key: String) -> Located<String>? {
        guard let text = diagnostics.text(node, .key(key)) else { return nil }
        if text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            diagnostics.error(.parse(.notAKeyPath(text)), at: node.mark)
            return nil
        }
        return Located(text, at: node.mark)
    }
}
