import YAML

/// Reads a mapping whose keys are a fixed set: reports unknown keys (with a did-you-mean) and keys
/// that are not plain text, and hands out values by key.
struct MappingReader {
    let node: Node
    /// The mapping's known keys and their pairs (a handful: a linear search beats hashing).
    private var values: [(key: String, pair: Pair)] = []
    /// Allowed keys that an unknown key was taken for (`propertes` → `properties`).
    private var suggested: Set<String> = []

    /// Nil (with an error) when `node` is not a mapping. `what` names the node in messages ("endpoint 'search'").
    init?(_ node: Node, what: String, allowed: [String], diagnostics: inout DiagnosticCollector, hint: String? = nil) {
        guard let pairs = node.mapping else {
            var message = "expected a mapping for \(what), found \(node.kindDescription)"
            if let hint { message += "; \(hint)" }
            diagnostics.error(message, at: node.mark)
            return nil
        }
        self.node = node
        for pair in pairs {
            guard let key = pair.key.scalar?.value else {
                diagnostics.error("keys of \(what) must be plain text, found \(pair.key.kindDescription)", at: pair.key.mark)
                continue
            }
            guard allowed.contains(key) else {
                let near = didYouMean(key, among: allowed)
                if let near { suggested.insert(near) }
                var message = "unknown key '\(key)' in \(what)\(near.map { " (did you mean '\($0)'?)" } ?? "")"
                if pair.value.isNull, key.contains(" ") {
                    message += "; inside { }, a ',' ends a value: quote text that holds one"
                }
                diagnostics.error(message, at: pair.key.mark)
                continue
            }
            values.append((key, pair))
        }
    }

    private func pair(_ key: String) -> Pair? {
        values.first { $0.key == key }?.pair
    }

    subscript(key: String) -> Node? { pair(key)?.value }

    /// The key node itself (to point at the key rather than its value).
    func keyNode(_ key: String) -> Node? { pair(key)?.key }

    func has(_ key: String) -> Bool { pair(key) != nil }

    /// True when `key` is missing but an unknown key was already reported as its misspelling, so a
    /// "needs `key`" error would only repeat that one.
    func isMisspelt(_ key: String) -> Bool { pair(key) == nil && suggested.contains(key) }
}

/// Reading scalar values with a located error when the node is not what is asked for.
extension DiagnosticCollector {
    /// A scalar's text (strings, numbers and booleans alike); an error for null or a collection.
    mutating func text(_ node: Node, _ what: String) -> String? {
        guard let scalar = node.scalar, !node.isNull else {
            error("expected text for \(what), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        return scalar.value
    }

    /// The entries of a mapping of names to definitions; none for null (`models:` left empty), and an error
    /// for anything else. `expected` says what was expected ("a mapping of model names to models for 'models'").
    mutating func pairs(_ node: Node, _ expected: String) -> [Pair] {
        if node.isNull { return [] }
        guard let pairs = node.mapping else {
            error("expected \(expected), found \(node.kindDescription)", at: node.mark)
            return []
        }
        return pairs
    }

    /// An integer.
    mutating func integer(_ node: Node, _ what: String) -> Int? {
        guard case .int(let value) = node.resolved, node.scalar != nil else {
            error("expected an integer for \(what), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        return value
    }

    /// `deprecated: true|false|"message"`.
    mutating func deprecation(_ node: Node?) -> Deprecation? {
        guard let node else { return nil }
        if node.scalar != nil {
            switch node.resolved {
            case .bool(let flag): return flag ? Deprecation(message: nil) : nil
            case .string(let message) where !message.isEmpty: return Deprecation(message: message)
            default: break
            }
        }
        error("expected true, false or a message for 'deprecated', found \(node.kindDescription)", at: node.mark)
        return nil
    }

    /// A type written as a string or in YAML's list/map forms.
    mutating func type(_ node: Node) -> TypeRef? {
        switch TypeParser.parse(node) {
        case .success(let type): return type
        case .failure(let failure):
            error(failure.message, at: failure.mark)
            return nil
        }
    }
}
