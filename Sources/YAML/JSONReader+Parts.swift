
/// A large JSON document read on all cores: a quick scan finds the entries of each large collection near the root
/// (an OpenAPI description's paths and schemas), runs of them are read at once, each by a reader of its own from its
/// place, and the pieces are put together — the tree, marks and node count a reading from the start gives.
extension JSONReader {
    /// A place in the text: a byte offset and the line and column the reader gives it.
    struct Place {
        var index: Int
        var line: Int
        var column: Int
    }

    /// An entry of a collection, as the scan finds it: where it starts, where its value starts when that value is a
    /// collection, and the offset of the comma or closing bracket after it.
    struct ScannedEntry {
        var start: Place
        var value: Place?
        var end: Int
    }

    /// A piece of the tree: its node and how many nodes that holds.
    private struct Piece: Sendable {
        var node: Node
        var nodes: Int
    }

    /// The text, shared by the readers on all cores (it outlives them).
    private struct Text: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
    }

    /// How a document is cut.
    struct Cuts: Sendable {
        /// Documents from this many bytes on are read in parts.
        var documentFrom = 1 << 20
        /// A collection of this many bytes or more, at most this deep, has its entries read in runs on all cores.
        var collectionFrom = 1 << 18
        var depth = 2
        /// Entries are gathered into runs of about this many bytes.
        var run = 1 << 16
    }

    /// The document read in parts; nil when anything is other than a reading without errors would give (an error, a
    /// limit, a key written twice), so that the caller reads it from the start and reports what it finds.
    static func readInParts(_ bytes: UnsafeBufferPointer<UInt8>, limits: YAMLLimits, cuts: Cuts = Cuts()) -> YAMLDocument? {
        var reader = JSONReader(bytes, limits: limits)
        reader.skipSpace()
        guard let first = reader.current, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return nil }
        let text = Text(bytes: bytes)
        guard let (piece, end) = collection(at: reader.place, depth: 0, text: text, limits: limits, cuts: cuts), piece.nodes <= limits.maxNodes else {
            return nil
        }
        reader.moveTo(end)
        reader.skipSpace()
        guard reader.index == bytes.count else { return nil }
        return YAMLDocument(root: piece.node, errors: [])
    }

    var place: Place { Place(index: index, line: line, column: column) }

    mutating func moveTo(_ place: Place) {
        index = place.index
        line = place.line
        column = place.column
    }

    /// The collection whose opening bracket is at `start`, `depth` levels under the root, and the place after it.
    private static func collection(at start: Place, depth: Int, text: Text, limits: YAMLLimits, cuts: Cuts) -> (Piece, Place)? {
        let isMapping = text.bytes[start.index] == UInt8(ascii: "{")
        guard depth < limits.maxDepth, let (entries, end) = scan(text.bytes, from: start, isMapping: isMapping) else { return nil }
        // Runs of entries, read at once; between them, the entries that are large collections, each read in parts in turn.
        enum Run {
            case entries(Range<Int>)
            case large(Int)
        }
        var runs: [Run] = []
        var first = 0, size = 0
        for (position, entry) in entries.enumerated() {
            let bytes = entry.end - entry.start.index
            if depth < cuts.depth, bytes >= cuts.collectionFrom, entry.value != nil {
                if first < position { runs.append(.entries(first..<position)) }
                runs.append(.large(position))
                first = position + 1
                size = 0
            } else {
                size += bytes
                if size >= cuts.run {
                    runs.append(.entries(first..<position + 1))
                    first = position + 1
                    size = 0
                }
            }
        }
        if first < entries.count { runs.append(.entries(first..<entries.count)) }
        let mark = Mark(line: start.line, column: start.column)
        // Within a run, the reader's depth starts at the collection's.
        let runLimits = YAMLLimits(maxDepth: limits.maxDepth - depth, maxNodes: limits.maxNodes)
        let ranges = runs.map { run -> Range<Int>? in if case .entries(let range) = run { range } else { nil } }
        let read = ranges.concurrentMap(chunkSize: 1) { range -> Piece? in
            range.flatMap { run(entries[$0], isMapping: isMapping, mark: mark, text: text, limits: runLimits) }
        }
        var pieces: [Piece] = []
        for (index, part) in runs.enumerated() {
            let piece = switch part {
            case .entries: read[index]
            case .large(let position): largeEntry(entries[position], isMapping: isMapping, mark: mark, depth: depth, text: text, limits: limits, cuts: cuts)
            }
            guard let piece else { return nil }
            pieces.append(piece)
        }
        return joined(pieces, isMapping: isMapping, mark: mark).map { ($0, end) }
    }

    /// The entries of a run, read from the first one's place into a collection of their own.
    private static func run(_ entries: ArraySlice<ScannedEntry>, isMapping: Bool, mark: Mark, text: Text, limits: YAMLLimits) -> Piece? {
        var reader = JSONReader(text.bytes, limits: limits)
        reader.moveTo(entries[entries.startIndex].start)
        if isMapping { reader.builder.startMapping(tag: nil, anchor: nil, mark: mark) } else { reader.builder.startSequence(tag: nil, anchor: nil, mark: mark) }
        for entry in entries {
            reader.moveTo(entry.start)
            guard isMapping ? reader.mappingEntry() : reader.value() else { return nil }
            reader.skipSpace()
            guard reader.index == entry.end else { return nil }
        }
        reader.builder.endCollection()
        guard !reader.builder.isFatal, reader.builder.errors.isEmpty, let node = reader.builder.root else { return nil }
        return Piece(node: node, nodes: reader.builder.totalNodes)
    }

    /// A large entry: its key read here, its value (a collection) read in parts.
    private static func largeEntry(_ entry: ScannedEntry, isMapping: Bool, mark: Mark, depth: Int, text: Text, limits: YAMLLimits, cuts: Cuts) -> Piece? {
        guard let valueStart = entry.value else { return nil }
        var reader = JSONReader(text.bytes, limits: limits)
        reader.moveTo(entry.start)
        var key: Node?
        if isMapping {
            guard reader.mappingKey(), let read = reader.builder.root else { return nil }
            reader.skipSpace()
            key = read
        }
        guard reader.index == valueStart.index, let (value, end) = collection(at: valueStart, depth: depth + 1, text: text, limits: limits, cuts: cuts) else {
            return nil
        }
        reader.moveTo(end)
        reader.skipSpace()
        guard reader.index == entry.end else { return nil }
        let node = key.map { Node(.mapping([Pair(key: $0, value: value.node)]), mark: mark) } ?? Node(.sequence([value.node]), mark: mark)
        return Piece(node: node, nodes: 1 + (key == nil ? 0 : 1) + value.nodes)
    }

    /// The pieces' entries as one collection; nil when two pieces hold the same key (the reader from the start reports
    /// it) or keys Swift's strings count as one (`é` written as one code point and as two: left to that reader too).
    private static func joined(_ pieces: [Piece], isMapping: Bool, mark: Mark) -> Piece? {
        var nodes = 1
        guard isMapping else {
            var items: [Node] = []
            for piece in pieces {
                items += piece.node.sequence ?? []
                nodes += piece.nodes - 1
            }
            return Piece(node: Node(.sequence(items), mark: mark), nodes: nodes)
        }
        var pairs: [Pair] = []
        var keys: Set<String> = []
        for piece in pieces {
            for pair in piece.node.mapping ?? [] {
                guard let key = pair.key.string, keys.insert(key).inserted else { return nil }
                pairs.append(pair)
            }
            nodes += piece.nodes - 1
        }
        return Piece(node: Node(.mapping(pairs), mark: mark), nodes: nodes)
    }
}
