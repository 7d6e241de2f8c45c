/// Repeated lines as one text each, indented as the built-in templates place them: a template renders a block
/// with one lookup instead of one per line (swift-mustache's cost is per tag). Every block is also available
/// line by line, or as the structured values it is made of, for templates of one's own.
extension ModelView {
    /// The stored properties' doc, attribute and declaration lines, indented.
    public var memberText: String { memberLines.joined(separator: "\n") }
    /// The memberwise initializer's assignments, indented.
    public var assignmentText: String { assignmentLines.joined(separator: "\n") }
    /// The decoding lines, indented.
    public var decodeText: String { Self.indented(decodeLines, by: 8) }
    /// The encoding lines, indented.
    public var encodeText: String { Self.indented(encodeLines, by: 8) }
    /// The comparing lines, indented.
    public var equalityText: String { Self.indented(equalityLines, by: 8) }
}

extension EnumView {
    /// `    case noScore`, one per case.
    public var caseText: String { cases.map { "    case \($0.caseName)" }.joined(separator: "\n") }
    /// `        case "no score": self = .noScore`, one per case (in `init(rawValue:)`).
    public var rawValueInitText: String {
        cases.map { "        case \($0.rawLiteral): self = .\($0.caseName)" }.joined(separator: "\n")
    }
    /// `        case .noScore: return "no score"`, one per case (in `rawValue`).
    public var rawValueText: String {
        cases.map { "        case .\($0.caseName): return \($0.rawLiteral)" }.joined(separator: "\n")
    }
}

extension RequestView {
    /// The stored parameters, each after a blank line, indented.
    public var memberText: String { memberLines.joined(separator: "\n") }
    /// The initializer's assignments, indented.
    public var assignmentText: String { assignmentLines.joined(separator: "\n") }
    /// The query lines, indented.
    public var queryText: String { Self.indented(queryLines, by: 8) }
    /// The header lines, indented.
    public var headerText: String { Self.indented(headerLines, by: 8) }
    /// The comma-joined query lines, indented.
    public var encodedQueryText: String { Self.indented(encodedQueryLines, by: 8) }
    /// The `Response` enum's cases, indented.
    public var responseCaseText: String { Self.indented(responseCases, by: 8) }
    /// The switch cases of `decode(_:decoder:)`, indented.
    public var decodeText: String { Self.indented(decodeLines, by: 8) }
    /// The `path` member, four columns in: `public var path: String { "/recordings/" + PathSegment.encode(self.id) }`,
    /// or, past the line width, its expression in the member's braces, broken before a ` + `.
    public var pathText: String {
        let line = "\(access)var path: String { \(path) }"
        guard !Translator.fits(line, at: 4), let first = pathPieces.first else { return "    " + line }
        let words = [first] + pathPieces.dropFirst().map { "+ " + $0 }
        let expression = Translator.filled(words, first: "    ", next: "        ", indent: 4)
        return Self.indented(["\(access)var path: String {"] + expression + ["}"], by: 4)
    }
    /// The switch cases of `decodeErrorBody(_:decoder:)`, indented.
    public var errorText: String { Self.indented(errorLines, by: 8) }
    /// The error body enum's cases, indented.
    public var errorCaseText: String { Self.indented(errorCases, by: 4) }
    /// The switch cases of `decodeElement(_:decoder:)`, indented.
    public var elementDecodeText: String { Self.indented(elementDecodeLines, by: 8) }
    /// The event enum's cases, indented.
    public var eventCaseText: String { Self.indented(eventCases, by: 4) }
}

extension ControllerView {
    /// The stored parameters' doc and declaration lines, indented.
    public var propertyText: String { Self.indented(properties.flatMap { $0.doc + [$0.declaration] }, by: 4) }
    /// The initializer's assignments, indented.
    public var assignmentText: String { Self.indented(properties.map(\.assignment), by: 8) }
    /// The paging method's body, indented.
    public var bodyText: String { Self.indented(bodyLines, by: 8) }
}

extension MockView {
    /// Each endpoint's doc lines and property, indented.
    public var endpointText: String {
        Self.indented(
            endpoints.flatMap { $0.doc + ["\(access)let \($0.propertyName): MockEndpoint<\($0.requestType)>"] }, by: 4)
    }
    /// Each endpoint's registration in the initializer, indented.
    public var registrationText: String {
        Self.indented(endpoints.map { "\($0.memberAccess) = self.endpoints.add(\($0.making))" }, by: 8)
    }

    /// Each endpoint's doc lines and property, which reads it from its part (``MockPartView``), indented.
    public var accessorText: String {
        Self.indented(parts.flatMap { part in
            part.endpoints.flatMap { endpoint in
                let declaration = "\(access)var \(endpoint.propertyName): MockEndpoint<\(endpoint.requestType)>"
                let body = "self.endpoints.\(part.propertyName).\(endpoint.propertyName)"
                let line = declaration + " { " + body + " }"
                return endpoint.doc + (Translator.fits(line, at: 4) ? [line] : [declaration + " {", "    " + body, "}"])
            }
        }, by: 4)
    }

    /// The line that makes and registers `endpoint` in its part's initializer (indented by 12 in the file), with an
    /// example too long for one line written as a multi-line literal.
    static func registration(_ endpoint: MockEndpointView) -> [String] {
        let line = "self.\(endpoint.propertyName) = all.add(\(endpoint.making))"
        guard !Translator.fits(line, at: 12), let example = endpoint.exampleText else { return [line] }
        let literal = SwiftLiteral.multiline(example, width: Translator.lineWidth - 16)
        return ["self.\(endpoint.propertyName) = all.add(MockEndpoint(", "    name: \(endpoint.nameLiteral),",
                "    exampleJSON: " + literal[0]]
            + literal.dropFirst().dropLast().map { "    " + $0 } + ["    " + literal[literal.count - 1] + "))"]
    }

    /// The nested structs that store the endpoints: `Endpoints`, holding the `MockEndpoints` every endpoint is
    /// registered with and each part, and each part, which makes and registers its endpoints; indented.
    public var storageText: String {
        var lines = ["/// The endpoints, in parts (`all` finds each by its request type).",
                     "private struct Endpoints: Sendable {", "    let all: MockEndpoints"]
        lines += parts.map { "    let \($0.propertyName): \($0.typeName)" }
        lines += ["", "    init(_ all: MockEndpoints) {", "        self.all = all"]
        lines += parts.map { "        self.\($0.propertyName) = \($0.typeName)(all)" }
        lines += ["    }", "}"]
        for part in parts {
            lines += ["", "private struct \(part.typeName): Sendable {"]
            lines += part.endpoints.map { "    let \($0.propertyName): MockEndpoint<\($0.requestType)>" }
            lines += ["", "    init(_ all: MockEndpoints) {"]
            lines += part.endpoints.flatMap { Self.registration($0).map { "        " + $0 } }
            lines += ["    }", "}"]
        }
        return Self.indented(lines, by: 4)
    }
}

extension MockEndpointView {
    /// The endpoint made: `MockEndpoint(name: "getOwl", exampleJSON: "…")`.
    var making: String {
        "MockEndpoint(name: \(nameLiteral)\(hasExample ? ", exampleJSON: \(example)" : ""))"
    }
}

/// Views whose blocks are lines joined and indented.
protocol IndentedText {}

extension IndentedText {
    static func indented(_ lines: [String], by spaces: Int) -> String {
        let indent = String(repeating: " ", count: spaces)
        return lines.map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
    }
}

extension ModelView: IndentedText {}
extension RequestView: IndentedText {}
extension ControllerView: IndentedText {}
extension MockView: IndentedText {}
