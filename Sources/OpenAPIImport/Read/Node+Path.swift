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

    /// This mapping with `value` at `path` (mapping keys), each key missing on the way added at the end of its
    /// mapping (a mapping it holds marked where its parent is); self when a value on the way is no mapping.
    func replacing(at path: some Collection<String>, with value: Node) -> Node {
        guard let key = path.first else { return value }
        guard var pairs = mapping else { return self }
        if let index = pairs.firstIndex(where: { $0.key.string == key }) {
            pairs[index].value = pairs[index].value.replacing(at: path.dropFirst(), with: value)
        } else {
            let empty = Node(.mapping([]), mark: mark)
            pairs.append(Pair(key: Node(.scalar(Scalar(key)), mark: mark),
                              value: empty.replacing(at: path.dropFirst(), with: value)))
        }
        return Node(.mapping(pairs), mark: mark, tag: tag)
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
