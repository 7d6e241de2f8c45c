import YAML

/// A parsed RFC 9535 JSONPath query, ready to select nodes from YAML or JSON documents read into `Node` trees.
///
/// ```swift
/// let query = try JSONPathQuery.parse("$.paths[*][?@.deprecated == true]")
/// for match in query.select(in: document) { print(match.normalizedPath, match.node.mark) }
/// ```
///
/// Scalars are read as JSON values under the YAML 1.2 core schema (`Node.resolved`): quoted scalars are
/// strings, plain `1` an integer, `true` a boolean, `null`/`~`/empty null. Mapping keys are matched by their
/// text. Member and string comparisons are by Unicode code points, without normalization.
public struct JSONPathQuery: Hashable, Sendable, CustomStringConvertible {
    /// The query as written.
    public let text: String
    /// The parsed segments after `$`.
    let segments: [Segment]

    /// Parses `text` as a JSONPath query (RFC 9535 §2.1): its syntax, the ranges of indices, and the types of
    /// its filter and function expressions (§2.4.3). The error says what is wrong and where.
    public static func parse(_ text: String) throws(JSONPathError) -> JSONPathQuery {
        try parse(text, hyphenatedNames: false)
    }

    /// Parses `text` as `parse(_:)` does, but with `hyphenatedNames` a member name after `.` may also hold `-` after
    /// its first character (`$.paths.*.get.x-codegen`), which the standard grammar refuses and people write anyway:
    /// nothing else can follow a name there, so the reading is unambiguous. ``usesHyphenatedNames`` tells whether it
    /// took one.
    public static func parse(_ text: String, hyphenatedNames: Bool) throws(JSONPathError) -> JSONPathQuery {
        var parser = QueryParser(text)
        parser.hyphenatedNames = hyphenatedNames
        var query = JSONPathQuery(text: text, segments: try parser.parseQuery())
        query.usesHyphenatedNames = parser.tookHyphenatedName
        return query
    }

    /// True when the query has a member name with `-` after `.`, taken by `parse(_:hyphenatedNames:)`: standard
    /// JSONPath writes it bracketed, `['x-codegen']`.
    public private(set) var usesHyphenatedNames = false

    /// The same as `JSONPathQuery.parse(text)`.
    public init(_ text: String) throws(JSONPathError) {
        self = try Self.parse(text)
    }

    private init(text: String, segments: [Segment]) {
        self.text = text
        self.segments = segments
    }

    /// True when the query can select at most one node: only name and index selectors in child segments
    /// (RFC 9535 §2.3.5.1 singular query), e.g. `$.info.title` or `$['paths']['/pets'][0]`.
    public var isSingular: Bool { segments.allSatisfy(\.isSingular) }

    /// The nodes the query selects from the document whose root is `root`, with their locations, in the
    /// order RFC 9535 gives them (selector by selector, segment by segment; arrays in index order, mapping
    /// members in the tree's order). A node selected twice (e.g. `$[0,0]`) appears twice.
    public func select(in root: Node) -> [JSONPathMatch] {
        let evaluator = QueryEvaluator(root: root)
        return evaluator.select(segments, from: QueryEvaluator.Located(node: root, path: []), trackPaths: true)
            .map { JSONPathMatch(path: $0.path, node: $0.node) }
    }

    /// The query as written.
    public var description: String { text }

    /// Queries are equal when they were written the same way.
    public static func == (left: JSONPathQuery, right: JSONPathQuery) -> Bool { left.text == right.text }

    /// Hashes the query's text.
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
