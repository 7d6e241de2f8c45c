import YAML

/// What a filtered import decodes: only the operations its filters select and the components they reach, so a slice
/// of a big document costs what the slice is. The tree keeps every kept value's place, so marks and paths still point
/// into the whole document.
///
/// Kept whole: every top-level key but `paths:` and `components:`; path items written as a `$ref`; the component
/// kinds that aren't ``prunedComponents`` (security schemes). Of those, only what is reached: every component a
/// `$ref` in what is kept names, and each schema a discriminator's mapping names, transitively.
enum DocumentPruning {
    /// The component kinds whose entries are kept only where reached; others (security schemes, which security
    /// requirements are checked against while decoding) are kept whole.
    static let prunedComponents: Set<String> = ["schemas", "responses", "parameters", "examples", "requestBodies",
                                                "headers", "links", "callbacks", "pathItems", "mediaTypes"]

    /// `root` without the operations `options`' filters turn down and the components nothing kept reaches.
    static func prune(_ root: Node, selecting options: ImportOptions) -> Node {
        guard let pairs = root.mapping else { return root }
        var kept: [Pair] = []
        var components: [(kind: String, entries: [Pair])] = []
        var otherComponents: [Pair] = []
        for pair in pairs {
            switch pair.key.string {
            case "paths" where pair.value.mapping != nil:
                let items = pair.value.mapping!.compactMap { item in
                    item.key.string.flatMap { path in pathItem(item.value, path: path, options: options) }
                        .map { Pair(key: item.key, value: $0) }
                }
                kept.append(Pair(key: pair.key,
                                 value: Node(.mapping(items), mark: pair.value.mark, tag: pair.value.tag)))
            case "components" where pair.value.mapping != nil:
                for kind in pair.value.mapping! {
                    if let name = kind.key.string, prunedComponents.contains(name), let entries = kind.value.mapping {
                        components.append((name, entries))
                    } else {
                        otherComponents.append(kind)
                    }
                }
            default:
                kept.append(pair)
            }
        }
        var reach = Reach(components: components)
        for pair in kept { reach.walk(pair.value) }
        if let at = pairs.first(where: { $0.key.string == "components" && $0.value.mapping != nil }) {
            let kinds = components.map { kind in
                Pair(key: Node(.scalar(Scalar(kind.kind)), mark: at.value.mark),
                     value: Node(
                         .mapping(kind.entries.filter { reach.reached.contains([kind.kind, $0.key.string ?? ""]) }),
                         mark: at.value.mark))
            }
            kept.append(Pair(key: at.key, value: Node(.mapping(kinds + otherComponents), mark: at.value.mark,
                                                      tag: at.value.tag)))
        }
        return Node(.mapping(kept), mark: root.mark, tag: root.tag)
    }

    /// A path item with only the operations `options` selects, or nil when it keeps none. A `$ref` is kept as written.
    private static func pathItem(_ node: Node, path: String, options: ImportOptions) -> Node? {
        guard let pairs = node.mapping else { return node }
        if pairs.contains(where: { $0.key.string == "$ref" }) { return node }
        var operations = 0
        let kept = pairs.filter { pair in
            guard let key = pair.key.string, Normalizer.methods.contains(key) else { return true }
            let operation = pair.value.mapping ?? []
            let tags = operation.first { $0.key.string == "tags" }?.value.sequence?.compactMap(\.string) ?? []
            let id = operation.first { $0.key.string == "operationId" }?.value.string
            guard options.selects(tags: tags, operationID: id, path: path) else { return false }
            operations += 1
            return true
        }
        return operations == 0 ? nil : Node(.mapping(kept), mark: node.mark, tag: node.tag)
    }

    /// The components reached from what was walked, as kind and key.
    private struct Reach {
        var entries: [String: [String: Node]] = [:]
        var reached: Set<[String]> = []

        init(components: [(kind: String, entries: [Pair])]) {
            for (kind, pairs) in components {
                for pair in pairs { if let key = pair.key.string { entries[kind, default: [:]][key] = pair.value } }
            }
        }

        mutating func walk(_ start: Node) {
            var pending = [start]
            while let node = pending.popLast() {
                switch node.kind {
                case .scalar: continue
                case .sequence(let items): pending += items
                case .mapping(let pairs):
                    for pair in pairs {
                        switch pair.key.string {
                        case "$ref":
                            if let text = pair.value.string, let target = target(text) { pending.append(target) }
                        case "discriminator":
                            // A mapping's schema is found by its last segment, written as a name or as a reference.
                            for value in pair.value.mapping?.first(where: { $0.key.string == "mapping" })?
                                .value.mapping ?? [] {
                                guard let text = value.value.string, let key = text.split(separator: "/").last else {
                                    continue
                                }
                                if let target = reach("schemas", String(key)) { pending.append(target) }
                            }
                        default: break
                        }
                        pending.append(pair.value)
                    }
                }
            }
        }

        /// The component `reference` names, the first time it is reached.
        private mutating func target(_ reference: String) -> Node? {
            let path = ComponentReference.path(reference)
            guard reference.hasPrefix("#/components/"), path.count >= 3 else { return nil }
            return reach(path[1], path[2])
        }

        private mutating func reach(_ kind: String, _ key: String) -> Node? {
            guard let node = entries[kind]?[key], reached.insert([kind, key]).inserted else { return nil }
            return node
        }
    }
}
