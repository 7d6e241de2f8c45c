import Generator
import Render
import SpecModel

/// One random spec of a run — one file, or a service over several — and what gen made of it. Each spec is its
/// own module, named by its seed and place so that the specs of several seeds build side by side: target `S<seed>R<n>`,
/// and `S<seed>R<n>Mocks` for its mock networkers.
struct RandomSpec {
    var seed: UInt64
    var index: Int
    /// The files as gen read them: `S<seed>R<n>.yaml`, and `…b.yaml`, `…c.yaml` for a spec over several.
    var files: [(path: String, text: String)]
    var result: GenerationResult

    var target: String { Self.target(seed: seed, index: index) }

    /// The module of spec `index` of the run seeded with `seed`.
    static func target(seed: UInt64, index: Int) -> String { "S\(seed)R\(index)" }
    var isAccepted: Bool { !result.hasErrors }
    var apiFiles: [RenderedFile] { result.files.filter { $0.kind == .api } }
    var mockFiles: [RenderedFile] { result.files.filter { $0.kind == .mocks } }

    /// Spec `index` of the run seeded with `seed`, through gen's whole pipeline (public access, with mocks).
    static func make(seed: UInt64, index: Int) -> RandomSpec {
        let files = SpecGenerator.texts(seed: seed, index: index)
        let options = GenerationOptions(access: .public, mocksModule: target(seed: seed, index: index))
        let inputs = files.map { SpecInput(path: $0.path, bytes: Array($0.text.utf8)) }
        let result = Generation.run(inputs, options: options)
        return RandomSpec(seed: seed, index: index, files: files, result: result)
    }

    /// Every file's text under a `--- <file>` line.
    var yaml: String {
        files.map { "--- \($0.path)\n\($0.text)" }.joined()
    }

    /// How a failure names the spec, and how to regenerate it.
    var title: String { "\(target) (SPECGEN_RANDOM_SEED=\(seed), spec \(index))" }
}
