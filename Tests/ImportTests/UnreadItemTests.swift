import Foundation
@testable import OpenAPIImport
import SpecModel
import Wording
import XCTest
import YAML

/// A value the decoder can't read costs the smallest item that holds it, never the whole document.
final class UnreadItemTests: XCTestCase {
    private static let document = """
        openapi: 3.1.0
        info: { title: Zoo, version: "1", description: { $ref: intro.md } }
        tags:
          - name: animals
            description: { $ref: animals.md }
        paths:
          /animals:
            get:
              operationId: listAnimals
              tags: [animals]
              responses:
                "200":
                  description: ok
                  content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/A" } } } }
            post:
              operationId: addAnimal
              parameters: [{ name: x, in: nowhere }]
              responses: { "204": { description: none } }
          /keepers:
            summary: [not, a, string]
            get:
              operationId: listKeepers
              responses: { "204": { description: none } }
        components:
          schemas:
            A: { type: object, properties: { name: { type: string } } }
            B: { type: string, minLength: many }
        """

    func testEachUnreadableValueCostsOnlyTheItemHoldingIt() throws {
        let source = try openAPISource(Self.document, file: "zoo.yaml")
        let output = try Importer.run(source, options: ImportOptions()).get()
        // The POST with a parameter in no place and the path item whose summary is a list are left out, and count as
        // skipped; the tag's and the info's descriptions and the component B are left out with a warning.
        XCTAssertTrue(output.summary.hasPrefix("3 operations: 1 exact, 0 approximated, 2 skipped"), output.summary)
        let said = Diagnostic.sortedByPlace(output.warnings).flatMap(\.lines)
        // Each in the project's words, at the value: the key, what is there, what goes there, and what was left out.
        XCTAssertEqual(said, [
            "zoo.yaml:2:48: warning: 'description' is a mapping, where text goes; left out [unreadable-value]",
            "zoo.yaml:5:18: warning: 'description' is a mapping, where text goes; left out [unreadable-value]",
            "zoo.yaml:17:35: warning: 'in' is a string ('nowhere'), which OpenAPI doesn't allow there; operation "
                + "POST /animals left out [unreadable-value]",
            "zoo.yaml:20:14: warning: 'summary' is a list, where text goes; path item /keepers left out "
                + "[unreadable-value]",
            "zoo.yaml:27:35: warning: 'minLength' is a string ('many'), where a number goes; component schemas.B "
                + "left out [unreadable-value]",
        ])
        XCTAssertTrue(output.files.map(\.text).joined().contains("listAnimals"))
    }

    /// What the decoder can't read is said in the project's words: the key, what the document holds there, what
    /// goes there (a missing key as missing), never OpenAPIKit's own description.
    func testTheDecodersProblemsAreSaidByKeyFoundAndExpected() throws {
        let source = try openAPISource("""
            openapi: 3.0.3
            info: { title: H, version: "1" }
            servers: { url: "https://x" }
            paths:
              /a:
                get: { operationId: a, responses: [] }
              /b:
                get:
                  operationId: b
                  parameters: [{ in: query, schema: { type: string } }]
                  responses: { "200": { description: ok } }
              /c:
                get: { operationId: c, security: { key: [] }, responses: { "200": { description: ok } } }
            """, file: "h.yaml")
        let output = try Importer.run(source, options: ImportOptions()).get()
        XCTAssertEqual(Diagnostic.sortedByPlace(output.warnings).flatMap(\.lines), [
            "h.yaml:3:10: warning: 'servers' is a mapping, where a list goes; left out [unreadable-value]",
            "h.yaml:6:39: warning: 'responses' is a list, where a mapping goes; operation GET /a left out "
                + "[unreadable-value]",
            "h.yaml:10:20: warning: 'name' is missing, and OpenAPI requires it; operation GET /b left out "
                + "[unreadable-value]",
            "h.yaml:13:38: warning: 'security' is a mapping, where a list goes; operation GET /c left out "
                + "[unreadable-value]",
        ])
        XCTAssertEqual(output.summary, "3 operations: 0 exact, 0 approximated, 3 skipped")
        let version = try openAPISource("openapi: 3.0.3\ninfo: { title: H, version: 1 }\npaths: {}\n", file: "v.yaml")
        XCTAssertEqual(Diagnostic.sortedByPlace(try Importer.run(version, options: ImportOptions()).get().warnings)
            .flatMap(\.lines), [
                "v.yaml:2:28: warning: 'version' is an integer ('1'), where text goes; read as text [incomplete-info]",
            ])
    }

    /// The document's own title and version are read as text whatever they are; only an `openapi:` that isn't one of
    /// the versions read fails it whole.
    func testOnlyTheDocumentsVersionFailsItWhole() throws {
        let text = Self.document.replacingOccurrences(of: "version: \"1\", description",
                                                      with: "version: [1], description")
        let output = try Importer.run(try openAPISource(text, file: "zoo.yaml"), options: ImportOptions()).get()
        XCTAssertEqual(output.warnings.filter { $0.finding.diagnosticClass == "incomplete-info" }
            .map(\.location.mark.line), [2])
        let versionless = Self.document.replacingOccurrences(of: "openapi: 3.1.0", with: "openapi: [3.1.0]")
        guard case .failure(let failure) = Importer.run(try openAPISource(versionless, file: "zoo.yaml"),
                                                        options: ImportOptions()) else {
            return XCTFail("a document without a version imported")
        }
        XCTAssertEqual(failure.diagnostics.first?.location.mark.line, 1)
    }

    func testComponentKeysOpenAPIDoesntAllowAreRenamedEveryOneSaid() throws {
        let text = """
            openapi: 3.0.3
            info: { title: Bulk, version: "1" }
            security: [{ "api key": [] }]
            paths:
              /bulk:
                get:
                  operationId: bulk
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema:
                            oneOf:
                              - $ref: "#/components/schemas/bulk@200"
                              - $ref: "#/components/schemas/bulk::path.index"
                            discriminator:
                              propertyName: kind
                              mapping: { a: "bulk@200", b: "#/components/schemas/bulk::path.index" }
            components:
              x-groups:
                "Dev Essentials": { name: Dev Essentials }
              securitySchemes:
                "api key": { type: apiKey, in: header, name: X-Key }
              schemas:
                "bulk@200": { type: object, required: [kind], properties: { kind: { type: string } } }
                "bulk::path.index":
                  { type: object, required: [kind], properties: { kind: { type: string }, n: { type: integer } } }
            """
        let output = try Importer.run(try openAPISource(text, file: "bulk.yaml"), options: ImportOptions()).get()
        XCTAssertTrue(output.summary.hasPrefix("1 operation"), output.summary)
        XCTAssertEqual(output.exact, 1, output.warnings.flatMap(\.lines).joined(separator: "\n"))
        let said = Diagnostic.sortedByPlace(output.warnings).flatMap(\.lines).filter { $0.contains("component key") }
        XCTAssertEqual(said.count, 3, said.joined(separator: "\n"))
        XCTAssertTrue(said.contains { $0.hasPrefix("bulk.yaml:24:") && $0.contains("renamed 'api_key'") })
        XCTAssertTrue(said.contains { $0.hasPrefix("bulk.yaml:26:") && $0.contains("renamed 'bulk_200'") })
        XCTAssertTrue(said.contains { $0.hasPrefix("bulk.yaml:27:") && $0.contains("renamed 'bulk_path.index'") })
        let specs = output.files.map(\.text).joined()
        XCTAssertFalse(specs.contains("JSON"), specs)
        XCTAssertTrue(specs.contains("auth:"), specs)
    }
}
