import YAML

/// Applies parsed segments to a document (RFC 9535 §2.3–2.5): each segment maps the node list produced by the
/// previous one, in order, to the concatenation of what its selectors select from each node.
struct QueryEvaluator {
    /// A node with its location from the document's root.
    struct Located {
        /// The node.
        var node: Node
        /// Its path; left empty when paths are not tracked (queries inside filters).
        var path: [PathElement]
    }

    /// The document's root: what `$` stands for, also inside filters.
    let root: Node
    /// Compiled regular expressions of `match()` and `search()`, shared by the whole evaluation.
    let regexes = RegexCache()

    /// The nodes `segments` select starting from `start`, in RFC 9535 order; with `trackPaths` false the paths
    /// stay empty (cheaper, for queries inside filters).
    func select(_ segments: [Segment], from start: Located, trackPaths: Bool) -> [Located] {
        var current = [start]
        for segment in segments {
            var next: [Located] = []
            for input in current {
                switch segment.kind {
                case .child:
                    apply(segment.selectors, to: input, into: &next, trackPaths: trackPaths)
                case .descendant:
                    applyToDescendants(segment.selectors, of: input, into: &next, trackPaths: trackPaths)
                }
            }
            current = next
            if current.isEmpty { break }
        }
        return current
    }

    /// A descendant segment on one node: the selectors applied to the node, then to each of its children's
    /// descendants in document order (parents before children, arrays in index order).
    private func applyToDescendants(_ selectors: [Selector], of input: Located, into output: inout [Located],
                                    trackPaths: Bool) {
        apply(selectors, to: input, into: &output, trackPaths: trackPaths)
        for child in children(of: input, trackPaths: trackPaths) {
            applyToDescendants(selectors, of: child, into: &output, trackPaths: trackPaths)
        }
    }

    /// Each selector of a child segment applied to `input`, results concatenated in selector order.
    private func apply(_ selectors: [Selector], to input: Located, into output: inout [Located], trackPaths: Bool) {
        for selector in selectors {
            switch selector {
            case .name(let name):
                guard let pairs = input.node.mapping else { continue }
                let found = pairs.first { pair in pair.key.string.map { $0.utf8.elementsEqual(name.utf8) } ?? false }
                if let found {
                    output.append(Located(node: found.value, path: trackPaths ? input.path + [.name(name)] : []))
                }
            case .wildcard:
                output.append(contentsOf: children(of: input, trackPaths: trackPaths))
            case .index(let index):
                guard let items = input.node.sequence else { continue }
                let normalized = index >= 0 ? index : items.count + index
                if items.indices.contains(normalized) {
                    output.append(Located(node: items[normalized],
                                          path: trackPaths ? input.path + [.index(normalized)] : []))
                }
            case .slice(let slice):
                guard let items = input.node.sequence else { continue }
                for index in slice.indices(count: items.count) {
                    output.append(Located(node: items[index], path: trackPaths ? input.path + [.index(index)] : []))
                }
            case .filter(let expression):
                for child in children(of: input, trackPaths: trackPaths) where test(expression, current: child.node) {
                    output.append(child)
                }
            }
        }
    }

    /// The elements of a sequence or the member values of a mapping (members with non-scalar keys, which JSON
    /// cannot have, are skipped); nothing for a scalar.
    private func children(of input: Located, trackPaths: Bool) -> [Located] {
        switch input.node.kind {
        case .scalar:
            return []
        case .sequence(let items):
            return items.enumerated().map { index, item in
                Located(node: item, path: trackPaths ? input.path + [.index(index)] : [])
            }
        case .mapping(let pairs):
            return pairs.compactMap { pair in
                guard let name = pair.key.string else { return nil }
                return Located(node: pair.value, path: trackPaths ? input.path + [.name(name)] : [])
            }
        }
    }
}
