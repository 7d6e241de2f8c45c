@testable import OpenAPIImport
import XCTest
import YAML

/// The normalize stage rewrites the many path items of `paths:` and schemas of a schema map on all cores: the tree and
/// the warnings, in the document's order, are those of one walk through it.
final class NormalizerTests: XCTestCase {
    /// `count` path items and as many component schemas, each with a defect (a path parameter not marked required, a
    /// response without a description, an integer bound that isn't an integer), and one map too small to split.
    private func document(count: Int) -> String {
        var text = "openapi: 3.0.3\ninfo: { title: Walk, version: '1' }\ncomponents:\n  schemas:\n"
        for index in 0..<count {
            text += "    Item\(index): { type: object, properties: { n: { type: integer, maximum: \(index).5 } } }\n"
        }
        text += "paths:\n"
        for index in 0..<count {
            text += """
              /items\(index)/{id}:
                get:
                  parameters: [{ name: id, in: path, schema: { type: string } }]
                  responses: { '200': { content: { application/json: { schema: { $ref: \
            '#/components/schemas/Item\(index)' } } } } }

            """
        }
        return text
    }

    func testPartsWalkedOnAllCoresGiveTheOneWalksTreeAndWarnings() throws {
        for count in [3, 63, 64, 200] {
            let source = try OpenAPISource.read(Array(document(count: count).utf8), file: "walk.yaml").get()
            let (normalized, losses) = Normalizer.normalize(source)
            // Three warnings per path item and schema: each defect found once, in the order written.
            XCTAssertEqual(losses.count, 3 * count, "\(count)")
            let marks = losses.compactMap(\.mark)
            XCTAssertEqual(marks.count, losses.count)
            XCTAssertEqual(marks, marks.sorted { ($0.line, $0.column) < ($1.line, $1.column) }, "\(count)")
            // Every defect was rewritten where it is: normalizing again finds nothing.
            XCTAssertEqual(Normalizer.normalize(normalized).losses.count, 0, "\(count)")
            let paths = try XCTUnwrap(normalized.root.mapping?.first { $0.key.string == "paths" }?.value.mapping)
            XCTAssertEqual(paths.map { $0.key.string }, (0..<count).map { "/items\($0)/{id}" })
        }
    }

    func testAnEnumOfStringsWithoutATypeIsAStringEnum() throws {
        let text = """
            openapi: 3.0.3
            info: { title: Reports, version: "1" }
            paths: {}
            components:
              schemas:
                Kinds: { type: array, items: { enum: [user_activity, "document_status", sms_activity] } }
                Mixed: { enum: [one, 2] }
                Single: { enum: [only] }
                Typed: { type: string, enum: [a, b] }
            """
        let (normalized, losses) = Normalizer.normalize(try OpenAPISource.read(Array(text.utf8), file: "r.yaml").get())
        XCTAssertEqual(losses.count, 0, "nothing is lost, so nothing is said")
        func type(_ path: [String]) -> String? {
            Normalizer.Walker.child(normalized.root, ["components", "schemas"] + path + ["type"])?.string
        }
        XCTAssertEqual(type(["Kinds", "items"]), "string")
        XCTAssertNil(type(["Mixed"]), "a number among the values: no one type")
        XCTAssertNil(type(["Single"]), "one value is a constant")
        XCTAssertEqual(type(["Typed"]), "string")
    }

    /// Readings that make one construct another: each document imports to the very specs of the one written with
    /// the reading by hand.
    func testATypeListIsOneOfItsTypesAndAnItemsListOneOfItsSchemas() throws {
        func specs(_ schemas: String) throws -> [String] {
            let text = "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n"
                + schemas
            let output = try Importer.run(try openAPISource(text), options: ImportOptions()).get()
            return output.files.map { $0.text.split(separator: "\n").dropFirst().joined(separator: "\n") }
        }
        XCTAssertEqual(try specs("""
                Id: { type: [string, integer, 'null'], description: An id, maxLength: 9, minimum: 1, format: int64 }
                Latest: { items: [{ $ref: '#/components/schemas/Id' }, { type: object }] }
                Tags: { type: array, items: [{ type: string }, { type: integer }] }
            """), try specs("""
                Id:
                  description: An id
                  oneOf:
                    - { type: string, maxLength: 9 }
                    - { type: integer, minimum: 1, format: int64 }
                    - { type: 'null' }
                Latest: { oneOf: [{ $ref: '#/components/schemas/Id' }, { type: object }] }
                Tags: { type: array, items: { oneOf: [{ type: string }, { type: integer }] } }
            """))
    }
}
