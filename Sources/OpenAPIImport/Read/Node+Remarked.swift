import YAML

extension Node {
    /// The node with every mark `lines` lines further down (a line of JSON Lines read on its own).
    func shifted(lines: Int) -> Node {
        remarked { Mark(line: $0.line + lines, column: $0.column, document: $0.document) }
    }

    /// The node with every mark at `mark` (a body read from the text of a string: its place is the string's).
    func placed(at mark: Mark) -> Node {
        remarked { _ in mark }
    }

    /// The node with each mark, its own and those of every node it holds, changed by `change`.
    func remarked(_ change: (Mark) -> Mark) -> Node {
        switch kind {
        case .scalar:
            return Node(kind, mark: change(mark), tag: tag)
        case .sequence(let items):
            return Node(.sequence(items.map { $0.remarked(change) }), mark: change(mark), tag: tag)
        case .mapping(let pairs):
            return Node(.mapping(pairs.map { Pair(key: $0.key.remarked(change), value: $0.value.remarked(change)) }),
                        mark: change(mark), tag: tag)
        }
    }
}
