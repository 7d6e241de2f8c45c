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
    try DocumentLoader.load(source).get()
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
                "200": { description: ok, content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/item_record" } } } } }
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

    /// The import that hands over its work as it ends (for a command about to exit) makes what the one that frees it
    /// makes, and hands it over once: the document's trees, its decoded model and the converted models among it.
    func testTheImportThatHandsOverItsWorkMakesTheSame() throws {
        let source = try openAPISource(Self.shop)
        var handed: [Any] = []
        let kept = try Importer.run(source, options: ImportOptions(), leaving: { handed.append($0) }).get()
        let freed = try Importer.run(source, options: ImportOptions()).get()
        XCTAssertEqual(kept.files.map(\.name), freed.files.map(\.name))
        XCTAssertEqual(kept.files.map(\.text), freed.files.map(\.text))
        XCTAssertEqual(kept.warnings.flatMap(\.lines), freed.warnings.flatMap(\.lines))
        XCTAssertEqual(handed.count, 1)
        let work = try XCTUnwrap(handed.first.flatMap { Mirror(reflecting: $0).children.map(\.value) })
        XCTAssertTrue(work.contains { $0 is Importer.Converted }, "the converted document and models")
        XCTAssertTrue(work.contains { $0 is OpenAPISource }, "the normalized tree")
    }

    func testSelectionKeepsTheWrittenOrderAndFiltersByAnyTag() throws {
        let source = try openAPISource(Self.shop)
        let document = try openAPIDocument(source)
        let all = Selector.select(document, source: source, options: ImportOptions())
        XCTAssertEqual(all.operations.map { "\($0.method?.rawValue ?? "-") \($0.path)" }, ["GET /items", "- /items", "POST /orders"])
        XCTAssertEqual(all.losses.map(\.effect), [.skips], "OPTIONS has no spec method")
        XCTAssertEqual(all.losses.first?.subjects, [.operation(1)])
        XCTAssertFalse(all.filtered)
        let admin = Selector.select(document, source: source, options: ImportOptions(tags: ["admin"]))
        XCTAssertEqual(admin.operations.map(\.path), ["/items"], "an operation with the tag among its tags is selected")
        XCTAssertTrue(admin.filtered)
    }

    func testLossesAreChargedToWhatIsConvertedAndToEveryUserOfAComponentWithout() throws {
        let source = try openAPISource(Self.shop)
        let document = try openAPIDocument(source)
        var converter = SchemaConverter(components: document.components, source: source)
        let item = converter.component("item_record")
        let odd = converter.component("Odd")
        guard case .model(let itemID) = item.type, case .model(let oddID) = odd.type else { return XCTFail("models expected") }
        let notLosses = converter.losses.filter { $0.message.hasPrefix("'not'") }
        XCTAssertEqual(notLosses.count, 1, "the component is converted once")
        XCTAssertEqual(notLosses.first?.subjects, [.model(itemID), .model(oddID)], "and its loss is charged to each model using it")
        XCTAssertEqual(notLosses.first?.location, ["components", "schemas", "Notted"])
        guard case .object(let properties, _) = converter.models[itemID.index].kind else { return XCTFail("an object") }
        XCTAssertEqual(properties.map(\.key), ["id", "tags", "owner"])
        XCTAssertEqual(properties.map(\.required), [true, false, false])
        guard case .model(let ownerID) = properties[2].type.type else { return XCTFail("an inline model") }
        XCTAssertEqual(converter.models[ownerID.index].origin, .inline(owner: .model(itemID), suffix: "Owner"))
    }

    func testTheTallyCountsFromTheLosses() throws {
        let output = try Importer.run(try openAPISource(Self.shop), options: ImportOptions()).get()
        // items/list reads item_record, whose 'tags' stands in JSON for `not`; createOrder sends Odd, likewise; OPTIONS is skipped.
        XCTAssertEqual(output.summary, "3 operations: 0 exact, 2 approximated, 1 skipped, 0 of 1 list-shaped paged")
        XCTAssertEqual(output.warnings.map(\.message), ["OPTIONS has no spec method (GET, POST, PUT, PATCH, DELETE, HEAD); skipped",
                                                        "'not' can't be expressed; imported as JSON"])
    }

    func testNamesAreIdiomaticAndModelsLocatedInTheDocument() throws {
        let source = try openAPISource(Self.shop)
        let output = try Importer.run(source, options: ImportOptions()).get()
        let text = output.files.map(\.text).joined()
        XCTAssertTrue(text.contains("  ItemRecord:\n"), text)
        XCTAssertTrue(text.contains("  ItemRecordOwner:\n"), text)
        XCTAssertTrue(text.contains("  itemsList:\n"), text)
        XCTAssertTrue(text.contains("  postOrders:\n"), text)
        XCTAssertFalse(text.contains("item_record"), text)
        // Each line of a written spec points back into the document: the model's line at its schema's key.
        let (name, written) = try XCTUnwrap(output.files.enumerated().first { $0.element.text.contains("  ItemRecord:\n") }.map { ($0.element.name, $0.offset) })
        let lines = output.files[written].text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try XCTUnwrap(lines.firstIndex(of: "  ItemRecord:"))
        XCTAssertEqual(output.origins[written][line], source.location(["components", "schemas", "item_record"]).mark, name)
    }

    func testGenRejectionsAreLocatedInTheDocument() throws {
        let source = try openAPISource(Self.shop)
        var output = try Importer.run(source, options: ImportOptions()).get()
        // Make the written spec wrong where the model is: gen's complaint lands on the schema in the document.
        let index = try XCTUnwrap(output.files.firstIndex { $0.text.contains("  ItemRecord:\n") })
        output.files[index].text = output.files[index].text.replacingOccurrences(of: "      id: String\n", with: "      id: Strng\n")
        var parsed: [String: ParsedSpec] = [:]
        let diagnostics = Importer.check(output, source: source, parsed: &parsed)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.location, source.location(["components", "schemas", "item_record", "properties", "id"]))
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("unknown type 'Strng'") == true, diagnostics.first?.message ?? "")
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
        XCTAssertEqual(output.warnings.map(\.message).filter { $0.contains("example") }.count, 1, "\(output.warnings.flatMap(\.lines))")
        XCTAssertTrue(output.warnings.contains { $0.message.contains("endpoint 'listItems'") }, "\(output.warnings.flatMap(\.lines))")
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
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Animal" } } } } }
              /keepers:
                get:
                  tags: [keepers]
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Keeper" } } } } }
              /health:
                get:
                  responses: { "204": { description: none } }
            components:
              schemas:
                Animal: { type: object, properties: { name: { type: string }, food: { $ref: "#/components/schemas/Food" } } }
                Keeper: { type: object, properties: { name: { type: string }, food: { $ref: "#/components/schemas/Food" } } }
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
        let layout = ImportLayout.plan(service: "Zoo", tags: ["keepers", "animals"], endpoints: endpoints, models: models,
                                       written: models.indices.map(ImportedModelID.init))
        func key(_ id: ImportedModelID) -> String {
            if case .component(let key) = models[id.index].origin { return key }
            return "?"
        }
        XCTAssertEqual(layout.files.map(\.name), ["Zoo", "Keepers", "Animals", "Shared"])
        XCTAssertEqual(layout.files.map { $0.endpoints.map { endpoints[$0].path } }, [["/health"], ["/keepers"], ["/animals"], []])
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
            ImportLayout.plan(service: "Shop", tags: [], endpoints: endpoints, models: [], written: [], untaggedInServiceFile: limit).files.map {
                $0.name + ": " + $0.endpoints.map { endpoints[$0].path }.joined(separator: " ")
            }
        }
        // Six without a tag: up to the limit they stay in the service's file.
        XCTAssertEqual(files(6), ["Shop: /v1/customers /v1/customers/{id} /2010-04-01/Calls.json /api/pets /shop /{id}", "Pets: /pets/{id}"])
        // Past it, by resource: a version or `api` segment skipped, the file of the same name joined (a tag's, the
        // service's), a path without a resource kept in the service's file.
        XCTAssertEqual(files(5), ["Shop: /shop /{id}", "Pets: /api/pets /pets/{id}", "Customers: /v1/customers /v1/customers/{id}",
                                  "CallsJson: /2010-04-01/Calls.json"])
        XCTAssertEqual(ImportLayout.resource(of: "/v2.1/api/{org}/teams/{id}"), "teams")
        XCTAssertEqual(ImportLayout.resource(of: "/rest/api/3/issue/{key}"), "issue")
        XCTAssertEqual(ImportLayout.resource(of: "/services/data/v58.0/sobjects"), "services")
        XCTAssertNil(ImportLayout.resource(of: "/"))
    }
}
