import Foundation
import OpenAPIKit
@testable import OpenAPIImport
import SpecModel
import Wording
import XCTest
import YAML

/// Reads an inline OpenAPI document for the stage tests.
func openAPISource(_ yaml: String, file: String = "api.yaml") throws -> OpenAPISource {
    try OpenAPISource.read(Array(yaml.utf8), file: file).get()
}

/// The decoded document of an inline one.
func openAPIDocument(_ source: OpenAPISource) throws -> OpenAPI.Document {
    try DocumentLoader.load(source).get().document
}

/// The stages one by one: each stage's value, tested on its own.
final class ImportStageTests: XCTestCase {
    static let shop = """
        openapi: 3.0.3
        info: { title: Shop, version: "1" }
        paths:
          /items:
            get:
              operationId: items/list
              tags: [items, admin]
              responses:
                "200": { description: ok, content: { application/json: { schema: { type: array, \
        items: { $ref: "#/components/schemas/item_record" } } } } }
            options:
              operationId: itemsOptions
              responses: { "204": { description: none } }
          /orders:
            post:
              tags: [orders]
              requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Odd" } } } }
              responses: { "204": { description: none } }
        components:
          schemas:
            item_record:
              type: object
              required: [id]
              properties:
                id: { type: string }
                tags: { $ref: "#/components/schemas/Notted" }
                owner: { type: object, properties: { login: { type: string } } }
            Odd:
              type: object
              properties:
                shape: { $ref: "#/components/schemas/Notted" }
            Notted:
              not: { type: string }
        """

    func testNamesAreIdiomaticAndModelsLocatedInTheDocument() throws {
        let source = try openAPISource(Self.shop)
        let output = try Importer.run(source, options: ImportOptions()).get()
        let text = output.files.map(\.text).joined()
        XCTAssertTrue(text.contains("  ItemRecord:\n"), text)
        XCTAssertTrue(text.contains("  ItemRecordOwner:\n"), text)
        XCTAssertTrue(text.contains("  itemsList:\n"), text)
        XCTAssertTrue(text.contains("  postOrders:\n"), text)
        XCTAssertFalse(text.contains("item_record"), text)
        // Each value of a built spec points back into the document: the model at its schema's key.
        let model = try XCTUnwrap(output.specs.flatMap(\.models).first { $0.name.value == "ItemRecord" })
        XCTAssertEqual(model.name.mark, source.location(["components", "schemas", "item_record"]).mark)
    }

    func testGenRejectionsAreLocatedInTheDocument() throws {
        let source = try openAPISource(Self.shop)
        let converted = Importer.convert(try openAPIDocument(source), source: source, options: ImportOptions(),
                                         losses: [])
        var built = Importer.build(converted, refusals: Refusals())
        // Make the built spec wrong where the model is: gen's finding lands on the schema in the document.
        let file = try XCTUnwrap(built.specs.firstIndex { $0.models.contains { $0.name.value == "ItemRecord" } })
        let model = try XCTUnwrap(built.specs[file].models.firstIndex { $0.name.value == "ItemRecord" })
        guard case .object(var properties) = built.specs[file].models[model].kind,
              let id = properties.firstIndex(where: { $0.name.value == "id" }) else { return XCTFail("no property id") }
        properties[id].type = .named("Strng", at: properties[id].name.mark)
        built.specs[file].models[model].kind = .object(properties)
        let errors = Importer.check(built).map { Importer.located($0, in: source) }
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.location,
                       source.location(["components", "schemas", "item_record", "properties", "id"]))
        XCTAssertEqual(errors.first?.message,
                       "unknown type 'Strng' (did you mean 'String'?) (in \(built.specs[file].file))")
    }

    /// A named example two operations refer to has one place in the document; gen refuses it for the one whose
    /// response it doesn't fit (the first here), and only that one loses it.
    func testASharedExampleIsLeftOutOnlyWhereItDoesntFit() throws {
        let source = try openAPISource("""
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            paths:
              /items:
                get:
                  operationId: listItems
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { type: array, items: { type: object, properties: { id: { type: string } } } }
                          examples: { one: { $ref: "#/components/examples/item" } }
              /item:
                get:
                  operationId: getItem
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { type: object, properties: { id: { type: string } } }
                          examples: { one: { $ref: "#/components/examples/item" } }
            components:
              examples:
                item: { value: { id: a1 } }
            """)
        let output = try Importer.run(source, options: ImportOptions()).get()
        XCTAssertEqual(output.checkDiagnostics.flatMap(\.lines), [])
        XCTAssertEqual(output.warnings.map(\.message).filter { $0.contains("example") }.count, 1,
                       "\(output.warnings.flatMap(\.lines))")
        XCTAssertTrue(output.warnings.contains { $0.message.contains("example of 'listItems'") },
                      "\(output.warnings.flatMap(\.lines))")
        let text = output.files.map(\.text).joined()
        XCTAssertTrue(text.contains("example: { id: a1 }"), text)
    }
}

