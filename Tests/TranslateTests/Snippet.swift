import Generator
import Render
import SpecModel
import Wording
import Translate
import XCTest

/// Snippet tests: inline YAML in, generated Swift out. `generated(yaml)` gives every file by name.
func generated(_ yaml: String, access: AccessLevel = .public, conformances: Set<Conformances.Extra> = [],
               properties: StoredProperties = .mutable, file: StaticString = #filePath,
               line: UInt = #line) -> [String: String] {
    let result = Generation.run([SpecInput(path: "Snippet.yaml", bytes: Array(yaml.utf8),
                                           source: "Specs/Snippet.yaml")],
                                options: GenerationOptions(access: access, conformances: conformances, layout: .perType,
                                                           properties: properties))
    XCTAssertEqual(result.diagnostics.flatMap(\.lines), [], "the snippet's spec must be valid", file: file, line: line)
    return Dictionary(result.files.map { ($0.fileName, $0.contents) }, uniquingKeysWith: { first, _ in first })
}

/// Asserts that `text` holds `expected` (a run of whole lines), showing both on failure.
func assertContains(_ text: String?, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    guard let text else { return XCTFail("no such file", file: file, line: line) }
    if !text.contains(expected) {
        XCTFail("expected to find:\n\(expected)\n--- in:\n\(text)", file: file, line: line)
    }
}
