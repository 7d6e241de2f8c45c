import Names
import Render
import SpecModel
import Wording
import Translate
import YAML

/// The one entry point of a run: spec bytes → YAML → checked specs → names → views → rendered files, then the
/// plans for the output folders and every line to tell the user. No file system: the caller reads and writes.
public enum Generation {
    public static func run(_ request: GenerationRequest) -> GenerationResult {
        var result = generate(request)
        result.diagnostics = request.diagnostics + result.diagnostics
        result.messages = request.listing.lines(result.diagnostics).map(Message.error)
        if result.hasErrors {
            if request.listing.format == .text {
                result.messages.append(.error(DiagnosticReport.summary(result.diagnostics)))
            }
            result.succeeded = false
            return result
        }
        let summary = SpecSummary(result.specs).description
        guard !request.outputs.isEmpty else {
            if !request.quiet { result.messages.append(.output(summary)) }
            return result
        }
        plan(request, summary: summary, into: &result)
        return result
    }

    /// The pipeline alone, for callers without output folders: the files and every problem.
    public static func run(_ inputs: [SpecInput], options: GenerationOptions = GenerationOptions(),
                           readFile: @escaping SpecLoader.FileReader = { _ in nil }) -> GenerationResult {
        run(GenerationRequest(inputs: inputs, options: options, readFile: readFile))
    }

    /// What decides whether gen accepts specs — the checks and the naming pass, without translating or rendering
    /// (which can't fail after them): every problem, sorted.
    public static func check(_ inputs: [SpecInput], readFile: @escaping SpecLoader.FileReader = { _ in nil })
        -> [Diagnostic] {
        checked(inputs, readFile: readFile).diagnostics
    }

    /// The same over files already read (``SpecLoader/parse(_:limits:readFile:)``), so that a caller checking again
    /// after changing some files reads only those.
    public static func check(_ parsed: [ParsedSpec]) -> [Diagnostic] {
        checked(SpecLoader.load(parsed), files: parsed.map(\.input.path)).diagnostics
    }

    private static func checked(_ inputs: [SpecInput], readFile: @escaping SpecLoader.FileReader)
        -> (loaded: LoadedSpecs, names: Names, diagnostics: [Diagnostic]) {
        checked(SpecLoader.load(inputs, readFile: readFile), files: inputs.map(\.path))
    }

    private static func checked(_ loaded: LoadedSpecs, files: [String])
        -> (loaded: LoadedSpecs, names: Names, diagnostics: [Diagnostic]) {
        let named = NamingPass.decide(loaded.api)
        return (loaded, named.names, Diagnostic.sorted(loaded.diagnostics + named.diagnostics, files: files))
    }

    private static func generate(_ request: GenerationRequest) -> GenerationResult {
        let (loaded, names, checkedDiagnostics) = checked(request.inputs, readFile: request.readFile)
        var diagnostics = checkedDiagnostics
        let templates: TemplateSet
        do {
            templates = try TemplateSet(overrides: request.options.templateOverrides.mapValues(\.text))
        } catch {
            let path = request.options.templateOverrides[error.template]?.path ?? "\(error.template).mustache"
            diagnostics.append(Diagnostic(.error, .template(.doesNotParse(reason: error.message)),
                                          at: Location(file: path, mark: Mark(line: error.line, column: error.column))))
            return GenerationResult(specs: loaded.specs, files: [], diagnostics: diagnostics)
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return GenerationResult(specs: loaded.specs, files: [], diagnostics: diagnostics)
        }
        let options = TranslateOptions(access: request.options.access, mocksModule: request.options.mocksModule,
                                       conformances: request.options.conformances, package: request.options.package,
                                       properties: request.options.properties)
        let translator = Translator(api: loaded.api, names: names, options: options)
        let files = Renderer.render(translator.files(), with: templates, layout: request.options.layout)
        return GenerationResult(specs: loaded.specs, files: files, diagnostics: diagnostics)
    }
}
