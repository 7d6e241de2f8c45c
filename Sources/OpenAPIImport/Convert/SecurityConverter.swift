import OpenAPIKit
import SpecModel

/// The document's security schemes as the spec's `auth:`, and the credentials each operation takes as `security:`.
/// API keys in a header or the query, HTTP bearer and basic are sent as they say; OAuth 2 and OpenID Connect access
/// tokens as bearer tokens. Schemes gen can't send (API keys in a cookie, other HTTP schemes, mutual TLS) are left
/// out with a note, and so are the alternatives that need them.
struct SecurityConverter {
    /// The schemes gen sends, in the order written.
    private(set) var schemes: [(name: String, kind: AuthKind)] = []
    private(set) var losses: [ImportLoss] = []
    /// The document's `security:`, in the sent schemes' terms; `[]` when it has none (or none gen sends).
    private(set) var documentSecurity: [[String]] = []
    private let source: OpenAPISource

    init(_ document: OpenAPI.Document, source: OpenAPISource) {
        self.source = source
        let written = source.ordered(Array(document.components.securitySchemes), key: \.key.rawValue,
                                     at: ["components", "securitySchemes"])
        for (key, either) in written {
            let location = ["components", "securitySchemes", key.rawValue]
            guard case .b(let scheme) = either else {
                unsent(key.rawValue, "a reference", at: location)
                continue
            }
            switch scheme.type {
            case .apiKey(let name, .header): schemes.append((key.rawValue, .header(name)))
            case .apiKey(let name, .query): schemes.append((key.rawValue, .query(name)))
            case .apiKey(let name, .cookie):
                unsent(key.rawValue, "an API key in the cookie \(quoted(name))", at: location)
            case .http(let kind, _) where kind.lowercased() == "bearer": schemes.append((key.rawValue, .bearer))
            case .http(let kind, _) where kind.lowercased() == "basic": schemes.append((key.rawValue, .basic))
            case .http(let kind, _): unsent(key.rawValue, "HTTP \(quoted(kind)) authentication", at: location)
            case .oauth2, .openIdConnect: schemes.append((key.rawValue, .bearer))
            case .mutualTLS: unsent(key.rawValue, "mutual TLS", at: location)
            }
        }
        documentSecurity = requirements(at: ["security"]) ?? []
    }

    private mutating func unsent(_ name: String, _ what: String, at location: [String]) {
        losses.append(ImportLoss(subjects: [.document], effect: .notes,
                                 cause: .securityNotSent,
                                 message: "security scheme \(quoted(name)) (\(what)) is not sent by the generated "
                                          + "authorizer; add it in a NetworkingDelegate",
                                 location: location))
    }

    /// The alternatives of the requirement list at `path` (an operation's `security`): the schemes of each in the order
    /// the document declares them. An alternative that needs a scheme gen doesn't send is left out; one that needs
    /// none (`{}`, credentials optional) stands only when it is the only one. Nil when there is no list there.
    func requirements(at path: [String]) -> [[String]]? {
        let (node, complete) = source.node(at: path)
        guard complete, let items = node.sequence else { return nil }
        let order = Dictionary(schemes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var alternatives: [[String]] = []
        for item in items {
            let names = item.mapping?.compactMap(\.key.string) ?? []
            guard !names.isEmpty, names.allSatisfy({ order[$0] != nil }) else { continue }
            let sorted = names.sorted { order[$0]! < order[$1]! }
            if !alternatives.contains(sorted) { alternatives.append(sorted) }
        }
        return alternatives
    }

    /// The credentials an operation takes: its own `security:`, else the document's.
    func security(ofOperationAt location: [String]) -> [[String]] {
        requirements(at: location + ["security"]) ?? documentSecurity
    }

    /// The spec's `auth:` entries, located at their schemes.
    func auth(_ located: (String, [String]) -> Located<String>) -> [AuthDefinition] {
        schemes.map {
            AuthDefinition(name: located($0.name, ["components", "securitySchemes", $0.name]), kind: $0.kind)
        }
    }
}
