import Foundation
@testable import OpenAPIImport
import SpecModel
import Wording
import XCTest
import YAML

/// Documents split over many files: each `$ref` to another file resolved in the located tree, every value located in
/// its own file, and what can't be read costing only what refers to it.
final class BundlerTests: XCTestCase {
    /// Imports the document `root` of `files` (a table of paths and texts).
    private func imported(_ files: [String: String], root: String = "api/openapi.yaml",
                          overlays: [(String, String)] = []) throws -> ImportOutput {
        var options = ImportOptions()
        options.files = FileTable(files.mapValues { Array($0.utf8) })
        options.overlays = try overlays.enumerated().map { index, overlay in
            try Overlay.read(Array(overlay.1.utf8), file: overlay.0, document: index + 1).get()
        }
        return try Importer.run(try openAPISource(files[root]!, file: root), options: options).get()
    }

    /// The tree `root` of `files` bundles to.
    private func bundled(_ files: [String: String], root: String = "api/openapi.yaml")
        throws -> (source: OpenAPISource, losses: [ImportLoss]) {
        let source = try openAPISource(files[root]!, file: root)
        return Bundler.bundle(source, files: FileTable(files.mapValues { Array($0.utf8) }), firstDocument: 1)
    }

    private func warnings(_ output: ImportOutput) -> [String] {
        Diagnostic.sortedByPlace(output.warnings).flatMap(\.lines)
    }

    private static let pets = """
        openapi: 3.1.0
        info: { title: Pets, version: "1" }
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema: { type: array, items: { $ref: "%@" } }
        """

    func testTheFixtureTreeImportsAsTheOneFileMadeByHand() throws {
        let fixtures = ImportGoldenTests.fixtures
        let root = fixtures.appendingPathComponent("MultiFile/api/openapi.yaml")
        let source = try OpenAPISource.read(Array(try Data(contentsOf: root)), file: root.path).get()
        let tree = try Importer.run(source, options: ImportOptions()).get()
        let (one, _) = try ImportGoldenTests.imported("MultiFileBundled.yaml")
        let specs = Dictionary(uniqueKeysWithValues: tree.files.map { ($0.name, $0.text) })
        XCTAssertEqual(Set(specs.keys), Set(one.keys).subtracting(["warnings.txt", "summary.txt"]))
        for (name, text) in specs {
            let body = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            let expected = one[name]?.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            XCTAssertEqual(Array(body), expected.map(Array.init), name)
        }
        // Every finding in the file it concerns: the path parameter not marked required where it is written, the
        // missing file and the URL where their $refs are.
        let said = warnings(tree)
        let parameters = fixtures.appendingPathComponent("MultiFile/common/parameters.yaml").path
        XCTAssertTrue(said.contains { $0.hasPrefix(parameters + ":2:3: warning:") && $0.contains("required") },
                      said.joined(separator: "\n"))
        XCTAssertTrue(said.contains { $0.hasPrefix(root.path + ":39:17: warning:") && $0.contains("Missing.yaml")
                && $0.contains("doesn't exist") }, said.joined(separator: "\n"))
        XCTAssertTrue(said.contains { $0.hasPrefix(root.path + ":41:17: warning:") && $0.contains("is a URL") },
                      said.joined(separator: "\n"))
        XCTAssertFalse(said.contains { $0.contains("openapi.yaml:") && $0.contains("required") })
    }

    func testItemsOfTheSameNameInTwoFilesAreNumbered() throws {
        let text = """
            openapi: 3.1.0
            info: { title: Pets, version: "1" }
            paths: {}
            components:
              schemas:
                Pair:
                  type: object
                  properties:
                    a: { $ref: "a.yaml#/Pet" }
                    b: { $ref: "b.yaml#/Pet" }
                    again: { $ref: "./a.yaml#/Pet" }
            """
        let pet = "Pet: { type: object, properties: { name: { type: string } } }\n"
        let (source, losses) = try bundled(["api/openapi.yaml": text, "api/a.yaml": pet, "api/b.yaml": pet])
        XCTAssertTrue(losses.isEmpty)
        let schemas = Normalizer.Walker.child(source.root, ["components", "schemas"])?.mapping ?? []
        XCTAssertEqual(schemas.compactMap(\.key.string), ["Pair", "Pet", "Pet2"])
        let properties = Normalizer.Walker.child(source.root, ["components", "schemas", "Pair", "properties"])
        XCTAssertEqual(properties?.mapping?.map { $0.value.mapping?.first?.value.string },
                       ["#/components/schemas/Pet", "#/components/schemas/Pet2", "#/components/schemas/Pet"])
        // The items keep the marks of their own files.
        XCTAssertEqual(source.location(of: schemas[2].value.mark).file, "api/b.yaml")
        XCTAssertEqual(source.location(of: schemas[1].value.mark).file, "api/a.yaml")
    }

