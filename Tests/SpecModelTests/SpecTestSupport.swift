import SpecModel
import Wording
import XCTest

/// Loads inline YAML specs (named `Specs/<name>.yaml` unless given) and returns what the loader made;
/// `examples` are the files examples may name (path → text).
func loadSpecs(_ files: [(name: String, yaml: String)], examples: [String: String] = [:]) -> LoadedSpecs {
    SpecLoader.load(files.map { SpecInput(path: $0.name, bytes: Array($0.yaml.utf8)) }) { path in
        examples[path].map { Array($0.utf8) }
    }
}

/// Loads one spec that must be valid, failing the test with its diagnostics otherwise.
func validSpec(_ yaml: String, examples: [String: String] = [:], file: StaticString = #filePath,
               line: UInt = #line) throws -> Spec {
    let loaded = loadSpecs([("Specs/Test.yaml", yaml)], examples: examples)
    XCTAssertEqual(loaded.diagnostics.flatMap(\.lines), [], file: file, line: line)
    return try XCTUnwrap(loaded.specs.first, file: file, line: line)
}
