import Names
import Render
import SpecModel
import Translate
import YAML

/// What one run produces: the specs read, the files to write (nothing when there is any error) and every problem.
public struct GenerationResult: Sendable {
    public var specs: [Spec]
    public var files: [RenderedFile]
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The pure pipeline: spec bytes → YAML → checked specs → names → views → rendered files. No file system: the
/// CLI reads and writes.
public enum Generation {
    /// `readFile` reads the files examples name (`{ file: … }`), relative paths joined to the spec's folder.
    public static func run(_ inputs: [SpecInput], options: GenerationOptions = GenerationOptions(),
                           readFile: @escaping SpecLoader.FileReader = { _ in nil }) -> GenerationResult {
        let loaded = SpecLoader.load(inputs, readFile: readFile)
        let named = NamingPass.decide(loaded.api)
        var diagnostics = SpecLoader.sorted(loaded.diagnostics + named.diagnostics, files: inputs.map(\.path))
        let templates: TemplateSet
        do {
            templates = try TemplateSet(overrides: options.templateOverrides.mapValues(\.text))
        } catch {
            let path = options.templateOverrides[error.template]?.path ?? "\(error.template).mustache"
            diagnostics.append(Diagnostic(.error, "template does not parse: \(error.message)",
                                          at: Location(file: path, mark: Mark(line: error.line, column: error.column))))
            return GenerationResult(specs: loaded.specs, files: [], diagnostics: diagnostics)
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return GenerationResult(specs: loaded.specs, files: [], diagnostics: diagnostics)
        }
        let translator = Translator(api: loaded.api, names: named.names,
                                    options: TranslateOptions(access: options.access, mocksModule: options.mocksModule))
        let files = Renderer.render(translator.items, translator: translator, with: templates)
        return GenerationResult(specs: loaded.specs, files: files, diagnostics: diagnostics)
    }
}
