import Names
import SpecModel

extension Translator {
    func mockView(_ id: ServiceID, service serviceName: String, name: String, module: String) -> MockView {
        let files = api[id].serviceFiles
        let endpoints = zip(files.flatMap { api[$0].endpoints }, files.flatMap { names[$0].mockEndpoints })
            .map { endpointID, property -> MockEndpointView in
            let endpoint = api[endpointID]
            let example = endpoint.example.map { example -> String in
                // A stream's example is its elements, played as the stream's body would send them.
                if let stream = endpoint.stream { return Self.streamBody(example.value, of: stream) }
                // A raw `Data` response's example is the body itself when written as text.
                if endpoint.response?.builtin == .data, let text = example.value.written { return text }
                return JSONText.from(example.value)
            }
            var doc = ["/// `\(endpoint.name.value)`: \(endpoint.method.rawValue) \(endpoint.path.value)"]
            if example != nil { doc.append("/// Without a handler it answers with the spec's example.") }
            return MockEndpointView(
                doc: doc, propertyName: SwiftIdentifier.escaped(property),
                memberAccess: SwiftIdentifier.member(property), requestType: names[endpointID].requestType,
                nameLiteral: SwiftLiteral.string(endpoint.name.value), hasExample: example != nil,
                example: example.map(SwiftLiteral.string) ?? "\"\"", exampleText: example)
        }
        return MockView(
            doc: [
                "/// A `Networking` for tests of code that uses the \(serviceName) service: set what each endpoint "
                    + "answers",
                "/// (`returns`, `handle`, `handleResponse`, `respond`, `fails`), then check what it received "
                    + "(`requests`,",
                "/// `callCount`). Answers behave like the network: a status outside 200..<300 throws what a "
                    + "`Networker` throws.",
            ],
            access: access, typeName: name, serviceName: SwiftLiteral.string(serviceName), endpoints: endpoints,
            hasStreams: files.contains { file in api[file].endpoints.contains { api[$0].stream != nil } },
            parts: stride(from: 0, to: endpoints.count, by: MockPartView.size).map { start in
                let index = start / MockPartView.size, end = min(start + MockPartView.size, endpoints.count)
                return MockPartView(typeName: "Part\(index)", propertyName: "part\(index)",
                                    endpoints: Array(endpoints[start..<end]))
            })
    }

    /// The body a server sends for a stream of `example`'s elements: events (`data:`, with `event:` when typed by name,
    /// then the end event), JSON Lines, or JSON texts each after a record separator.
    static func streamBody(_ example: Literal, of stream: CheckedStream) -> String {
        guard case .list(let items) = example.kind else { return "" }
        /// A value as its part sends it: a `String` element's text as it is, anything else as JSON.
        func text(_ value: Literal, as type: SpecType?) -> String {
            if type == .builtin(.string), case .string(let text) = value.kind { return text }
            return JSONText.from(value)
        }
        /// The `data:` lines of an event holding `text`.
        func data(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined()
        }
        var body = ""
        for item in items {
            switch stream.kind {
            case .events:
                if stream.element == nil, case .map(let entries) = item.kind,
                   case .string(let name)? = entries.first(where: { $0.key == "event" })?.value.kind,
                   let value = entries.first(where: { $0.key == "data" })?.value {
                    let type = stream.events.first { $0.name == name }?.type
                    body += "event: \(name)\n" + data(text(value, as: type)) + "\n"
                } else {
                    body += data(text(item, as: stream.element)) + "\n"
                }
            case .lines: body += text(item, as: stream.element) + "\n"
            case .sequence: body += "\u{1E}" + text(item, as: stream.element) + "\n"
            case .bytes: break
            }
        }
        if let end = stream.end { body += "data: \(end)\n\n" }
        return body
    }
}
