import JSONPath
import SpecModel
import YAML

/// An Overlay document (OpenAPI Initiative Overlay Specification 1.0 and 1.1): actions whose targets are JSONPath
/// queries, each merging a value into the nodes it selects (`update`), removing them (`remove`) or merging a copy of
/// another node of the document into them (`copy`, 1.1). Read strictly: what the specification requires is checked,
/// each problem an error located in the overlay.
public struct Overlay: Sendable {
    /// The file as the user named it.
    public let file: String
    /// Its place among the files read together (from 1): the `document` of its marks.
    public let document: Int
    /// `overlay:` as written (`1.0.0`).
    public let version: String
    let actions: [Action]
    /// What reading it found worth saying but not wrong (given again when it is applied).
    public let warnings: [Diagnostic]

    /// One action, its values' marks in the overlay's own file.
    struct Action: Sendable {
        var target: JSONPathQuery
        var targetMark: Mark
        var update: Node?
        var remove: Bool
        var copy: (query: JSONPathQuery, mark: Mark)?
        /// Where the action starts.
        var mark: Mark
    }

    static let topKeys = ["overlay", "info", "extends", "actions"]
    static let infoKeys = ["title", "version", "description"]
    static let actionKeys = ["target", "description", "update", "remove", "copy"]

    /// Reads an overlay; `document` tells its marks from those of the document and of other overlays (its place among
    /// the files read together, from 1).
    public static func read(_ bytes: [UInt8], file: String, document: Int) -> Result<Overlay, ImportFailure> {
        let loaded = YAMLLoader.load(bytes, limits: YAMLLimits(maxDepth: 256, maxNodes: 2_000_000))
        var problems = loaded.errors.map { Diagnostic(.error, .yaml($0.kind), at: Location(file: file, mark: $0.mark)) }
        guard problems.isEmpty, let root = loaded.root.map({ Self.marked($0, document: document) }) else {
            return .failure(ImportFailure(problems.isEmpty
                ? [Diagnostic(.error, .importer(.malformedOverlay,
                                                "an overlay is a mapping with 'overlay:', 'info:' and 'actions:'"),
                              at: Location(file: file, mark: .start))]
                : problems))
        }
        var reader = OverlayReader(file: file, document: document)
        let overlay = reader.overlay(root)
        problems = reader.problems
        guard let overlay, problems.isEmpty else { return .failure(ImportFailure(problems)) }
        return .success(overlay)
    }

    /// `node` with every mark in file `document`.
    static func marked(_ node: Node, document: Int) -> Node {
        node.remarked { Mark(line: $0.line, column: $0.column, document: document) }
    }
}
