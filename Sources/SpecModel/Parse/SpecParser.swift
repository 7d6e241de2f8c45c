import Foundation
import YAML

/// Reads one file's YAML tree into a `Spec`, reporting every structural problem it finds (unknown keys,
/// malformed values, names that can't become Swift names). Checks that need every file — type names,
/// collisions, paging against the response — are `SpecValidator`'s.
public struct SpecParser {
    static let topLevelKeys = ["version", "service", "doc", "baseURL", "keys", "dates", "headers", "errors", "auth",
                               "security", "models", "endpoints"]

    var diagnostics: DiagnosticCollector

    init(file: String) {
        diagnostics = DiagnosticCollector(file: file)
    }

    /// The spec in `root` and the problems found in it.
    public static func parse(_ root: Node, file: String) -> (spec: Spec, diagnostics: [Diagnostic]) {
        var parser = SpecParser(file: file)
        let spec = parser.spec(root)
        return (spec, parser.diagnostics.diagnostics)
    }

    /// A `paging:` mapping written somewhere else (an OpenAPI document's `x-specgen-paging`), read as a spec's, with
    /// the problems found in it located in `file`.
    public static func parsePaging(_ node: Node, endpoint: String,
                                   file: String) -> (paging: WrittenPaging?, diagnostics: [Diagnostic]) {
        var parser = SpecParser(file: file)
        let paging = parser.paging(node, endpoint: endpoint)
        return (parser.diagnostics.diagnostics.isEmpty ? paging : nil, parser.diagnostics.diagnostics)
    }

    mutating func spec(_ root: Node) -> Spec {
        var spec = Spec(file: diagnostics.file)
        guard let top = MappingReader(root, place: .spec, allowed: Self.topLevelKeys, diagnostics: &diagnostics) else {
            return spec
        }
        if let node = top["version"] { spec.version = version(node) }
        if let node = top["service"], let name = diagnostics.text(node, .key("service")) {
            if isTypeName(name) {
                spec.service = Located(name, at: node.mark)
            } else {
                diagnostics.error(.parse(.notAnIdentifier(name, .service)), at: node.mark)
            }
        }
        if let node = top["doc"], let text = diagnostics.text(node, .key("doc")) {
            spec.doc = Located(text, at: node.mark)
        }
        if let node = top["baseURL"] { spec.baseURL = baseURL(node) }
        if let node = top["keys"], let text = diagnostics.text(node, .key("keys")) {
            if let style = KeyStyle(rawValue: text) {
                spec.keys = style
            } else {
                let names = KeyStyle.allCases.map(\.rawValue)
                let near = didYouMean(text, among: names)
                diagnostics.error(.parse(.unknownChoice(.keyStyle, text, suggestion: near)), at: node.mark)
            }
        }
        if let node = top["dates"], let strategy = dates(node) { spec.dates = strategy }
        if let node = top["headers"] { spec.headers = fixedHeaders(node) }
        if let node = top["errors"] { spec.errors = statusBodies(node, errors: true) }
        if let node = top["auth"] { spec.auth = auth(node) }
        if let node = top["security"] { spec.security = security(node) }
        if let node = top["models"] { spec.models = models(node) }
        if let node = top["endpoints"] { spec.endpoints = endpoints(node) }
        if spec.service == nil, !top.has("service") {
            if !spec.endpoints.isEmpty || top["endpoints"] != nil {
                diagnostics.error(.shape(.missingService), at: root.mark)
            }
        }
        return spec
    }

    /// The versions this gen reads. 1.1 and 1.2 only add keys and values, and they work in any file: the version
    /// guards against files written for a later format.
    static let versions = ["1", "1.1", "1.2"]

    private mutating func version(_ node: Node) -> String? {
        guard let text = diagnostics.text(node, .key("version")) else { return nil }
        guard Self.versions.contains(text) else {
            diagnostics.error(.parse(.unsupportedVersion(text, supported: Self.versions)), at: node.mark)
            return nil
        }
        return text
    }

    private mutating func baseURL(_ node: Node) -> Located<String>? {
        guard let text = diagnostics.text(node, .key("baseURL")) else { return nil }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil
        else {
            diagnostics.error(.parse(.baseURLNotAbsolute(text)), at: node.mark)
            return nil
        }
        return Located(text, at: node.mark)
    }

    static let dateKeywords = ["iso8601", "rfc3339", "seconds", "milliseconds"]

    mutating func dates(_ node: Node) -> DateStrategy? {
        guard let text = diagnostics.text(node, .key("dates")) else { return nil }
        switch text {
        case "iso8601": return .iso8601
        case "rfc3339": return .rfc3339
        case "seconds": return .seconds
        case "milliseconds": return .milliseconds
        default: break
        }
        if let near = didYouMean(text, among: Self.dateKeywords) {
            diagnostics.error(.parse(.unknownDateCoding(text, suggestion: near)), at: node.mark)
            return nil
        }
        guard Self.isDateFormat(text) else {
            diagnostics.error(.parse(.unknownDateCoding(text, suggestion: nil)), at: node.mark)
            return nil
        }
        return .format(text)
    }

    /// A date format: letters outside 'quotes' are date field letters (Unicode TR35), and there is at least one
    /// of year, day or hour. `timestamp` or `epoch` are not formats.
    static func isDateFormat(_ text: String) -> Bool {
        let fieldLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHkKjJmsSAzZOvVXx")
        var quoted = false
        var letters: Set<Character> = []
        for character in text {
            if character == "'" { quoted.toggle(); continue }
            guard !quoted, character.isLetter else { continue }
            guard fieldLetters.contains(character) else { return false }
            letters.insert(character)
        }
        return !letters.isDisjoint(with: "yYudDHhkKm")
    }

    private mutating func fixedHeaders(_ node: Node) -> [FixedHeader] {
        let pairs = diagnostics.pairs(node, .headers)
        var headers: [FixedHeader] = []
        for pair in pairs {
            guard let name = headerName(pair.key), let value = diagnostics.text(pair.value, .headerValue(name)) else {
                continue
            }
            headers.append(FixedHeader(name: Located(name, at: pair.key.mark), value: value))
        }
        return headers
    }

    /// A header name: an HTTP token.
    mutating func headerName(_ node: Node) -> String? {
        guard let name = diagnostics.text(node, .headerName) else { return nil }
        guard Self.isHeaderName(name) else {
            diagnostics.error(.parse(.invalidHeaderName(name)), at: node.mark)
            return nil
        }
        return name
    }

    /// An HTTP header name is a token (RFC 9110).
    static func isHeaderName(_ name: String) -> Bool {
        let token = Set("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return !name.isEmpty && name.allSatisfy { token.contains($0) }
    }

    /// A name that can be a Swift type name as written.
    func isTypeName(_ name: String) -> Bool {
        SwiftName.isIdentifier(name) && !SwiftName.keywords.contains(name)
    }
}
