import Foundation
import OpenAPIKit
@testable import OpenAPIImport
import XCTest
import YAML

/// A filtered import decodes only the operations its filters select and the components they reach, and makes of
/// them exactly what it made of the whole document.
final class DocumentPruningTests: XCTestCase {
    static let zoo = """
        openapi: 3.0.3
        info: { title: Zoo, version: "1" }
        tags: [{ name: pets }, { name: staff }]
        paths:
          /pets:
            parameters: [{ $ref: "#/components/parameters/Limit" }]
            get:
              operationId: listPets
              tags: [pets]
              responses:
                "200": { $ref: "#/components/responses/Pets" }
                default: { description: error, content: { application/json: { schema: { $ref: \
        "#/components/schemas/Problem" } } } }
            post:
              operationId: addPet
              tags: [staff]
              requestBody: { $ref: "#/components/requestBodies/NewPet" }
              responses: { "204": { description: added } }
          /keepers/{id}:
            get:
              operationId: getKeeper
              tags: [staff]
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              security: [{ key: [] }]
              responses: { "200": { description: ok, content: { application/json: { schema: { $ref: \
        "#/components/schemas/Keeper" } } } } }
          /shared: { $ref: "#/components/pathItems/Shared" }
        components:
          parameters:
            Limit: { name: limit, in: query, schema: { $ref: "#/components/schemas/Count" } }
          responses:
            Pets: { description: pets, content: { application/json: { schema: { type: array, \
        items: { $ref: "#/components/schemas/Pet" } } } } }
          requestBodies:
            NewPet: { content: { application/json: { schema: { $ref: "#/components/schemas/NewPet" } } } }
          schemas:
            Count: { type: integer }
            Problem: { type: object, properties: { title: { type: string } } }
            Pet:
              oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }]
              discriminator: { propertyName: kind, mapping: { cat: "#/components/schemas/Cat", dog: Dog, bird: Bird } }
            Cat: { type: object, required: [kind], properties: { kind: { type: string }, \
        friend: { $ref: "#/components/schemas/Pet" } } }
            Dog: { type: object, required: [kind], properties: { kind: { type: string } } }
            Bird: { type: object, required: [kind], properties: { kind: { type: string }, \
        owner: { $ref: "#/components/schemas/Owner" } } }
            Owner: { type: object, properties: { name: { type: string } } }
            NewPet: { type: object, properties: { name: { type: string } } }
            Keeper: { type: object, properties: { name: { type: string } } }
            Unused: { type: object, properties: { name: { type: string } } }
          securitySchemes:
            key: { type: apiKey, in: header, name: X-Key }
          pathItems:
            Shared: { get: { responses: { "204": { description: none } } } }
        """

    private func pruned(_ text: String, tags: [String] = [], operations: [String] = [],
                        pathPrefixes: [String] = []) throws -> Node {
        var options = ImportOptions()
        options.tags = tags
        options.operations = operations
        options.pathPrefixes = pathPrefixes
        return DocumentPruning.prune(try openAPISource(text).root, selecting: options)
    }

    private func keys(_ node: Node, _ path: [String]) -> [String] {
        var node = node
        for key in path {
            node = node.mapping?.first { $0.key.string == key }?.value ?? Node(.mapping([]), mark: .start)
        }
        return node.mapping?.compactMap(\.key.string) ?? []
    }

    func testKeepsTheSelectedOperationsAndWhatTheyReach() throws {
        let root = try pruned(Self.zoo, tags: ["pets"])
        XCTAssertEqual(keys(root, ["paths"]), ["/pets", "/shared"], "a path item by reference is kept as written")
        XCTAssertEqual(keys(root, ["paths", "/pets"]), ["parameters", "get"],
                       "the path item's unselected operation is left out")
        // Through a path item's parameters, a response, a union, a discriminator's mapping (a reference, a name,
        // a name of no member) and what they reach in turn; only the schemas of the pets' operation.
        XCTAssertEqual(keys(root, ["components", "schemas"]),
                       ["Count", "Problem", "Pet", "Cat", "Dog", "Bird", "Owner"])
        XCTAssertEqual(keys(root, ["components", "parameters"]), ["Limit"])
        XCTAssertEqual(keys(root, ["components", "responses"]), ["Pets"])
        XCTAssertEqual(keys(root, ["components", "requestBodies"]), [])
        XCTAssertEqual(keys(root, ["components", "pathItems"]), ["Shared"])
        XCTAssertEqual(keys(root, ["components", "securitySchemes"]), ["key"], "security schemes are kept whole")
        XCTAssertEqual(keys(root, []), ["openapi", "info", "tags", "paths", "components"])
    }

