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

    public init(service: String? = nil, tags: [String] = [], operations: [String] = [], pathPrefixes: [String] = []) {
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
    /// Per file and line, the place in the document the line was written from (nil for a line that only structures).
    var origins: [[Mark?]] = []
    /// gen's errors about what was written, located in the document: none unless gen-import has a bug.
    public var checkDiagnostics: [Diagnostic] = []
    /// The service's name.
    public var service = ""
    public var warnings: [Diagnostic] = []
    public var exact = 0
    public var approximated = 0
    public var skipped = 0
    public var operations: Int { exact + approximated + skipped }

    /// `19 operations: 19 exact, 0 approximated, 0 skipped`.
    public var summary: String {
        "\(operations) operation\(operations == 1 ? "" : "s"): \(exact) exact, \(approximated) approximated, \(skipped) skipped"
    }
}
