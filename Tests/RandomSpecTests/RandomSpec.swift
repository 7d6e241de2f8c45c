import Generator
import Render
import SpecModel

/// One random spec of a run and what gen made of it. Each spec is its own module: target `R<n>`, and
/// `R<n>Mocks` for its mock networkers.
struct RandomSpec {
    var seed: UInt64
    var index: Int
    var yaml: String
    var result: GenerationResult

    var target: String { "R\(index)" }
    var fileName: String { "\(target).yaml" }
    var isAccepted: Bool { !result.hasErrors }
    var apiFiles: [RenderedFile] { result.files.filter { $0.kind == .api } }
    var mockFiles: [RenderedFile] { result.files.filter { $0.kind == .mocks } }

    /// Spec `index` of the run seeded with `seed`, through gen's whole pipeline (public access, with mocks).
    static func make(seed: UInt64, index: Int) -> RandomSpec {
        let yaml = SpecGenerator.yaml(seed: seed, index: index)
        let target = "R\(index)"
        let result = Generation.run([SpecInput(path: "\(target).yaml", bytes: Array(yaml.utf8))],
                                    options: GenerationOptions(access: .public, mocksModule: target))
        return RandomSpec(seed: seed, index: index, yaml: yaml, result: result)
    }

    /// How a failure names the spec, and how to regenerate it.
    var title: String { "\(target) (SPECGEN_RANDOM_SEED=\(seed), spec \(index))" }
}
