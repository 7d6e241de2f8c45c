import SpecModel

extension Translator {
    /// Members of a mock networker that an endpoint's property can't be named.
    static let mockMembers: Set<String> = ["reset", "response", "send", "publisher", "endpoints"]

    func mockView(_ spec: Spec, service: String, module: String) -> MockView {
        let endpoints = spec.endpoints.map { endpoint -> MockEndpointView in
            var name = SwiftName.lowerCamel(endpoint.name.value) ?? endpoint.name.value
            if Self.mockMembers.contains(name) { name += "Endpoint" }
            let example = endpoint.exampleValue.map { value -> String in
                // A raw `Data` response's example is the body itself when written as text.
                if endpoint.response?.name == BuiltinType.data.rawValue, let text = value.node.string { return text }
                return JSONText.from(value.node)
            }
            var doc = ["/// `\(endpoint.name.value)`: \(endpoint.method.rawValue) \(endpoint.path.value)"]
            if example != nil { doc.append("/// Without a handler it answers with the spec's example.") }
            return MockEndpointView(
                doc: doc, propertyName: SwiftIdentifier.escaped(name),
                requestType: (SwiftName.upperCamel(endpoint.name.value) ?? endpoint.name.value) + "Request",
                nameLiteral: SwiftLiteral.string(endpoint.name.value), hasExample: example != nil,
                example: SwiftLiteral.string(example ?? ""))
        }
        return MockView(
            header: Self.header(spec), imports: ["Foundation", "SpecgenRuntime", module],
            doc: [
                "/// A `Networking` for tests of code that uses the \(service) service: set what each endpoint answers",
                "/// (`returns`, `handle`, `handleResponse`, `respond`, `fails`), then check what it received (`requests`,",
                "/// `callCount`). Answers behave like the network: a status outside 200..<300 throws what a `Networker` throws.",
            ],
            access: access, typeName: "Mock\(service)Networker", serviceName: SwiftLiteral.string(service), endpoints: endpoints)
    }
}
