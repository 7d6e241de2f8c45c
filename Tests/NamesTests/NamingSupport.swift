import Names
import SpecModel
import Wording
import XCTest

/// The names the naming pass decides for one spec, and the printed diagnostics of the whole front end.
func decided(_ yaml: String) -> (names: Names, api: CheckedAPI, diagnostics: [String]) {
    decided(files: [("Names.yaml", yaml)])
}

/// The names the naming pass decides for the specs of one run (`files` are (path, yaml) pairs).
func decided(files: [(String, String)]) -> (names: Names, api: CheckedAPI, diagnostics: [String]) {
    let loaded = SpecLoader.load(files.map { SpecInput(path: $0.0, bytes: Array($0.1.utf8)) })
    let named = NamingPass.decide(loaded.api)
    return (named.names, loaded.api, (loaded.diagnostics + named.diagnostics).flatMap(\.lines))
}

/// The names of a valid spec (the test fails on any diagnostic).
func validNames(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> (names: Names, api: CheckedAPI) {
    let result = decided(yaml)
    XCTAssertEqual(result.diagnostics, [], "the spec must be valid", file: file, line: line)
    return (result.names, result.api)
}
