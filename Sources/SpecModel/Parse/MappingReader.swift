import YAML

/// Reads a mapping whose keys are a fixed set: reports unknown keys (with a did-you-mean) and keys
/// that are not plain text, and hands out values by key.
struct MappingReader {
    let node: Node
    /// The mapping's known keys and their pairs (a handful: a linear search beats hashing).
    private var values: [(key: String, pair: Pair)] = []
    /// Allowed keys that an unknown key was taken for (`propertes` → `properties`).
    private var suggested: Set<String> = []

    /// Nil (with an error) when `node` is not a mapping. `place` says what the mapping is (the endpoint `search`).
    init?(_ node: Node, place: ShapeFinding.Place, allowed: [String], diagnostics: inout DiagnosticCollector) {
        guard let pairs = node.mapping else {
            diagnostics.error(.shape(.notAMapping(place, found: node.form)), at: node.mark)
            return nil
        }
        self.node = node
        for pair in pairs {
            guard let key = pair.key.scalar?.value else {
                diagnostics.error(.shape(.keyNotText(in: place, found: pair.key.form)), at: pair.key.mark)
                continue
            }
            guard allowed.contains(key) else {
                let near = didYouMean(key, among: allowed)
                if let near { suggested.insert(near) }
                let cutAtComma = pair.value.isNull && key.contains(" ")
                diagnostics.error(.shape(.unknownKey(key, in: place, suggestion: near, cutAtComma: cutAtComma)),
                                  at: pair.key.mark)
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
    mutating func text(_ node: Node, _ field: ShapeFinding.Field) -> String? {
        guard let scalar = node.scalar, !node.isNull else {
            error(.shape(.notText(field, found: node.form)), at: node.mark)
            return nil
        }
        return scalar.value
    }

    /// The entries of a mapping of names to definitions; none for null (`models:` left empty), and an error
    /// for anything else. `entries` says what the mapping holds (the models of `models:`).
    mutating func pairs(_ node: Node, _ entries: ShapeFinding.Entries) -> [Pair] {
        if node.isNull { return [] }
        guard let pairs = node.mapping else {
            error(.shape(.notAMappingOf(entries, found: node.form)), at: node.mark)
            return []
        }
        return pairs
    }

    /// An integer (the value of `key`).
    mutating func integer(_ node: Node, key: String) -> Int? {
        guard case .int(let value) = node.resolved, node.scalar != nil else {
            error(.shape(.notAnInteger(key: key, found: node.form)), at: node.mark)
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
        error(.shape(.notADeprecation(found: node.form)), at: node.mark)
        return nil
    }

    /// A type written as a string or in YAML's list/map forms.
    mutating func type(_ node: Node) -> TypeRef? {
        switch TypeParser.parse(node) {
        case .success(let type): return type
        case .failure(let failure):
            error(.typeGrammar(failure.problem), at: failure.mark)
            return nil
        }
    }
}
