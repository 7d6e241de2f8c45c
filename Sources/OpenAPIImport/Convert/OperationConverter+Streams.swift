import Names
import OpenAPIKit
import SpecModel
import Foundation
import YAML

extension OperationConverter {
    /// The stream a success response's streamed media type makes: its elements' schema is `itemSchema` (OpenAPI
    /// 3.2) or `schema` (a list's items when it is a list); an event schema that is an envelope (`data` beside
    /// `event`, `id` or `retry`, or alone, as 3.2's `itemSchema` and generators' extensions write events) gives its
    /// `data`'s type, and a union of envelopes each with one `event` name gives events typed by name.
    mutating func stream(_ kind: StreamKind, content: OpenAPI.Content, endpoint: ImportedEndpoint,
                         path: [String]) -> ImportedStream {
        var stream = ImportedStream(kind: kind, location: path)
        let (node, found) = schemas.source.node(at: path)
        guard found else { return stream }
        stream.end = ["x-speakeasy-sse-sentinel", "x-sse-terminator", "x-stream-terminator"].lazy
            .compactMap { node.value(at: [$0])?.string }.first
        elements(of: &stream, content: content, media: node, endpoint: endpoint)
        // `data: [DONE]` said in the operation's texts (its descriptions, its examples, what its body refers to) is the
        // end event of the stream it describes: chat-completion APIs end their streams so, and say it only in words.
        if kind == .events, stream.end == nil, schemas.source.mentions(Self.doneEvent, under: endpoint.location) {
            stream.end = "[DONE]"
        }
        stream.example = Self.example(node, kind: kind, end: stream.end, named: !stream.events.isEmpty)
        return stream
    }

    /// The stream's element type, or its events typed by name.
    private mutating func elements(of stream: inout ImportedStream, content: OpenAPI.Content, media node: Node,
                                   endpoint: ImportedEndpoint) {
        let (kind, path) = (stream.kind, stream.location)
        let place = Self.place(endpoint, "Element")
        var schema: (JSONSchema, [String])?
        if let item = node.value(at: ["itemSchema"]), let decoded = Self.schema(item) {
            schema = (decoded, path + ["itemSchema"])
        } else if let decoded = content.schema {
            schema = (decoded, path + ["schema"])
            if case .array(_, let array) = decoded.value, let items = array.items {
                schema = (items, path + ["schema", "items"])
            }
        }
        guard let (elements, elementsPath) = schema else {
            schemas.lose(path, .streamWithoutSchema, "\(quoted(path.last ?? "")) gives no schema for its elements; "
                         + "each is read as JSON")
            stream.element = .builtin(.json)
            return
        }
        if kind == .events, let union = envelopeUnion(elements, path: elementsPath, place: place) {
            stream.end = stream.end ?? union.end
            switch union.events {
            case .named(let events): stream.events = events
            case .single(let type): stream.element = type
            }
        } else if kind == .events, let data = envelopeData(elements, path: elementsPath) {
            stream.element = schemas.type(data.schema, place: place, path: data.path).type
        } else {
            stream.element = schemas.type(elements, place: place, path: elementsPath).type
        }
    }

    /// The data of the end event chat-completion APIs send.
    static let doneEvent = "[DONE]"

    /// The schema `node` holds, decoded as the document's schemas are.
    private static func schema(_ node: Node) -> JSONSchema? {
        try? DocumentLoader.decoder.decode(JSONSchema.self, from: node)
    }

    /// `schema` with a reference to a component schema followed, and the path it is at.
    private func resolved(_ schema: JSONSchema, path: [String]) -> (schema: JSONSchema, path: [String]) {
        guard case .reference(let reference, _) = schema.value,
              let key = ComponentReference.key(reference.absoluteString, kind: "schemas"),
              let componentKey = OpenAPI.ComponentKey(rawValue: key),
              let component = components.schemas[componentKey] else { return (schema, path) }
        return (component, ["components", "schemas", key])
    }

    /// An event envelope's `data` schema: `contentSchema` of a JSON string, or the property's own schema.
    private func envelopeData(_ schema: JSONSchema, path: [String]) -> (schema: JSONSchema, path: [String])? {
        let (envelope, envelopePath) = resolved(schema, path: path)
        // `data` beside another field of an event, or with nothing but them (`{ data: Chunk }`).
        let fields = ["event", "id", "retry"]
        guard case .object(_, let object) = envelope.value, let data = object.properties["data"],
              object.properties.keys.contains(where: fields.contains)
                || object.properties.keys.allSatisfy({ $0 == "data" || fields.contains($0) }) else { return nil }
        let dataPath = envelopePath + ["properties", "data"]
        let content = schemas.source.node(at: dataPath + ["contentSchema"])
        if content.complete, let decoded = Self.schema(content.node) {
            return (decoded, dataPath + ["contentSchema"])
        }
        return (data, dataPath)
    }

    /// What a union's events are: typed by name, or one type.
    enum UnionEvents {
        case named([(name: String, type: ImportedType)])
        case single(ImportedType)
    }