    func testSelectsByOperationIDAndPath() throws {
        let byID = try pruned(Self.zoo, operations: ["addPet"])
        XCTAssertEqual(keys(byID, ["paths", "/pets"]), ["parameters", "post"])
        XCTAssertEqual(keys(byID, ["components", "schemas"]), ["Count", "NewPet"])
        let byPath = try pruned(Self.zoo, pathPrefixes: ["/keepers"])
        XCTAssertEqual(keys(byPath, ["paths"]), ["/keepers/{id}", "/shared"])
        XCTAssertEqual(keys(byPath, ["components", "schemas"]), ["Keeper"])
    }

    /// The filtered import of every fixture, for each of its tags and each first segment of its paths alone: the
    /// pruned document converts and writes to the very files and warnings the whole one does.
    func testAFilteredImportWritesWhatTheWholeDocumentGives() throws {
        let names = try ImportGoldenTests.documents()
        var compared = 0
        for name in names + ["zoo"] {
            let text = name == "zoo" ? Self.zoo
                : try String(contentsOf: ImportGoldenTests.fixtures.appendingPathComponent(name), encoding: .utf8)
            let source = Normalizer.normalize(Swagger2.upgrade(try openAPISource(text, file: name)).source).source
            let whole = try DocumentLoader.load(source).get().document
            let items = whole.paths.compactMap { path, item in item.b.map { (path.rawValue, $0) } }
            let filters = Set(items.flatMap { $0.1.endpoints.flatMap { $0.operation.tags ?? [] } }).map { tag in
                var options = ImportOptions()
                options.tags = [tag]
                return options
            } + Set(items.map { "/" + ($0.0.split(separator: "/").first ?? "") }).map { prefix in
                var options = ImportOptions()
                options.pathPrefixes = [prefix]
                return options
            }
            for options in filters {
                let part = try DocumentLoader.load(source, selecting: options).get().document
                let what = "\(name) \(options.tags) \(options.pathPrefixes)"
                let expected = written(Importer.convert(whole, source: source, options: options, losses: []))
                let got = written(Importer.convert(part, source: source, options: options, losses: []))
                XCTAssertEqual(got.files.map(\.name), expected.files.map(\.name), what)
                XCTAssertEqual(got.files.map(\.text), expected.files.map(\.text), what)
                XCTAssertEqual(got.warnings, expected.warnings, what)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 40)
    }

    func testAnUnselectedOperationCantRefuseTheImport() throws {
        // The keeper operation names a security scheme the document doesn't declare: decoding can't read it, and the
        // whole document leaves it out.
        let text = Self.zoo.replacingOccurrences(of: "security: [{ key: [] }]", with: "security: [{ nope: [] }]")
        let source = try openAPISource(text)
        let whole = try DocumentLoader.load(source).get()
        XCTAssertEqual(whole.losses.map(\.subjects), [[.unreadOperation("GET /keepers/{id}")]])
        var options = ImportOptions()
        options.tags = ["pets"]
        let output = try Importer.run(source, options: options).get()
        XCTAssertEqual(output.operations, 1, output.summary + " " + output.warnings.flatMap(\.lines).joined())
        XCTAssertEqual(output.exact, 1, output.warnings.map(\.message).joined(separator: "\n"))
    }

    /// The specs a conversion builds without refusals, written.
    private func written(_ converted: Importer.Converted) -> ImportOutput {
        Importer.write(converted, Importer.build(converted, refusals: Refusals()))
    }
}
