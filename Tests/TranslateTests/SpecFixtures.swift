import Names
import SpecModel
import Wording
import XCTest

/// The one spec of `yaml`, loaded and checked (for direct tests of the Translate helpers).
func loadedSpec(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> Spec? {
    let loaded = SpecLoader.load([SpecInput(path: "Snippet.yaml", bytes: Array(yaml.utf8),
                                            source: "Specs/Snippet.yaml")])
    XCTAssertEqual(loaded.diagnostics.flatMap(\.lines), [], "the snippet's spec must be valid", file: file, line: line)
    XCTAssertEqual(loaded.specs.count, 1, file: file, line: line)
    return loaded.specs.first
}

/// The models of a spec by name.
func modelsByName(_ spec: Spec) -> [String: Model] {
    Dictionary(spec.models.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
}

/// The property `name` of model `model`.
func property(_ name: String, of model: String, in spec: Spec, file: StaticString = #filePath, line: UInt = #line)
    -> Property? {
    let found = spec.models.first { $0.name.value == model }?.properties.first { $0.name.value == name }
    XCTAssertNotNil(found, "no property \(model).\(name)", file: file, line: line)
    return found
}

/// The checked API and decided names of the one spec of `yaml`, which must be valid.
func checkedSpec(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> (CheckedAPI, Names)? {
    let loaded = SpecLoader.load([SpecInput(path: "Snippet.yaml", bytes: Array(yaml.utf8),
                                            source: "Specs/Snippet.yaml")])
    let named = NamingPass.decide(loaded.api)
    XCTAssertEqual((loaded.diagnostics + named.diagnostics).flatMap(\.lines), [], "the snippet's spec must be valid",
                   file: file, line: line)
    return (loaded.api, named.names)
}
