@testable import OpenAPIImport
import OpenAPIKit
import XCTest
import YAML

/// A 3.0 document is read as the 3.1 document that means the same: each construct the two versions write differently,
/// decoded as the importer decodes it, means what 3.0 says; data and names are left as written.
final class VersionUpgradeTests: XCTestCase {
    private func load(_ components: String, version: String = "3.0.3") throws -> OpenAPI.Document {
        let text = "openapi: \(version)\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n" + components
        let source = try OpenAPISource.read(Array(text.utf8), file: "doc.yaml").get()
        return try DocumentLoader.load(source).get().document
    }

    private func schema(_ name: OpenAPI.ComponentKey, in document: OpenAPI.Document) throws -> JSONSchema {
        try XCTUnwrap(document.components.schemas[name], "\(name)")
    }

    func testNullableReadsAsNullWithTheTypeOrAsNullableWithout() throws {
        let document = try load("""
              schemas:
                Text: { type: string, nullable: true, enum: [a, b] }
                Count: { type: integer, nullable: false }
                Either: { allOf: [{ $ref: '#/components/schemas/Text' }], nullable: true, description: d }
                Plain: { type: string }
            """)
        XCTAssertEqual(document.openAPIVersion, .v3_1_0)
        let text = try schema("Text", in: document)
        XCTAssertTrue(text.nullable)
        XCTAssertEqual(text.jsonType, .string)
        XCTAssertEqual(text.allowedValues, ["a", "b"])
        XCTAssertFalse(try schema("Count", in: document).nullable)
        let either = try schema("Either", in: document)
        XCTAssertTrue(either.nullable)
        XCTAssertEqual(either.description, "d")
        XCTAssertFalse(try schema("Plain", in: document).nullable)
    }

    func testABooleanExclusiveBoundReadsAsTheBoundItself() throws {
        let document = try load("""
              schemas:
                Open: { type: integer, minimum: 1, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: false }
                Ratio: { type: number, maximum: 1.5, exclusiveMaximum: true }
                Alone: { type: integer, exclusiveMinimum: true }
            """)
        let open = try XCTUnwrap(try schema("Open", in: document).integerContext)
        XCTAssertEqual(open.minimum?.value, 1)
        XCTAssertEqual(open.minimum?.exclusive, true)
        XCTAssertEqual(open.maximum?.value, 9)
        XCTAssertEqual(open.maximum?.exclusive, false)
        let ratio = try XCTUnwrap(try schema("Ratio", in: document).numberContext)
        XCTAssertEqual(ratio.maximum?.value, 1.5)
        XCTAssertEqual(ratio.maximum?.exclusive, true)
        XCTAssertNil(try schema("Alone", in: document).integerContext?.minimum)
    }

    /// 3.0 ignores the keys beside `$ref`; 3.1 would read a description there as an override.
    func testAReferenceIsNothingElse() throws {
        let document = try load("""
              schemas:
                Pet: { type: string }
                Owner:
                  type: object
                  properties:
                    pet: { $ref: '#/components/schemas/Pet', description: Ignored, type: integer }
              parameters:
                Id: { name: id, in: query, schema: { type: string } }
                Other: { $ref: '#/components/parameters/Id', description: Ignored }
            """)
        let pet = try XCTUnwrap(try schema("Owner", in: document).objectContext?.properties["pet"])
        guard case .reference(let reference, let core) = pet.value else { return XCTFail("\(pet)") }
        XCTAssertEqual(reference.name, "Pet")
        XCTAssertNil(core.description)
        guard case .a(let other)? = document.components.parameters["Other"] else {
            return XCTFail("\(String(describing: document.components.parameters["Other"]))")
        }
        XCTAssertNil(other.description)
    }

    /// A 3.1 keyword means nothing in a 3.0 schema: `examples` as a map of examples (3.1 wants a list) and `const`
    /// are not read.
    func testKeywordsOf31AreNotReadIn30() throws {
        let document = try load("""
              schemas:
                Code: { type: string, const: fixed, examples: { one: { value: x } }, x-note: kept }
            """)
        let code = try schema("Code", in: document)
        XCTAssertNil(code.allowedValues)
        XCTAssertEqual(code.examples, [])
        // The same schema in a 3.1 document is read with them, and fails on the map: it is left out.
        let without = try load("""
              schemas:
                Code: { type: string, const: fixed, examples: { one: { value: x } } }
                Other: { type: string }
            """, version: "3.1.0")
        XCTAssertEqual(without.components.schemas.keys.map(\.rawValue), ["Other"])
    }