    func testAPointerIntoTheDocumentThatIsNoComponentIsReadWhereTheReferenceIs() throws {
        let text = """
            openapi: 3.1.0
            info: { title: Pets, version: "1" }
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { type: object, properties: { name: { type: string } } }
              /pet:
                get:
                  operationId: getPet
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema:
                            $ref: "#/paths/~1pets/get/responses/200/content/application~1json/schema"
            """
        let output = try imported(["api/openapi.yaml": text])
        XCTAssertTrue(output.summary.hasPrefix("2 operations: 2 exact"), output.summary)
        // The schema pointed at is written again where the `$ref` is: a model written alike, merged with the first
        // operation's into one.
        let specs = output.files.map(\.text).joined()
        let responses = specs.split(separator: "\n").filter { $0.contains("response:") }
        XCTAssertEqual(responses.count, 2, specs)
        XCTAssertEqual(Set(responses.map { $0.trimmingCharacters(in: .whitespaces) }).count, 1, specs)
        XCTAssertFalse(specs.contains("JSON"), specs)
        XCTAssertTrue(warnings(output).isEmpty, warnings(output).joined(separator: "\n"))
    }

    func testAPointerFindingNothingIsLookedForInsideTheComponentItIsWrittenIn() throws {
        let text = String(format: Self.pets, "#/components/schemas/Speech") + """

            components:
              schemas:
                Speech:
                  type: object
                  properties:
                    voice: { $ref: "#/$defs/Voice" }
                  $defs:
                    Voice: { type: object, properties: { name: { type: string } } }
            """
        let output = try imported(["api/openapi.yaml": text])
        XCTAssertTrue(output.summary.hasPrefix("1 operations: 1 exact") || output.summary.hasPrefix("1 operation: 1 "),
                      output.summary)
        XCTAssertTrue(warnings(output).isEmpty, warnings(output).joined(separator: "\n"))
    }

    func testAPointerToDefinitionsOfASchemaWrittenInPlaceIsReadThere() throws {
        let text = """
            openapi: 3.1.0
            info: { title: Pets, version: "1" }
            paths:
              /speech:
                get:
                  operationId: speak
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              event: { $ref: "#/$defs/Event" }
                              tree: { $ref: "#/$defs/Tree" }
                            $defs:
                              Event: { type: string, enum: [start, stop] }
                              Tree:
                                type: object
                                properties: { children: { type: array, items: { $ref: "#/$defs/Tree" } } }
            """
        let (_, losses) = try bundled(["api/openapi.yaml": text])
        // The event is read; the tree that holds itself, as deep as the limit goes, then said.
        XCTAssertEqual(losses.count, 1)
        XCTAssertTrue(losses.first.map { "\($0.finding)".contains("refers back to itself") } ?? false)
        let output = try imported(["api/openapi.yaml": text])
        XCTAssertTrue(output.files.map(\.text).joined().contains("start"), output.files.map(\.text).joined())
    }

    func testACycleOfPathItemsAcrossFilesIsSaidAndCostsOnlyItsPath() throws {
        let text = """
            openapi: 3.1.0
            info: { title: Pets, version: "1" }
            paths:
              /loop: { $ref: "a.yaml" }
              /pets:
                get:
                  operationId: listPets
                  responses: { "204": { description: none } }
            """
        let (_, losses) = try bundled(["api/openapi.yaml": text, "api/a.yaml": "$ref: b.yaml\n",
                                       "api/b.yaml": "$ref: a.yaml\n"])
        XCTAssertEqual(losses.count, 1)
        XCTAssertTrue(losses.first.map { "\($0.finding)".contains("refers back to itself") } ?? false)
        let output = try imported(["api/openapi.yaml": text, "api/a.yaml": "$ref: b.yaml\n",
                                   "api/b.yaml": "$ref: a.yaml\n"])
        XCTAssertTrue(output.files.map(\.text).joined().contains("listPets"))
    }