    /// A `oneOf` or `anyOf` of envelopes (unions of them flattened): those that name one `event` (`const`, or an
    /// `enum` of one value) are events typed by name, one that names none is the `message` event — or, alone, the
    /// type of every event —, and one whose `data` is one constant string (`[DONE]`) is the end event.
    private mutating func envelopeUnion(_ schema: JSONSchema, path: [String],
                                        place: Place) -> (events: UnionEvents, end: String?)? {
        var found: [(name: String?, schema: JSONSchema, path: [String])] = []
        var end: String?
        guard collectEvents(schema, path: path, into: &found, end: &end, depth: 0), !found.isEmpty,
              found.count(where: { $0.name == nil }) <= 1 else { return nil }
        if found.count == 1, found[0].name == nil {
            return (.single(schemas.type(found[0].schema, place: place, path: found[0].path).type), end)
        }
        var events: [(name: String, type: ImportedType)] = []
        for entry in found {
            let name = entry.name ?? "message"
            guard !events.contains(where: { $0.name == name }) else { continue }
            let named = Place(owner: place.owner, suffix: ImportedNames.typeName(name) + "Event")
            events.append((name, schemas.type(entry.schema, place: named, path: entry.path).type))
        }
        return (.named(events), end)
    }

    /// Adds the envelopes of the union `schema` (of unions of them, to a depth of four) to `found`, with the event
    /// each names (nil: none); false when a member is no envelope.
    private func collectEvents(_ schema: JSONSchema, path: [String],
                               into found: inout [(name: String?, schema: JSONSchema, path: [String])],
                               end: inout String?, depth: Int) -> Bool {
        let (union, unionPath) = resolved(schema, path: path)
        let (members, key): ([JSONSchema], String)
        switch union.value {
        case .one(let of, _): (members, key) = (of, "oneOf")
        case .any(let of, _): (members, key) = (of, "anyOf")
        default: return false
        }
        for (index, member) in members.enumerated() {
            let memberPath = unionPath + [key, String(index)]
            let (envelope, envelopePath) = resolved(member, path: memberPath)
            if let data = envelopeData(envelope, path: envelopePath) {
                let event = schemas.source.node(at: envelopePath + ["properties", "event"])
                let name = event.complete ? Self.eventName(event.node) : nil
                if event.complete, name == nil { return false }
                let constant = schemas.source.node(at: data.path)
                if constant.complete, case .string = data.schema.value, let value = Self.eventName(constant.node) {
                    end = value
                } else {
                    found.append((name, data.schema, data.path))
                }
            } else if depth >= 4 || !collectEvents(member, path: memberPath, into: &found, end: &end,
                                                   depth: depth + 1) {
                return false
            }
        }
        return true
    }

    /// The one value a schema allows (an envelope's `event`, an end event's `data`): its `const`, or its `enum` of
    /// one value.
    private static func eventName(_ node: Node) -> String? {
        if let constant = node.value(at: ["const"])?.string { return constant }
        if case .sequence(let values)? = node.value(at: ["enum"])?.kind, values.count == 1 { return values[0].string }
        return nil
    }

    /// The elements of the media type's example (`example`, or the first of `examples`): a list of them, one event
    /// written as its fields (`{ event: delta, data: {…} }`), or the body as text: events (their `data`, to the end
    /// event; `{ event: name, data: value }` when `named`), JSON Lines or a JSON text sequence.
    static func example(_ media: Node, kind: StreamKind, end: String?, named: Bool) -> Literal? {
        guard let node = media.value(at: ["example"])
            ?? media.value(at: ["examples"])?.mapping?.first?.value.value(at: ["value"]) else { return nil }
        if node.sequence != nil { return Literal(node) }
        if kind == .events, let pairs = node.mapping, let data = node.value(at: ["data"]),
           pairs.allSatisfy({ ["event", "data", "id", "retry"].contains($0.key.string ?? "") }) {
            // One event, as its fields.
            let event = element(Literal(data), event: node.value(at: ["event"])?.string ?? "message", named: named)
            return Literal(.list([event]), at: node.mark)
        }
        guard let text = node.string, node.scalar?.style != .plain || text.contains("\n") else { return nil }
        var texts: [(event: String, json: String)] = []
        switch kind {
        case .events:
            for block in text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n") {
                let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
                func field(_ name: String) -> [Substring] {
                    lines.filter { $0.hasPrefix(name + ":") }.map { $0.dropFirst(name.count + 1).drop { $0 == " " } }
                }
                let data = field("data").joined(separator: "\n")
                if data.isEmpty || data == end { continue }
                texts.append((field("event").first.map(String.init) ?? "message", data))
            }
        case .lines: texts = text.split(whereSeparator: \.isNewline).map { ("", String($0)) }
        case .sequence: texts = text.split(separator: "\u{1E}").map { ("", String($0)) }
        case .bytes: return nil
        }
        var items: [Literal] = []
        for (event, json) in texts where !json.allSatisfy(\.isWhitespace) {
            guard let root = YAMLLoader.load(Array(json.utf8)).root else { return nil }
            let value = Literal(root)
            items.append(element(value, event: event, named: named))
        }
        return items.isEmpty ? nil : Literal(.list(items), at: node.mark)
    }

    /// An element of a stream's example: the event's data, or, for events typed by name, `{ event: name, data: … }`.
    private static func element(_ data: Literal, event: String, named: Bool) -> Literal {
        guard named else { return data }
        let name = Literal(.string(event), at: data.mark)
        return Literal(.map([Literal.Entry(key: "event", keyMark: data.mark, value: name),
                             Literal.Entry(key: "data", keyMark: data.mark, value: data)]), at: data.mark)
    }
}
