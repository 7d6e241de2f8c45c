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

/// One spec file as read alone, before the checks across files: its spec (nil when its YAML has no document) and the
/// problems found in it.
public struct ParsedSpec: Sendable {
    public var input: SpecInput
    public var spec: Spec?
    public var diagnostics: [Diagnostic]
}

/// YAML → `Spec` for every file, then the checks across all of them.
public enum SpecLoader {
    /// Reads a file an example names (`path` is the spec's folder joined with the example's path); nil when
    /// it can't be read. The CLI reads from disk; tests hand in bytes.
    public typealias FileReader = @Sendable (_ path: String) -> [UInt8]?

    public static func load(_ inputs: [SpecInput], limits: YAMLLimits = YAMLLimits(),
                            readFile: @escaping FileReader = { _ in nil }) -> LoadedSpecs {
        load(inputs.map { parse($0, limits: limits, readFile: readFile) })
    }

    /// The checks across the files `parsed` holds, in that order (each parsed once: a caller that checks specs
    /// again after changing some of them parses only those).
    public static func load(_ parsed: [ParsedSpec]) -> LoadedSpecs {
        let checked = SpecChecker.check(parsed.compactMap(\.spec), incomplete: parsed.contains { $0.spec == nil })
        let diagnostics = parsed.flatMap(\.diagnostics) + checked.diagnostics
        return LoadedSpecs(specs: parsed.compactMap(\.spec), api: checked.api,
                           diagnostics: sorted(diagnostics, files: parsed.map(\.input.path)))
    }

    /// One file read alone: YAML → `Spec`, with the examples it names from files.
    public static func parse(_ input: SpecInput, limits: YAMLLimits = YAMLLimits(),
                             readFile: FileReader = { _ in nil }) -> ParsedSpec {
        let document = YAMLLoader.load(input.bytes, limits: limits)
        var diagnostics: [Diagnostic] = document.errors.map { error in
            let location = Location(file: input.path, mark: error.mark)
            let notes = error.note.map { note in
                [Diagnostic.Note(.yaml(note.kind), at: Location(file: input.path, mark: note.mark))]
            } ?? []
            return Diagnostic(.error, .yaml(error.kind), at: location, notes: notes)
        }
        guard let root = document.root else { return ParsedSpec(input: input, spec: nil, diagnostics: diagnostics) }
        var parsed = SpecParser.parse(root, file: input.path)
        parsed.spec.source = input.source
        diagnostics += parsed.diagnostics
        diagnostics += ExampleFiles.resolve(&parsed.spec, limits: limits, readFile: readFile)
        return ParsedSpec(input: input, spec: parsed.spec, diagnostics: diagnostics)
    }

    /// Diagnostics sorted by file (in the order `files` lists them; others last) and position; those at one place keep
    /// the order they were found in. (Printing sorts those by their words too.)
    public static func sorted(_ diagnostics: [Diagnostic], files: [String]) -> [Diagnostic] {
        let order = Dictionary(files.enumerated().map { ($0.element, $0.offset) },
                               uniquingKeysWith: { first, _ in first })
        return diagnostics.enumerated().sorted { lhs, rhs in
            let left = order[lhs.element.location.file] ?? Int.max, right = order[rhs.element.location.file] ?? Int.max
            if left != right { return left < right }
            if lhs.element.location.mark != rhs.element.location.mark {
                return lhs.element.location.mark < rhs.element.location.mark
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
