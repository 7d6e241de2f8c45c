import YAML

extension SpecParser {
    static let streamKeys = ["events", "lines", "sequence", "end", "resume"]

    /// `stream: bytes`, or `stream: { events: Type | { name: Type, … }, end: "[DONE]", resume: true }`,
    /// `stream: { lines: Type }`, `stream: { sequence: Type }` (*1.2*).
    mutating func stream(_ node: Node, endpoint: String) -> WrittenStream? {
        if node.mapping == nil, !node.isNull, let text = node.string {
            guard text == StreamKind.bytes.rawValue else {
                let near = didYouMean(text, among: StreamKind.allCases.map(\.rawValue))
                diagnostics.error(.parse(.unknownChoice(.streamKind, text, suggestion: near)), at: node.mark)
                return nil
            }
            return WrittenStream(kind: Located(.bytes, at: node.mark), mark: node.mark)
        }
        guard let reader = MappingReader(node, place: .stream, allowed: Self.streamKeys,
                                         diagnostics: &diagnostics) else { return nil }
        let framed: [StreamKind] = [.events, .lines, .sequence].filter { reader.has($0.rawValue) }
        guard let kind = framed.first, let kindKey = reader.keyNode(kind.rawValue),
              let typeNode = reader[kind.rawValue] else {
            if !framed.isEmpty || !(["events", "lines", "sequence"].contains(where: reader.isMisspelt)) {
                diagnostics.error(.shape(.streamWithoutKind(endpoint: endpoint)), at: node.mark)
            }
            return nil
        }
        for other in framed.dropFirst() {
            diagnostics.error(.shape(.streamKinds(endpoint: endpoint, first: kind, other: other)),
                              at: reader.keyNode(other.rawValue)?.mark ?? node.mark)
        }
        var stream = WrittenStream(kind: Located(kind, at: kindKey.mark), mark: node.mark)
        if kind == .events, typeNode.mapping != nil {
            stream.namedEvents = diagnostics.pairs(typeNode, .namedEvents).compactMap { pair in
                guard let name = diagnostics.text(pair.key, .eventName),
                      let type = diagnostics.type(pair.value) else { return nil }
                return NamedEvent(name: Located(name, at: pair.key.mark), type: type)
            }
        } else {
            stream.element = diagnostics.type(typeNode)
        }
        for key in ["end", "resume"] where kind != .events {
            if let keyNode = reader.keyNode(key) {
                diagnostics.error(.shape(.streamSettingOutsideEvents(key: key, kind: kind)), at: keyNode.mark)
            }
        }
        if let endNode = reader["end"], kind == .events, let end = diagnostics.text(endNode, .key("end")) {
            stream.end = Located(end, at: endNode.mark)
        }
        if let resumeNode = reader["resume"], kind == .events {
            if resumeNode.scalar != nil, case .bool(let flag) = resumeNode.resolved {
                stream.resume = Located(flag, at: resumeNode.mark)
            } else {
                diagnostics.error(.shape(.notABoolean(key: "resume", found: resumeNode.form)), at: resumeNode.mark)
            }
        }
        return stream
    }
}
