import Foundation
import SpecModel
import YAML

/// An OpenAPI document as read: its file, its YAML (or JSON) tree, where each value was written. Diagnostics about
/// the document point into it by JSON pointer (`/paths/~1pet/put/requestBody`).
public struct OpenAPISource: Sendable {
    /// The file as the user named it.
    public let file: String
    /// The overlays applied to the tree, in order.
    public private(set) var overlays: [String] = []
    /// The file each mark's `document` is in, beside the document's own (0): overlays' (their own numbers) and the
    /// files its `$ref`s reach (``Bundler``).
    public private(set) var files: [Int: String] = [:]
    public private(set) var root: Node
    /// The nodes of the first levels, by key.
    private var index: NodeIndex
    private static let indexDepth = 4

    /// Problems of the text that leave one obvious reading (a key written twice: the first is kept), for the normalize
    /// stage to report with the other defects.
    var readDefects: [(message: String, mark: Mark)] = []

    /// Reads `bytes` (YAML or JSON) with the project's libyaml loader; located errors when it isn't a YAML document, or
    /// isn't a mapping.
    public static func read(_ bytes: [UInt8], file: String) -> Result<OpenAPISource, ImportFailure> {
        let document = YAMLLoader.load(bytes, limits: YAMLLimits(maxDepth: 256, maxNodes: 20_000_000))
        let errors = document.errors.filter { if case .duplicateKey = $0.kind { false } else { true } }
        if !errors.isEmpty || document.root == nil && !document.errors.isEmpty {
            return .failure(ImportFailure(document.errors.map {
                Diagnostic(.error, .yaml($0.kind), at: Location(file: file, mark: $0.mark))
            }))
        }
        guard let root = document.root, root.mapping != nil else {
            return .failure(ImportFailure([Diagnostic(.error, .importer(.notAMapping,
                                                                        "an OpenAPI document is a mapping with "
                                                                        + "'openapi:', 'info:' and 'paths:'"),
                                                      at: Location(file: file, mark: .start))]))
        }
        var source = OpenAPISource(file: file, root: root, index: NodeIndex(root, depth: Self.indexDepth))
        source.readDefects = document.errors.compactMap { error in
            guard case .duplicateKey(let key) = error.kind else { return nil }
            return ("duplicate key \(quoted(key)); the first is kept", error.mark)
        }
        return .success(source)
    }

    /// The same document with `root` for its tree (after the normalize stage rewrote it).
    func replacingRoot(_ root: Node) -> OpenAPISource {
        var source = self
        source.root = root
        source.index = NodeIndex(root, depth: Self.indexDepth)
        return source
    }

    /// The document with `overlays` applied to its tree, in order, and what they said (warnings: targets that select
    /// nothing); a failure when one of them can't be applied.
    public func applying(_ overlays: [Overlay])
        -> Result<(source: OpenAPISource, warnings: [Diagnostic]), ImportFailure> {
        guard !overlays.isEmpty else { return .success((self, [])) }
        var root = root
        var said: [Diagnostic] = []
        for overlay in overlays {
            var applier = OverlayApplier(overlay)
            root = applier.apply(to: root)
            said += overlay.warnings + applier.diagnostics
        }
        let errors = said.filter { $0.severity == .error }
        guard errors.isEmpty else { return .failure(ImportFailure(errors)) }
        var source = replacingRoot(root)
        source.overlays = self.overlays + overlays.map(\.file)
        for overlay in overlays { source.files[overlay.document] = overlay.file }
        return .success((source, said))
    }

    /// Where `mark` is: in the document, in a file one of its `$ref`s reached, or in the overlay that wrote the
    /// value. The mark keeps its `document`, so that places compare the same however they were reached.
    public func location(of mark: Mark) -> Location {
        Location(file: mark.document == 0 ? file : files[mark.document] ?? file, mark: mark)
    }

    /// The same document with `root` for its tree, the files its marks name added.
    func bundled(_ root: Node, files added: [Int: String]) -> OpenAPISource {
        var source = replacingRoot(root)
        source.files.merge(added) { _, new in new }
        return source
    }

    /// The `openapi:` version as written (`3.0.4`, `3.1.0`), and where.
    var version: (text: String, mark: Mark)? {
        guard let node = root.mapping?.first(where: { $0.key.string == "openapi" })?.value,
              let text = node.string else { return nil }
        return (text, node.mark)
    }

    /// Where the value at `path` (keys and list indices) was written: the deepest node the path reaches.
    public func location(_ path: [String]) -> Location {
        location(of: node(at: path).node.mark)
    }

    /// The deepest node `path` reaches, and whether it reached the end.
    func node(at path: [String]) -> (node: Node, complete: Bool) {
        index.node(at: path)
    }
}

/// Located errors that stop an import.
public struct ImportFailure: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}

extension OpenAPISource {
    /// The keys of the mapping at `path`, in the order written.
    func keys(at path: [String]) -> [String] {
        let (node, complete) = node(at: path)
        return complete ? node.mapping?.compactMap(\.key.string) ?? [] : []
    }

    /// `entries` in the order their keys are written at `path` (OpenAPIKit's decoding doesn't keep it); keys not
    /// found there after them, sorted, so the result never depends on hashing.
    func ordered<Entry>(_ entries: [Entry], key: (Entry) -> String, at path: [String]) -> [Entry] {
        let written = keys(at: path)
        var position: [String: Int] = [:]
        for (index, name) in written.enumerated() where position[name] == nil { position[name] = index }
        // Each entry's key once, then a sort by (place written, key): unknown keys after the written ones.
        let keyed = entries.map { entry in
            let name = key(entry)
            return (entry, position[name] ?? Int.max, name)
        }
        return keyed.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.2 < $1.2 }.map(\.0)
    }
}

extension OpenAPISource {
    /// The vendor extensions (`x-…` keys) of the mapping at `path`, in the order written, read from the tree: the
    /// decoder leaves them out (reading them there costs most of its time), and later stages read the ones they know
    /// (paging hints, names).
    public func extensions(at path: [String]) -> [(key: String, value: Node)] {
        let (node, complete) = node(at: path)
        guard complete, let pairs = node.mapping else { return [] }
        return pairs.compactMap { pair in
            guard let key = pair.key.string, key.hasPrefix("x-") else { return nil }
            return (key, pair.value)
        }
    }
}
