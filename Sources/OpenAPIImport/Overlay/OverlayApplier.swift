import JSONPath
import SpecModel
import YAML

/// Applies an overlay's actions, in order, to a document's located tree, as the Overlay Specification defines them:
/// `remove` takes every selected node out of its mapping or list; `update` (or a `copy` of another node) is merged
/// into every selected node — into a mapping key by key (a value only the update has is added, a primitive replaces
/// a primitive, a list is appended to a list, a mapping merged into a mapping, any other pair is an error), into a
/// list as one more item (or all the items of a list), over a primitive as its replacement. Values an action writes
/// keep the overlay's marks, so what is said about them later points into the overlay.
struct OverlayApplier {
    let overlay: Overlay
    private(set) var diagnostics: [Diagnostic] = []

    init(_ overlay: Overlay) {
        self.overlay = overlay
    }

    private mutating func say(_ severity: Diagnostic.Severity, _ message: String, at mark: Mark,
                              cause: ImportCause = .malformedOverlay) {
        diagnostics.append(Diagnostic(severity, .importer(cause, message),
                                      at: Location(file: overlay.file, mark: mark)))
    }

    /// The tree after every action.
    mutating func apply(to root: Node) -> Node {
        var root = root
        for action in overlay.actions {
            let matches = action.target.select(in: root)
            if matches.isEmpty {
                say(.warning, "target \(quoted(action.target.text)) selects nothing in the document; the action does "
                    + "nothing", at: action.targetMark, cause: .overlayTargetEmpty)
                continue
            }
            if action.remove {
                // Deepest and last first, so that removing one node doesn't move another still to remove.
                for match in matches.sorted(by: { Self.precedes($1.path, $0.path) }) {
                    guard !match.path.isEmpty else {
                        say(.error, "'remove' can't take out the document itself (the target selects the root)",
                            at: action.targetMark)
                        continue
                    }
                    root = Self.edit(root, match.path[...]) { _ in nil } ?? root
                }
                continue
            }
            guard let (value, valueMark) = value(of: action, in: root) else { continue }
            for match in matches {
                var failure: String?
                root = Self.edit(root, match.path[...]) { target in
                    let (merged, problem) = Self.merge(value, into: target, at: [])
                    failure = problem
                    return merged
                } ?? root
                if let failure {
                    say(.error, "can't merge the update into \(match.normalizedPath): \(failure)", at: valueMark)
                    break
                }
            }
        }
        return root
    }

    /// What an action merges: its `update`, or the one node its `copy` selects.
    private mutating func value(of action: Overlay.Action, in root: Node) -> (Node, Mark)? {
        if let copy = action.copy, action.update == nil {
            let sources = copy.query.select(in: root)
            guard sources.count == 1 else {
                say(.error, "'copy' must select one node; \(quoted(copy.query.text)) selects \(sources.count)",
                    at: copy.mark)
                return nil
            }
            return (sources[0].node, copy.mark)
        }
        guard let update = action.update else {
            say(.warning, "the action neither updates nor removes: add 'update:' or 'remove: true'", at: action.mark)
            return nil
        }
        return (update, update.mark)
    }

    /// `value` merged into `target`, or the problem (with the key path where it is).
    static func merge(_ value: Node, into target: Node, at keys: [String]) -> (Node, String?) {
        let place = keys.isEmpty ? "" : " at '" + keys.joined(separator: ".") + "'"
        switch (target.kind, value.kind) {
        case (.mapping(var pairs), .mapping(let updates)):
            for update in updates {
                guard let key = update.key.string, let index = pairs.firstIndex(where: { $0.key.string == key }) else {
                    pairs.append(update)
                    continue
                }
                let (merged, problem) = mergeMember(update.value, into: pairs[index].value,
                                                    at: keys + [update.key.string ?? ""])
                if let problem { return (target, problem) }
                pairs[index].value = merged
            }
            return (Node(.mapping(pairs), mark: target.mark, tag: target.tag), nil)
        case (.mapping, _):
            return (target, "a mapping is updated with a mapping, found \(value.kindDescription)\(place)")
        case (.sequence(let items), .sequence(let more)):
            return (Node(.sequence(items + more), mark: target.mark, tag: target.tag), nil)
        case (.sequence(let items), _):
            return (Node(.sequence(items + [value]), mark: target.mark, tag: target.tag), nil)
        case (.scalar, .scalar):
            return (value, nil)
        case (.scalar, _):
            return (target, "a primitive is replaced by a primitive, found \(value.kindDescription)\(place)")
        }
    }

    /// A member present in both: a primitive replaces a primitive, lists are joined, mappings merged.
    private static func mergeMember(_ value: Node, into target: Node, at keys: [String]) -> (Node, String?) {
        switch (target.kind, value.kind) {
        case (.scalar, .scalar), (.mapping, .mapping), (.sequence, .sequence):
            return merge(value, into: target, at: keys)
        default:
            return (target, "\(target.kindDescription) can't be merged with \(value.kindDescription) at "
                            + "'\(keys.joined(separator: "."))'"
                + " (remove it first, then add it)")
        }
    }

    /// `node` with the node at `path` changed by `change` (nil: removed from its mapping or list); nil when `path` is
    /// empty and `change` removes the root.
    static func edit(_ node: Node, _ path: ArraySlice<PathElement>, _ change: (Node) -> Node?) -> Node? {
        guard let first = path.first else { return change(node) }
        switch (first, node.kind) {
        case (.name(let key), .mapping(var pairs)):
            guard let index = pairs.firstIndex(where: { $0.key.string == key }) else { return node }
            if let changed = edit(pairs[index].value, path.dropFirst(), change) {
                pairs[index].value = changed
            } else {
                pairs.remove(at: index)
            }
            return Node(.mapping(pairs), mark: node.mark, tag: node.tag)
        case (.index(let index), .sequence(var items)) where items.indices.contains(index):
            if let changed = edit(items[index], path.dropFirst(), change) {
                items[index] = changed
            } else {
                items.remove(at: index)
            }
            return Node(.sequence(items), mark: node.mark, tag: node.tag)
        default:
            return node
        }
    }

    /// Document order of two locations: a location before the ones inside it, indices by number.
    static func precedes(_ left: [PathElement], _ right: [PathElement]) -> Bool {
        for (a, b) in zip(left, right) where a != b {
            switch (a, b) {
            case (.index(let x), .index(let y)): return x < y
            case (.name(let x), .name(let y)): return x < y
            case (.index, .name): return true
            case (.name, .index): return false
            }
        }
        return left.count < right.count
    }
}
