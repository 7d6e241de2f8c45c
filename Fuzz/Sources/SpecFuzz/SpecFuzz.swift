import Generator
import Names
import SpecModel
import Wording
import Translate

/// libFuzzer's entry point. Every input must go through without a crash; every diagnostic must be located in
/// the input; a spec without errors must name every member of every generated type once and render every file.
@_cdecl("LLVMFuzzerTestOneInput")
public func specFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = SpecInput(path: "Fuzz.yaml", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let loaded = SpecLoader.load([input])
    let named = NamingPass.decide(loaded.api)
    let diagnostics = loaded.diagnostics + named.diagnostics
    for diagnostic in diagnostics where diagnostic.location.file != "Fuzz.yaml" || diagnostic.location.mark.line < 1
        || diagnostic.location.mark.column < 1 {
        fatalError("unlocated diagnostic: \(diagnostic.lines)")
    }
    guard !diagnostics.contains(where: { $0.severity == .error }) else { return 0 }
    let translator = Translator(api: loaded.api, names: named.names, options: TranslateOptions(mocksModule: "API"))
    let files = translator.items.flatMap(translator.files(for:))
    for file in files {
        if let duplicate = file.duplicateName {
            fatalError("\(file.fileName): \(duplicate.scope) declares '\(duplicate.name)' twice")
        }
    }
    let result = Generation.run([input], options: GenerationOptions(mocksModule: "API", layout: .perType))
    if result.hasErrors || result.files.map(\.fileName) != files.map(\.fileName) {
        fatalError("a spec without errors rendered \(result.files.count) files of \(files.count)")
    }
    return 0
}
