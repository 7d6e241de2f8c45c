import Foundation
@testable import OpenAPIImport
import SpecModel
import Wording
import XCTest

/// Parameters read exactly where they once were approximated.
final class ParameterReadingTests: XCTestCase {
    func testOneValueOrAListOfThemIsTheListInAQueryAndTheValueInAPath() throws {
        let text = """
            openapi: 3.1.0
            info: { title: Tags, version: "1" }
            paths:
              /items/{id}:
                get:
                  operationId: items
                  parameters:
                    - name: id
                      in: path
                      required: true
                      schema: { oneOf: [{ type: integer }, { type: array, items: { type: integer } }] }
                    - name: tag
                      in: query
                      style: form
                      explode: false
                      schema: { anyOf: [{ type: array, items: { type: string } }, { type: string }] }
                  responses: { "204": { description: none } }
            """
        let output = try Importer.run(try openAPISource(text, file: "tags.yaml"), options: ImportOptions()).get()
        XCTAssertEqual(output.exact, 1, output.warnings.flatMap(\.lines).joined(separator: "\n"))
        let spec = output.files.map(\.text).joined()
        XCTAssertTrue(spec.contains("    params:\n      id: Int\n"), spec)
        XCTAssertTrue(spec.contains("tag: { type: \"[String]?\", style: comma }"), spec)
        let notes = output.warnings.flatMap(\.lines).filter { $0.contains("one value or a list") }
        XCTAssertEqual(notes.count, 2, notes.joined(separator: "\n"))
    }

    func testAnObjectInAQueryIsSentAsOpenAPIsStyleTableSays() throws {
        let text = """
            openapi: 3.0.3
            info: { title: Search, version: "1" }
            paths:
              /search:
                get:
                  operationId: search
                  parameters:
                    - name: params
                      in: query
                      required: true
                      schema: { $ref: "#/components/schemas/Params" }
                    - name: filter
                      in: query
                      style: deepObject
                      schema: { type: object, properties: { state: { type: string }, since: { type: integer } } }
                  responses: { "204": { description: none } }
            components:
              schemas:
                Params:
                  type: object
                  required: [q]
                  properties:
                    q: { type: string }
                    per_page: { type: integer }
                    tags: { type: array, items: { type: string } }
            """
        let output = try Importer.run(try openAPISource(text, file: "search.yaml"), options: ImportOptions()).get()
        XCTAssertEqual(output.exact, 1, output.warnings.flatMap(\.lines).joined(separator: "\n"))
        XCTAssertTrue(output.checkDiagnostics.isEmpty, output.checkDiagnostics.flatMap(\.lines).joined())
        let spec = output.files.map(\.text).joined()
        for line in ["      q: String\n", "      per_page: Int?\n", "      tags: \"[String]?\"\n",
                     "      \"filter[state]\": String?\n", "      \"filter[since]\": Int?\n"] {
            XCTAssertTrue(spec.contains(line), line + " in\n" + spec)
        }
    }

    func testAListInAPathIsSentAsItsStyleSaysAndAnExplodedOneIsSaid() throws {
        let text = """
            openapi: 3.1.0
            info: { title: Items, version: "1" }
            paths:
              /items/{ids}/{tags}/{marks}/{rest}:
                get:
                  operationId: items
                  parameters:
                    - { name: ids, in: path, required: true, schema: { type: array, items: { type: integer } } }
                    - name: tags
                      in: path
                      required: true
                      style: label
                      schema: { type: array, items: { type: string } }
                    - name: marks
                      in: path
                      required: true
                      style: matrix
                      explode: true
                      schema: { type: array, items: { type: string } }
                    - name: rest
                      in: path
                      required: true
                      style: form
                      schema: { type: array, items: { type: string } }
                  responses: { "204": { description: none } }
            """
        let output = try Importer.run(try openAPISource(text, file: "items.yaml"), options: ImportOptions()).get()
        let spec = output.files.map(\.text).joined()
        XCTAssertTrue(output.checkDiagnostics.isEmpty, output.checkDiagnostics.flatMap(\.lines).joined())
        XCTAssertTrue(spec.contains("path: \"/items/{ids}/.{tags}/;marks={marks}/{rest}\"\n"), spec)
        XCTAssertTrue(spec.contains("      ids: [Int]\n"), spec)
        XCTAssertTrue(spec.contains("      tags: [String]\n"), spec)
        XCTAssertTrue(spec.contains("      marks: String\n"), spec)
        let said = output.warnings.flatMap(\.lines)
        XCTAssertEqual(said.filter { $0.contains("'marks' is an exploded list in style matrix") }.count, 1,
                       said.joined(separator: "\n"))
        XCTAssertEqual(said.filter { $0.contains("'rest' is a list in style form, which no path holds") }.count, 1,
                       said.joined(separator: "\n"))
        XCTAssertEqual(said.count, 2, said.joined(separator: "\n"))
    }

    func testAllOfWithAMemberThatOnlyExcludesValuesIsTheOtherMember() throws {
        let text = """
            openapi: 3.0.3
            info: { title: Pay, version: "1" }
            paths:
              /instruments:
                get:
                  operationId: instruments
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              method:
                                allOf:
                                  - $ref: "#/components/schemas/Method"
                                  - not: { enum: [paypal] }
            components:
              schemas:
                Method: { type: string, enum: [card, paypal, ach] }
            """
        let output = try Importer.run(try openAPISource(text, file: "pay.yaml"), options: ImportOptions()).get()
        XCTAssertEqual(output.exact, 1, output.warnings.flatMap(\.lines).joined(separator: "\n"))
        XCTAssertTrue(output.files.map(\.text).joined().contains("method: Method?"), output.files.map(\.text).joined())
    }
}
