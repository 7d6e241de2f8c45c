import SpecModel
import Wording
import Translate

/// What a run does with the files it generates.
public enum GenerationMode: Sendable {
    /// Plan the writes; the caller carries them out.
    case write
    /// Write nothing; fail with a diff when any generated file would change.
    case check
    /// Write nothing; say what would be written and removed.
    case dryRun
}

/// An output folder as it is before the run: its path as the user named it, which kind of files go there, and
/// the regular files in it now (read by the caller; none when the folder doesn't exist).
public struct OutputFolderState: Sendable {
    public var path: String
    public var kind: OutputKind
    public var existing: [String: String]
    /// In the `modules` layout, the regular files of each folder in its `Sources/` folder, by the folder's name.
    public var modules: [String: [String: String]]
    /// Why the folder can't be read or written (it is a file): then nothing is written anywhere.
    public var problem: OutputFinding?

    public init(path: String, kind: OutputKind, existing: [String: String], modules: [String: [String: String]] = [:],
                problem: OutputFinding? = nil) {
        self.path = path
        self.kind = kind
        self.existing = existing
        self.modules = modules
        self.problem = problem
    }
}

/// Everything one run needs, already read: the specs, the options, the output folders' contents.
public struct GenerationRequest: Sendable {
    public var inputs: [SpecInput]
    public var options: GenerationOptions
    /// The folders to write to; none: only check the specs.
    public var outputs: [OutputFolderState]
    public var mode: GenerationMode
    /// Print only errors.
    public var quiet: Bool
    /// Problems found before the run (in the config file), reported with the specs' own.
    public var diagnostics: [Diagnostic]
    /// How the diagnostics print (folded or each, text or JSON).
    public var listing: DiagnosticListing
    /// Reads a file an example names.
    public var readFile: SpecLoader.FileReader

    public init(inputs: [SpecInput], options: GenerationOptions = GenerationOptions(),
                outputs: [OutputFolderState] = [],
                mode: GenerationMode = .write, quiet: Bool = false, diagnostics: [Diagnostic] = [],
                listing: DiagnosticListing = DiagnosticListing(),
                readFile: @escaping SpecLoader.FileReader = { _ in nil }) {
        self.inputs = inputs
        self.options = options
        self.outputs = outputs
        self.mode = mode
        self.quiet = quiet
        self.diagnostics = diagnostics
        self.listing = listing
        self.readFile = readFile
    }
}
