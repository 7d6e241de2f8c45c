import YAML

extension Node {
    /// The value at `path` (mapping keys and list indices, as a JSON pointer's keys), if there is one.
    func value(at path: some Sequence<String>) -> Node? {
        var current = self
        for key in path {
            switch current.kind {
            case .mapping(let pairs):
                guard let next = pairs.first(where: { $0.key.string == key })?.value else { return nil }
                current = next
            case .sequence(let items):
                guard let position = Int(key), items.indices.contains(position) else { return nil }
                current = items[position]
            case .scalar:
                return nil
            }
        }
        return current
    }

    /// The deepest value `path` reaches (self when its first key isn't there).
    func deepest(along path: some Sequence<String>) -> Node {
        var current = self
        for key in path {
            guard let next = current.value(at: [key]) else { break }
            current = next
        }
        return current
    }

    /// This list with the items `rewrite` changes (nil: unchanged) changed; nil when it changes none (or this is no
    /// list).
    func rewritingItems(_ rewrite: (Node) -> Node?) -> Node? {
        guard case .sequence(let items) = kind else { return nil }
        var changed = false
        let newItems = items.map { item in
            guard let value = rewrite(item) else { return item }
            changed = true
            return value
        }
        return changed ? Node(.sequence(newItems), mark: mark, tag: tag) : nil
    }
}