/// Vendor extensions, read from the located tree for the stages that know them.
final class VendorExtensionTests: XCTestCase {
    func testExtensionsAreReadFromTheTreeInTheirOrder() throws {
        let source = try openAPISource("""
            openapi: 3.1.0
            info: { title: T, version: "1" }
            paths:
              /a:
                get:
                  x-paging: { style: cursor }
                  operationId: a
                  x-name: listA
                  responses: { "204": { description: none } }
            """)
        let extensions = source.extensions(at: ["paths", "/a", "get"])
        XCTAssertEqual(extensions.map(\.key), ["x-paging", "x-name"])
        XCTAssertEqual(extensions.last?.value.string, "listA")
        XCTAssertEqual(extensions.first?.value.mark, Mark(line: 6, column: 17))
        XCTAssertTrue(source.extensions(at: ["paths", "/b"]).isEmpty)
    }
}

/// The layout stage on its own: files by first tag in the document's tag order, models in the one file that uses
/// them or in Shared.
final class ImportLayoutTests: XCTestCase {
    func testFilesFollowFirstTagsAndModelsTheirOnlyUser() throws {
        let source = try openAPISource("""
            openapi: 3.0.3
            info: { title: Zoo, version: "1" }
            tags: [{ name: keepers }, { name: animals }]
            paths:
              /animals:
                get:
                  tags: [animals, keepers]
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: \
            "#/components/schemas/Animal" } } } } }
              /keepers:
                get:
                  tags: [keepers]
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: \
            "#/components/schemas/Keeper" } } } } }
              /health:
                get:
                  responses: { "204": { description: none } }
            components:
              schemas:
                Animal: { type: object, properties: { name: { type: string }, \
            food: { $ref: "#/components/schemas/Food" } } }
                Keeper: { type: object, properties: { name: { type: string }, \
            food: { $ref: "#/components/schemas/Food" } } }
                Food: { type: object, properties: { kind: { type: string } } }
                Unused: { type: object, properties: { x: { type: string } } }
            """)
        let document = try openAPIDocument(source)
        let selection = Selector.select(document, source: source, options: ImportOptions())
        var converter = OperationConverter(schemas: SchemaConverter(components: document.components, source: source),
                                           components: document.components, document: document)
        for key in ["Animal", "Keeper", "Food", "Unused"] { _ = converter.schemas.component(key) }
        let endpoints = selection.operations.enumerated().compactMap { converter.endpoint($1, index: $0) }
        let models = converter.schemas.models
        let layout = ImportLayout.plan(service: "Zoo", tags: ["keepers", "animals"], endpoints: endpoints,
                                       models: models, written: models.indices.map(ImportedModelID.init))
        func key(_ id: ImportedModelID) -> String {
            if case .component(let key) = models[id.index].origin { return key }
            return "?"
        }
        XCTAssertEqual(layout.files.map(\.name), ["Zoo", "Keepers", "Animals", "Shared"])
        XCTAssertEqual(layout.files.map { $0.endpoints.map { endpoints[$0].path } },
                       [["/health"], ["/keepers"], ["/animals"], []])
        XCTAssertEqual(layout.files.map { $0.models.map(key) }, [[], ["Keeper"], ["Animal"], ["Food", "Unused"]])
    }

    func testManyEndpointsWithoutATagAreFiledByResource() throws {
        let source = try openAPISource("""
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            paths:
              /v1/customers: { get: { responses: { "204": { description: none } } } }
              /v1/customers/{id}: { delete: { responses: { "204": { description: none } } } }
              /2010-04-01/Calls.json: { get: { responses: { "204": { description: none } } } }
              /api/pets: { get: { responses: { "204": { description: none } } } }
              /pets/{id}: { get: { tags: [pets], responses: { "204": { description: none } } } }
              /shop: { get: { responses: { "204": { description: none } } } }
              /{id}: { get: { responses: { "204": { description: none } } } }
            """)
        let document = try openAPIDocument(source)
        let selection = Selector.select(document, source: source, options: ImportOptions())
        var converter = OperationConverter(schemas: SchemaConverter(components: document.components, source: source),
                                           components: document.components, document: document)
        let endpoints = selection.operations.enumerated().compactMap { converter.endpoint($1, index: $0) }
        func files(_ limit: Int) -> [String] {
            ImportLayout.plan(service: "Shop", tags: [], endpoints: endpoints, models: [], written: [],
                              untaggedInServiceFile: limit).files.map {
                $0.name + ": " + $0.endpoints.map { endpoints[$0].path }.joined(separator: " ")
            }
        }
        // Six without a tag: up to the limit they stay in the service's file.
        XCTAssertEqual(files(6), ["Shop: /v1/customers /v1/customers/{id} /2010-04-01/Calls.json /api/pets /shop /{id}",
                                  "Pets: /pets/{id}"])
        // Past it, by resource: a version or `api` segment skipped, the file of the same name joined (a tag's, the
        // service's), a path without a resource kept in the service's file.
        XCTAssertEqual(files(5),
                       ["Shop: /shop /{id}", "Pets: /api/pets /pets/{id}",
                        "Customers: /v1/customers /v1/customers/{id}", "CallsJson: /2010-04-01/Calls.json"])
        XCTAssertEqual(ImportLayout.resource(of: "/v2.1/api/{org}/teams/{id}"), "teams")
        XCTAssertEqual(ImportLayout.resource(of: "/rest/api/3/issue/{key}"), "issue")
        XCTAssertEqual(ImportLayout.resource(of: "/services/data/v58.0/sobjects"), "services")
        XCTAssertNil(ImportLayout.resource(of: "/"))
    }
}
