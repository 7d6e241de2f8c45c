import SpecModel
import Wording
import XCTest
import YAML

/// What reading a spec file finds is data — the kind of problem and what it is about — worded only where printed;
/// and none of it is about one model or endpoint (a file that doesn't read is the file's problem): no subject.
final class ParseFindingTests: XCTestCase {
    private func parse(_ yaml: String, examples: [String: String] = [:]) -> [Diagnostic] {
        SpecLoader.parse(SpecInput(path: "Specs/Birds.yaml", bytes: Array(yaml.utf8))) { path in
            examples[path].map { Array($0.utf8) }
        }.diagnostics
    }

    func testParseFindingsAreDataWithoutSubject() {
        let diagnostics = parse("""
            service: Birds
            versio: 1
            models:
              Bird:
                properties:
                  name: "[String"
            endpoints:
              list:
                path: /birds/{id}/{id}
                method: GETT
            """)
        XCTAssertEqual(diagnostics.map(\.finding), [
            .shape(.unknownKey("versio", in: .spec, suggestion: "version", cutAtComma: false)),
            .typeGrammar(.malformed("[String", .expectedClosingBracket)),
            .parse(.path("/birds/{id}/{id}", .repeatedPlaceholder("id"))),
            .parse(.unknownChoice(.httpMethod, "GETT", suggestion: "GET")),
        ])
        XCTAssertEqual(diagnostics[2].notes.map(\.finding), [.parse(.firstPlaceholder("id"))])
        XCTAssertEqual(diagnostics.map(\.message), [
            "unknown key 'versio' in a spec (did you mean 'version'?)",
            "malformed type '[String' (expected ']')",
            "placeholder '{id}' appears twice in path '/birds/{id}/{id}'",
            "unknown HTTP method 'GETT' (did you mean 'GET'?)",
        ])
        XCTAssertEqual(diagnostics.map(\.finding.subject), [nil, nil, nil, nil])
    }

    func testYAMLAndExampleFileFindingsAreDataWithoutSubject() {
        let diagnostics = parse("""
            service: Birds
            service: Nests
            endpoints:
              list:
                path: /birds
                response: "[String]"
                example: { file: missing.json }
              one:
                path: /bird
                response: String
                example: { file: bad.json }
            """, examples: ["Specs/bad.json": "{\"a\": 1, \"a\": 2}"])
        XCTAssertEqual(diagnostics.map(\.finding), [
            .yaml(.duplicateKey("service")),
            .exampleFile(.unreadable(path: "Specs/missing.json")),
            .yaml(.duplicateKey("a")),
        ])
        XCTAssertEqual(diagnostics[0].notes.map(\.finding), [.yaml(.keyFirstDefined("service"))])
        XCTAssertEqual(diagnostics.map(\.finding.subject), [nil, nil, nil])
    }
}
