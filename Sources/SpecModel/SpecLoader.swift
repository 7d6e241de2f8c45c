import YAML

/// One spec file's bytes, its path as the user named it (for diagnostics), and the name generated files
/// cite it by: the specs folder's own name and the file's path in it (`Specs/XenoCanto.yaml`), never absolute.
public struct SpecInput: Hashable, Sendable {
    public var path: String
    public var bytes: [UInt8]
    public var source: String

    public init(path: String, bytes: [UInt8], source: String? = nil) {
        self.path = path
        self.bytes = bytes
        self.source = source ?? path
    }
}

/// The specs of one run, checked, and every problem found in them, sorted by file (in input order) and
/// position. The checked API is complete only when there is no error.
public struct LoadedSpecs: Sendable {
    public var specs: [Spec]
    public var api: CheckedAPI
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// YAML → `Spec` for every file, then the checks across all of them.
public enum SpecLoader {
    /// Reads a file an example names (`path` is the spec's folder joined with the example's path); nil when
    /// it can't be read. The CLI reads from disk; tests hand in bytes.
    public typealias FileReader = @Sendable (_ path: String) -> [UInt8]?

    public static func load(_ inputs: [SpecInput], limits: YAMLLimits = YAMLLimits(),
                            readFile: FileReader = { _ in nil }) -> LoadedSpecs {
        var specs: [Spec] = []
        var diagnostics: [Diagnostic] = []
        var incomplete = false
        for input in inputs {
            let document = YAMLLoader.load(input.bytes, limits: limits)
            for error in document.errors {
                let location = Location(file: input.path, mark: error.mark)
                let notes = error.note.map { [Diagnostic.Note($0.message, at: Location(file: input.path, mark: $0.mark))] } ?? []
                diagnostics.append(Diagnostic(.error, error.message, at: location, notes: notes))
            }
            guard let root = document.root else {
                incomplete = true
                continue
            }
            var parsed = SpecParser.parse(root, file: input.path)
            parsed.spec.source = input.source
            diagnostics += parsed.diagnostics
            diagnostics += ExampleFiles.resolve(&parsed.spec, limits: limits, readFile: readFile)
            specs.append(parsed.spec)
        }
        let checked = SpecChecker.check(specs, incomplete: incomplete)
        diagnostics += checked.diagnostics
        return LoadedSpecs(specs: specs, api: checked.api, diagnostics: sorted(diagnostics, files: inputs.map(\.path)))
    }

    /// Diagnostics sorted by file (in the order `files` lists them; others last) and position, then message.
    public static func sorted(_ diagnostics: [Diagnostic], files: [String]) -> [Diagnostic] {
        let order = Dictionary(files.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        return diagnostics.sorted { lhs, rhs in
            let left = order[lhs.location.file] ?? Int.max, right = order[rhs.location.file] ?? Int.max
            if left != right { return left < right }
            if lhs.location.mark != rhs.location.mark { return lhs.location.mark < rhs.location.mark }
            return lhs.message < rhs.message
        }
    }
}
