import Names
import SpecModel
import XCTest

/// The names the naming pass decides for one spec, and the printed diagnostics of the whole front end.
func decided(_ yaml: String) -> (names: Names, api: CheckedAPI, diagnostics: [String]) {
    let loaded = SpecLoader.load([SpecInput(path: "Names.yaml", bytes: Array(yaml.utf8))])
    let named = NamingPass.decide(loaded.api)
    return (named.names, loaded.api, (loaded.diagnostics + named.diagnostics).flatMap(\.lines))
}

/// The names of a valid spec (the test fails on any diagnostic).
func validNames(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> (names: Names, api: CheckedAPI) {
    let result = decided(yaml)
    XCTAssertEqual(result.diagnostics, [], "the spec must be valid", file: file, line: line)
    return (result.names, result.api)
}