    /// Schemas are found wherever a 3.0 document has them, an encoding's headers too; examples are data, never
    /// rewritten.
    func testSchemasAreUpgradedWhereverTheyAreAndDataIsLeftAlone() throws {
        let document = try load("""
              requestBodies:
                Upload:
                  content:
                    multipart/form-data:
                      schema: { type: object, properties: { file: { type: string, format: binary } } }
                      encoding:
                        file: { headers: { X-Rate: { schema: { type: integer, minimum: 0, exclusiveMinimum: true } } } }
                      example: { file: x, nullable: true, $ref: kept, exclusiveMinimum: true }
            """)
        guard case .b(let body)? = document.components.requestBodies["Upload"],
              case .b(let content)? = body.content[.multipartForm] else { return XCTFail("no body") }
        let header = content.encodingMap?["file"]?.headers?["X-Rate"]
        guard case .b(let rate)? = header, case .a(let context) = rate.schemaOrContent,
              case .b(let schema) = context.schema else { return XCTFail("\(String(describing: header))") }
        XCTAssertEqual(schema.integerContext?.minimum?.exclusive, true)
        let example: [String: AnyCodable] = ["file": "x", "nullable": true, "$ref": "kept", "exclusiveMinimum": true]
        XCTAssertEqual(content.example, AnyCodable(example))
    }

    /// What 3.0 requires and 3.1 doesn't is not required of a 3.0 document either: a document of components alone (no
    /// `paths`), an operation without `responses`; and a security scheme given by `$ref`, which 3.0 allows too.
    func testWhat31NoLongerRequiresIsNotRequiredOf30() throws {
        let text = """
            openapi: 3.0.3
            info: { title: T, version: '1' }
            components:
              schemas: { Pet: { type: string } }
              securitySchemes:
                key: { type: apiKey, in: header, name: X-Key }
                other: { $ref: '#/components/securitySchemes/key' }
            """
        let source = try OpenAPISource.read(Array(text.utf8), file: "doc.yaml").get()
        let document = try DocumentLoader.load(source).get().document
        XCTAssertTrue(document.paths.isEmpty)
        XCTAssertNotNil(document.components.schemas["Pet"])
        guard case .a? = document.components.securitySchemes["other"] else {
            return XCTFail("\(String(describing: document.components.securitySchemes["other"]))")
        }
        let operation = "paths:\n  /pets:\n    get: { operationId: listPets }\n"
        let withPaths = try OpenAPISource.read(Array((text + "\n" + operation).utf8), file: "doc.yaml").get()
        let get = try DocumentLoader.load(withPaths).get().document.paths["/pets"]?.pathItemValue?.get
        XCTAssertEqual(get?.operationId, "listPets")
        XCTAssertEqual(get?.responses.isEmpty, true)
    }

    /// A value the decoder refuses is still found at its line and column in the document as written.
    func testAnErrorIsAtItsPlaceInTheDocumentAsWritten() throws {
        let text = """
            openapi: 3.0.3
            info: { title: T, version: '1' }
            paths: {}
            components:
              schemas:
                Name: { type: string, nullable: true, minLength: many }
            """
        let source = try OpenAPISource.read(Array(text.utf8), file: "doc.yaml").get()
        let loaded = try DocumentLoader.load(source).get()
        XCTAssertNil(loaded.document.components.schemas["Name"])
        let location = source.location(of: try XCTUnwrap(loaded.losses.first?.mark))
        let line = text.split(separator: "\n")[5]
        let column = line.distance(from: line.startIndex, to: try XCTUnwrap(line.range(of: "many")).lowerBound) + 1
        XCTAssertEqual(location.mark.line, 6)
        XCTAssertEqual(location.mark.column, column)
    }
}