    func testFilesThatCantBeReadCostOnlyTheirItems() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundler-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop.yaml").path,
                                                   withDestinationPath: "loop.yaml")
        let latin = folder.appendingPathComponent("latin.yaml")
        try Data([0x74, 0x79, 0x70, 0x65, 0x3A, 0x20, 0xFF, 0xFE]).write(to: latin)
        try Data("type: [unclosed\n".utf8).write(to: folder.appendingPathComponent("broken.yaml"))
        let text = """
            openapi: 3.1.0
            info: { title: Pets, version: "1" }
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              loop: { $ref: loop.yaml }
                              latin: { $ref: latin.yaml }
                              broken: { $ref: broken.yaml }
                              gone: { $ref: "gone%20away.yaml" }
                              folder: { $ref: "." }
                              anchor: { $ref: "#pet" }
            """
        let root = folder.appendingPathComponent("openapi.yaml").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: root))
        let output = try Importer.run(try openAPISource(text, file: root), options: ImportOptions()).get()
        let said = warnings(output)
        for (line, words) in [(15, "loop of symbolic links"), (16, "not UTF-8"), (17, "can't be read"),
                              (18, "gone away.yaml', a file that doesn't exist"), (19, "is a folder"),
                              (20, "anchor 'pet'")] {
            XCTAssertTrue(said.contains { $0.hasPrefix("\(root):\(line):") && $0.contains(words) },
                          "\(words): " + said.joined(separator: "\n"))
        }
        // The YAML error is said in the file it is in.
        XCTAssertTrue(said.contains { $0.hasPrefix(folder.appendingPathComponent("broken.yaml").path + ":") })
        XCTAssertTrue(output.files.map(\.text).joined().contains("listPets"))
    }

    func testOverlaysTargetTheResolvedDocument() throws {
        let overlay = """
            overlay: 1.0.0
            info: { title: Rename, version: "1" }
            actions:
              - target: $.components.schemas.Pet.properties.name
                update: { description: The pet's name. }
            """
        let text = String(format: Self.pets, "pet.yaml#/Pet")
        let output = try imported(["api/openapi.yaml": text,
                                   "api/pet.yaml": "Pet: { type: object, properties: { name: { type: string } } }\n"],
                                  overlays: [("rename.overlay.yaml", overlay)])
        XCTAssertTrue(output.files.map(\.text).joined().contains("The pet's name."))
        XCTAssertTrue(output.overlayWarnings.isEmpty, output.overlayWarnings.flatMap(\.lines).joined())
    }

    func testASchemasIdIsSaidNotFollowed() throws {
        let text = String(format: Self.pets, "#/components/schemas/Pet") + """

            components:
              schemas:
                Pet: { $id: "https://example.com/pet.json", type: object }
            """
        let (source, losses) = try bundled(["api/openapi.yaml": text])
        XCTAssertEqual(losses.count, 1)
        XCTAssertEqual(losses.first.map { source.location(of: $0.mark!).description }, "api/openapi.yaml:15:17")
        XCTAssertTrue(losses.first.map { "\($0.finding)".contains("is not a base for the schema") } ?? false)
    }

    func testADiscriminatorsMappingToOtherFilesIsResolvedAsTheirReferences() throws {
        let text = String(format: Self.pets, "#/components/schemas/Pet") + """

            components:
              schemas:
                Pet:
                  oneOf: [{ $ref: "models/dog.yml" }, { $ref: "models/cat.yml" }]
                  discriminator:
                    propertyName: kind
                    mapping: { dog: "models/dog.yml", cat: "models/cat.yml", own: Pet }
            """
        let kind = "{ type: object, required: [kind], properties: { kind: { type: string } } }\n"
        let (source, losses) = try bundled(["api/openapi.yaml": text, "api/models/dog.yml": kind,
                                            "api/models/cat.yml": kind])
        XCTAssertTrue(losses.isEmpty)
        let mapping = Normalizer.Walker.child(source.root, ["components", "schemas", "Pet", "discriminator", "mapping"])
        XCTAssertEqual(mapping?.mapping?.map { $0.value.string },
                       ["#/components/schemas/dog", "#/components/schemas/cat", "Pet"])
    }

    func testAMapWrittenAsAReferenceToAFileIsTheMapThere() throws {
        let text = String(format: Self.pets, "#/components/schemas/Pet") + """

            components:
              schemas:
                Pet: { type: object, properties: { $ref: "pet-properties.yml" } }
            """
        let properties = "name: { type: string }\nage: { type: integer }\n"
        let (source, losses) = try bundled(["api/openapi.yaml": text, "api/pet-properties.yml": properties])
        XCTAssertTrue(losses.isEmpty)
        let read = Normalizer.Walker.child(source.root, ["components", "schemas", "Pet", "properties"])
        XCTAssertEqual(read?.mapping?.compactMap(\.key.string), ["name", "age"])
    }

    func testASectionOfComponentsWrittenAsAReferenceIsTheMapThere() throws {
        let text = String(format: Self.pets, "#/components/schemas/Pet") + """

            components:
              schemas: { $ref: "schemas/_index.yaml" }
            """
        let index = "Pet: { $ref: pet.yaml }\nOwner: { type: object, properties: { pet: { $ref: pet.yaml } } }\n"
        let pet = "type: object\nproperties: { name: { type: string } }\n"
        let (source, losses) = try bundled(["api/openapi.yaml": text, "api/schemas/_index.yaml": index,
                                            "api/schemas/pet.yaml": pet])
        XCTAssertTrue(losses.isEmpty, losses.map { "\($0.finding)" }.joined())
        let schemas = Normalizer.Walker.child(source.root, ["components", "schemas"])
        XCTAssertEqual(schemas?.mapping?.compactMap(\.key.string), ["Pet", "Owner"])
        let owner = Normalizer.Walker.child(source.root, ["components", "schemas", "Owner", "properties", "pet"])
        XCTAssertEqual(owner?.mapping?.first?.value.string, "#/components/schemas/Pet")
        XCTAssertEqual(source.location(of: schemas!.mapping![1].value.mark).file, "api/schemas/_index.yaml")
    }

    func testAnExampleWrittenAsAReferenceToAFileIsThatFilesContent() throws {
        let text = """
            openapi: 3.0.3
            info: { title: Pets, version: "1" }
            paths:
              /pets/{id}:
                get:
                  operationId: getPet
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { $ref: "#/components/schemas/Pet" }
                          example: { $ref: examples/pet.json }
              /owners:
                get:
                  operationId: getOwner
                  responses:
                    "200":
                      description: ok
                      content: { application/json: { schema: { $ref: "#/components/schemas/Pet" },
                                                     examples: { first: { value: { $ref: examples/missing.json } } } } }
            components:
              schemas:
                Pet: { type: object, properties: { name: { type: string }, link: { type: object } } }
            """
        let pet = #"{"name": "Rex", "link": {"$ref": "https://example.com/pets/1"}}"#
        let output = try imported(["api/openapi.yaml": text, "api/examples/pet.json": pet])
        let spec = output.files.map(\.text).joined()
        XCTAssertTrue(spec.contains("name: Rex"), spec)
        XCTAssertFalse(spec.contains("missing.json"), "an example that can't be read is no example: \(spec)")
        XCTAssertEqual(warnings(output).count, 1, warnings(output).joined(separator: "\n"))
        XCTAssertTrue(warnings(output)[0].hasPrefix("api/openapi.yaml:22:"), warnings(output)[0])
        XCTAssertTrue(warnings(output)[0].contains("examples/missing.json"), warnings(output)[0])
    }

    func testReferenceTexts() {
        XCTAssertEqual(ReferenceText("#/components/schemas/a~1b"),
                       .file(nil, pointer: ["components", "schemas", "a/b"]))
        XCTAssertEqual(ReferenceText("x%20y.yaml#/A%25"), .file("x y.yaml", pointer: ["A%"]))
        XCTAssertEqual(ReferenceText("https://a.example/x.yaml"), .url)
        XCTAssertEqual(ReferenceText("C:/x.yaml").self, .file("C:/x.yaml", pointer: []))
        XCTAssertEqual(ReferenceText("x.yaml#Pet"), .anchor("Pet"))
        XCTAssertEqual(ReferenceText("#"), .malformed)
        XCTAssertEqual(ReferenceText.path("../common/a.yaml", from: "specs/openapi.yaml"), "common/a.yaml")
        XCTAssertEqual(ReferenceText.path("../a.yaml", from: "openapi.yaml"), "../a.yaml")
        XCTAssertEqual(ReferenceText.path("./b/../a.yaml", from: "/x/y/openapi.yaml"), "/x/y/a.yaml")
        XCTAssertEqual(ReferenceText.path("a.yaml", from: "/openapi.yaml"), "/a.yaml")
        XCTAssertEqual(BundleNaming.suggested(pointer: [], path: "schemas/pet owner.v2.yaml"), "pet_owner.v2")
        XCTAssertEqual(BundleNaming.suggested(pointer: ["paths", "/pets", "get", "responses", "200", "content",
                                                        "application/json", "schema"], path: "x.yaml"), "pets")
        XCTAssertEqual(BundleNaming.unique("Pet", in: ["Pet", "Pet2"]), "Pet3")
    }
}
