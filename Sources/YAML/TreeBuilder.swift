/// Builds a `Node` tree from libyaml's events: resolves aliases (sharing storage, never copying
/// exponentially), applies `<<` merge keys, reports duplicate keys, and enforces `YAMLLimits`.
struct TreeBuilder {
    /// A finished node with what the limits need: how many nodes it expands to and how deep it nests.
    private struct Built {
        var node: Node
        var size: Int
        var height: Int
    }

    private enum Entry {
        case pair(Pair)
        case merge(Node, keyMark: Mark)
    }

    private struct Frame {
        var isMapping: Bool
        var mark: Mark
        var tag: String?
        var anchor: String?
        var items: [Node] = []
        var entries: [Entry] = []
        var pendingKey: Node?
        var size = 1
        var height = 1
    }

    let limits: YAMLLimits
    private(set) var root: Node?
    private(set) var errors: [YAMLError] = []
    /// Set when going on would mean unbounded work (alias bomb, nesting too deep, broken alias).
    private(set) var isFatal = false
    private var stack: [Frame] = []
    private var anchors: [String: Built] = [:]
    private var openAnchors: Set<String> = []
    /// How many nodes the tree expands to so far.
    private(set) var totalNodes = 0

    init(limits: YAMLLimits) {
        self.limits = limits
    }

    mutating func scalar(_ scalar: Scalar, tag: String?, anchor: String?, mark: Mark) {
        let built = Built(node: Node(.scalar(scalar), mark: mark, tag: tag), size: 1, height: 0)
        if let anchor { anchors[anchor] = built }
        count(1, at: mark)
        add(built)
    }

    mutating func alias(_ name: String, mark: Mark) {
        if openAnchors.contains(name) {
            fail(.recursiveAlias(name), at: mark)
            return
        }
        guard let target = anchors[name] else {
            fail(.undefinedAlias(name), at: mark)
            return
        }
        if stack.count + target.height > limits.maxDepth {
            fail(.aliasTooDeep(name, maxDepth: limits.maxDepth), at: mark)
            return
        }
        count(target.size, at: mark)
        add(target)
    }

    mutating func startSequence(tag: String?, anchor: String?, mark: Mark) {
        start(Frame(isMapping: false, mark: mark, tag: tag, anchor: anchor))
    }

    mutating func startMapping(tag: String?, anchor: String?, mark: Mark) {
        start(Frame(isMapping: true, mark: mark, tag: tag, anchor: anchor))
    }

    mutating func endCollection() {
        guard let frame = stack.popLast() else { return }
        if let anchor = frame.anchor { openAnchors.remove(anchor) }
        let node: Node
        if frame.isMapping {
            node = Node(.mapping(resolvedPairs(frame.entries)), mark: frame.mark, tag: frame.tag)
        } else {
            node = Node(.sequence(frame.items), mark: frame.mark, tag: frame.tag)
        }
        let built = Built(node: node, size: frame.size, height: frame.height)
        if let anchor = frame.anchor { anchors[anchor] = built }
        add(built)
    }

    private mutating func start(_ frame: Frame) {
        guard stack.count < limits.maxDepth else {
            fail(.tooDeep(maxDepth: limits.maxDepth), at: frame.mark)
            return
        }
        if let anchor = frame.anchor { openAnchors.insert(anchor) }
        count(1, at: frame.mark)
        stack.append(frame)
    }

    private mutating func count(_ nodes: Int, at mark: Mark) {
        guard !isFatal else { return }
        let (sum, overflow) = totalNodes.addingReportingOverflow(nodes)
        totalNodes = sum
        if overflow || totalNodes > limits.maxNodes {
            fail(.tooManyNodes(maxNodes: limits.maxNodes), at: mark)
        }
    }

    private mutating func fail(_ kind: YAMLError.Kind, at mark: Mark) {
        guard !isFatal else { return }
        isFatal = true
        errors.append(YAMLError(kind, at: mark))
    }

    private mutating func add(_ built: Built) {
        guard !isFatal else { return }
        guard !stack.isEmpty else {
            root = built.node
            return
        }
        let last = stack.count - 1
        stack[last].size &+= built.size
        stack[last].height = max(stack[last].height, built.height + 1)
        if !stack[last].isMapping {
            stack[last].items.append(built.node)
        } else if let key = stack[last].pendingKey {
            stack[last].pendingKey = nil
            if key.tag == nil, let scalar = key.scalar, scalar.style == .plain, scalar.value == "<<" {
                stack[last].entries.append(.merge(built.node, keyMark: key.mark))
            } else {
                stack[last].entries.append(.pair(Pair(key: key, value: built.node)))
            }
        } else {
            stack[last].pendingKey = built.node
        }
    }

    /// Keys compared as written, code point by code point (`é` and `e` + U+0301 are two keys, as in JSON): by their
    /// UTF-8 bytes, which differ exactly when the code points do.
    private struct KeyText: Hashable {
        let text: String

        init(_ text: String) {
            self.text = text
        }

        static func == (lhs: KeyText, rhs: KeyText) -> Bool {
            lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// The mapping's pairs in order: explicit keys first-wins with duplicates reported, merged keys
    /// (`<<: *base`) in place of the merge key unless the mapping sets them itself.
    private mutating func resolvedPairs(_ entries: [Entry]) -> [Pair] {
        // A small mapping (most of them) is searched for a key written before; a larger one keeps a table.
        let searches = entries.count <= 8
        var seen: [KeyText: Mark] = searches ? [:] : Dictionary(minimumCapacity: entries.count)
        var merges = false
        var pairs: [Pair] = []
        pairs.reserveCapacity(entries.count)
        for entry in entries {
            guard case .pair(let pair) = entry else {
                merges = true
                continue
            }
            if let text = pair.key.scalar?.value {
                let earlier = searches
                    ? pairs.first { $0.key.scalar.map { KeyText($0.value) == KeyText(text) } ?? false }?.key.mark
                    : seen.updateValue(pair.key.mark, forKey: KeyText(text))
                if let first = earlier {
                    if !searches { seen[KeyText(text)] = first }
                    let note = YAMLError.Note(.keyFirstDefined(text), at: first)
                    errors.append(YAMLError(.duplicateKey(text), at: pair.key.mark, note: note))
                    continue
                }
            }
            pairs.append(pair)
        }
        guard merges else { return pairs }
        if searches {
            for pair in pairs {
                if let text = pair.key.scalar?.value { seen[KeyText(text)] = pair.key.mark }
            }
        }
        // Merged keys (`<<: *base`) in place of the merge key, unless the mapping sets them itself.
        var added: Set<KeyText> = []
        var merged: [Pair] = []
        for entry in entries {
            switch entry {
            case .pair(let pair):
                if let text = pair.key.scalar?.value {
                    guard added.insert(KeyText(text)).inserted else { continue }
                }
                merged.append(pair)
            case .merge(let source, let keyMark):
                for pair in mergedPairs(source, keyMark: keyMark) {
                    if let text = pair.key.scalar?.value {
                        let key = KeyText(text)
                        guard seen[key] == nil, added.insert(key).inserted else { continue }
                    }
                    merged.append(pair)
                }
            }
        }
        return merged
    }

    private mutating func mergedPairs(_ source: Node, keyMark: Mark) -> [Pair] {
        switch source.kind {
        case .mapping(let pairs):
            return pairs
        case .sequence(let items) where items.allSatisfy({ $0.mapping != nil }):
            return items.flatMap { $0.mapping ?? [] }
        default:
            errors.append(YAMLError(.mergeNotMapping(found: source.form), at: keyMark))
            return []
        }
    }
}
