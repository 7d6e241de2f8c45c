import SpecModel
import YAML

/// What to import and how to name it.
public struct ImportOptions: Sendable {
    /// The service's name; derived from `info.title` when nil.
    public var service: String?
    /// Operations with one of these among their tags (any, when empty).
    public var tags: [String] = []
    /// Operations with one of these operationIds (any, when empty).
    public var operations: [String] = []
    /// Operations whose path starts with one of these (any, when empty).
    public var pathPrefixes: [String] = []

    /// Paging read from what operations show (off: only what `x-specgen-paging` and vendors' paging extensions say).
    public var infersPaging = true
    /// Overlays applied to the document's tree, in order, once its `$ref`s to other files are resolved.
    public var overlays: [Overlay] = []
    /// Where the files the document's `$ref`s name are read from (relative to the document's own file).
    public var files: any DocumentFiles = DiskFiles()

    public init(service: String? = nil, tags: [String] = [], operations: [String] = [], pathPrefixes: [String] = [],
                infersPaging: Bool = true, overlays: [Overlay] = []) {
        self.infersPaging = infersPaging
        self.overlays = overlays
        self.service = service
        self.tags = tags
        self.operations = operations
        self.pathPrefixes = pathPrefixes
    }

    /// Whether an operation passes every filter given (values of one filter are alternatives).
    func selects(tags operationTags: [String], operationID: String?, path: String) -> Bool {
        (tags.isEmpty || operationTags.contains(where: tags.contains))
            && (operations.isEmpty || operationID.map(operations.contains) == true)
            && (pathPrefixes.isEmpty || pathPrefixes.contains(where: path.hasPrefix))
    }

    /// True when any filter is given: then only the models the selected operations use are written.
    var filters: Bool { !tags.isEmpty || !operations.isEmpty || !pathPrefixes.isEmpty }
}

/// What an import produced: spec files by name, warnings, and how each operation fared.
public struct ImportOutput: Sendable {
    /// File name → text, in writing order.
    public var files: [(name: String, text: String)] = []
    /// Per file, the spec its text was written from.
    public var specs: [Spec] = []
    /// gen's errors about what was written, located in the document: none unless gen-import has a bug.
    public var checkDiagnostics: [Diagnostic] = []
    /// The service's name.
    public var service = ""
    /// The document's tree as the overlays left it (what an overlay's targets select in), with the files it was read
    /// from: where recorded traffic's fixes are placed.
    var overlaid: OpenAPISource?
    /// Schemas written alike that became one model: by where the model's schema starts, where each other one does.
    var alike: [Mark: [Mark]] = [:]
    /// What applying the overlays said (an action that selects nothing), in the order said: printed first.
    public var overlayWarnings: [Diagnostic] = []
    /// The import's warnings, and notes (paging inferred), in the document's order (those at one place in the order
    /// found: printing sorts them by their words too).
    public var warnings: [Diagnostic] = []
    /// Operations that got a paging controller, by what it was read from.
    public var paging: [String: Int] = [:]
    /// GET operations whose response is or holds a list: those that might page.
    public var listShaped = 0
    public var exact = 0
    public var approximated = 0
    public var skipped = 0
    /// Per class of warning (``Finding/diagnosticClass``), the operations it costs.
    public var costs: [String: ClassCost] = [:]
    public var operations: Int { exact + approximated + skipped }

    /// `3 of 5 list-shaped paged (Link header 2, cursor 1)` (`0 of 5 list-shaped paged` when none pages), or nil
    /// when no operation is list-shaped or pages.
    public var pagingSummary: String? {
        let total = paging.values.reduce(0, +)
        guard total > 0 || listShaped > 0 else { return nil }
        let patterns = paging.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
            .joined(separator: ", ")
        return "\(total) of \(listShaped) list-shaped paged" + (patterns.isEmpty ? "" : " (" + patterns + ")")
    }

    /// `19 operations: 19 exact, 0 approximated, 0 skipped`, then the paging summary when some operation is
    /// list-shaped.
    public var summary: String {
        "\(operations) operation\(operations == 1 ? "" : "s"): \(exact) exact, \(approximated) "
            + "approximated, \(skipped) skipped"
            + (pagingSummary.map { ", " + $0 } ?? "")
    }
}
