import Foundation
import Names
@testable import OpenAPIImport
import SpecModel
import Wording
import XCTest
import YAML

/// Recorded traffic read (HAR and JSON Lines), matched to operations, decoded as the import's types, and the overlay
/// learned from it: located, commented actions that make the import decode what was recorded, with no secret of the
/// recordings in it.
final class TrafficTests: XCTestCase {
    static let folder = ImportGoldenTests.fixtures.appendingPathComponent("Traffic")

    private func recordings(_ name: String) throws -> (recordings: [Recording], said: [String]) {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let read = RecordingReader.read(Array(bytes), file: name)
        return (read.recordings, read.diagnostics.flatMap(\.lines))
    }

    /// What one recorded 200 response of a GET to `url` teaches about the document.
    private func learned(from body: String, at url: String, by source: OpenAPISource) throws -> TrafficLesson {
        let recording = Recording(method: "GET", url: url, status: 200, contentType: "application/json",
                                  body: try XCTUnwrap(YAMLLoader.load(Array(body.utf8)).root),
                                  location: Location(file: "r.jsonl", mark: .start))
        return try TrafficLearner.learn(source, options: ImportOptions(), recordings: [recording],
                                        overlayFile: "fixes.yaml", files: ["r.jsonl"]).get()
    }

    /// A document whose one operation, GET /item, answers an `Item`; `schemas` are its components' schemas.
    private func itemDocument(_ version: String, schemas: String) throws -> OpenAPISource {
        try openAPISource("""
            openapi: \(version)
            info: { title: Shop, version: "1" }
            paths:
              /item:
                get:
                  operationId: getItem
                  responses:
                    "200":
                      description: ok
                      content: { application/json: { schema: { $ref: "#/components/schemas/Item" } } }
            components:
              schemas:
            \(schemas.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            """)
    }

    private func pets() throws -> OpenAPISource {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent("Pets.yaml"))
        return try OpenAPISource.read(Array(bytes), file: "Pets.yaml").get()
    }

    func testHARGivesEachExchangeWithItsBodyReadAsJSON() throws {
        let (read, said) = try recordings("Pets.har")
        XCTAssertEqual(said, [])
        XCTAssertEqual(read.map(\.status), [200, 200, 200, 200, 200, 404])
        XCTAssertEqual(read.map(\.method), Array(repeating: "GET", count: 6))
        XCTAssertEqual(read[0].contentType, "application/json; charset=utf-8")
        XCTAssertEqual(read.map(\.isJSON), [true, true, true, true, false, true])
        // The second body is base64, as HAR writes binary or compressed content.
        XCTAssertEqual(read[1].body.map { JSONText.from(Literal($0)) },
                       #"{"id":2,"born":"yesterday","owner":null,"weight":2.5,"tags":["a",null]}"#)
        XCTAssertNil(read[4].body, "an HTML page is no JSON body")
        // Each exchange is located at its entry in the file.
        XCTAssertEqual(Set(read.map(\.location.mark.line)).count, 6)
    }

    func testJSONLinesTakeABodyAsAValueOrAsTextAndSayWhatTheyCantRead() throws {
        let (read, said) = try recordings("Pets.jsonl")
        XCTAssertEqual(read.count, 6)
        XCTAssertEqual(read.map(\.location.mark.line), [1, 2, 3, 5, 6, 7])
        XCTAssertEqual(read[1].body.map { JSONText.from(Literal($0)) },
                       #"{"id":2,"born":"yesterday","owner":null,"weight":2.5,"tags":["a",null]}"#)
        XCTAssertEqual(read[0].contentType, "application/json")
        XCTAssertFalse(read[4].isJSON)
        XCTAssertEqual(said, ["Pets.jsonl:8:1: warning: a line that is no JSON object [unreadable-recording]"])
    }

    func testAFileOfAnotherFormIsAnError() {
        let read = RecordingReader.read(Array("<html></html>".utf8), file: "page.html")
        XCTAssertEqual(read.recordings.count, 0)
        XCTAssertEqual(read.diagnostics.map(\.severity), [.error])
    }

    func testMatchingPrefersLiteralSegmentsAndTheMethodAndTakesTheBasePathOff() throws {
        try matching(server: "https://shop.example/api/v2")
        try matching(server: "https://{region}.shop.example/api/{version}")
        try matching(server: "/api/v2")
        XCTAssertEqual(ExchangeMatcher.path(of: "https://{region}.shop.example/{version}/api"), "/{version}/api")
        XCTAssertEqual(ExchangeMatcher.path(of: "https://shop.example"), "")
        XCTAssertEqual(ExchangeMatcher.path(of: "/api"), "/api")
    }

    private func matching(server: String) throws {
        let specs = try Importer.run(try openAPISource("""
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            servers: [{ url: "\(server)" }]
            paths:
              /items/{id}:
                get: { operationId: getItem, responses: { "200": { description: ok } } }
                delete: { operationId: deleteItem, responses: { "204": { description: ok } } }
              /items/mine:
                get: { operationId: myItems, responses: { "200": { description: ok } } }
              /files/{name}.json:
                get: { operationId: getFile, responses: { "200": { description: ok } } }
            """), options: ImportOptions()).get().specs
        let api = SpecChecks.check(specs).api
        let matcher = ExchangeMatcher(api, servers: [server])
        func matched(_ method: String, _ url: String) -> String? {
            let recording = Recording(method: method, url: url, status: 200, contentType: nil, body: nil,
                                      location: Location(file: "r", mark: .start))
            return matcher.endpoint(for: recording).map { api[$0].declared.name.value }
        }
        XCTAssertEqual(matched("GET", "https://shop.example/api/v2/items/mine"), "myItems")
        XCTAssertEqual(matched("GET", "https://shop.example/api/v2/items/7?x=1"), "getItem")
        XCTAssertEqual(matched("DELETE", "https://shop.example/api/v2/items/7"), "deleteItem")
        XCTAssertEqual(matched("POST", "https://shop.example/api/v2/items/7"), "getItem", "the path alone")
        XCTAssertEqual(matched("GET", "https://other.example/items/7"), "getItem", "another base")
        XCTAssertEqual(matched("GET", "https://shop.example/api/v2/files/a%20b.json"), "getFile")
        XCTAssertNil(matched("GET", "https://shop.example/api/v2/files/.json"))
        XCTAssertNil(matched("GET", "https://shop.example/api/v2/items"))
    }

    func testTheLearnedOverlayMakesTheImportDecodeWhatWasRecorded() throws {
        let source = try pets()
        for file in ["Pets.har", "Pets.jsonl"] {
            let (read, _) = try recordings(file)
            let lesson = try TrafficLearner.learn(source, options: ImportOptions(), recordings: read,
                                                  overlayFile: "fixes.yaml", files: [file]).get()
            XCTAssertEqual(lesson.before.exchanges, 6)
            XCTAssertEqual(lesson.before.unmatched, 1)
            XCTAssertEqual(lesson.before.notSuccess, 1)
            XCTAssertEqual(lesson.before.notDecoded, 1)
            XCTAssertEqual(lesson.before.checked, 3)
            // The first exchange's only contradiction is an enum value: decoded (as `.unknown`), and learned.
            XCTAssertEqual(lesson.before.decoded, 1)
            XCTAssertEqual(lesson.after.decoded, 3)
            let text = try XCTUnwrap(lesson.overlay)
            for secret in ["HEADER-SECRET", "QUERY-SECRET", "COOKIE-SECRET", "api_key", "Authorization"] {
                XCTAssertFalse(text.contains(secret), "\(file): \(secret)")
            }
            // The overlay applies cleanly: every target selects something.
            let overlay = try Overlay.read(Array(text.utf8), file: "fixes.yaml", document: 1).get()
            let fixed = try Importer.run(source, options: ImportOptions(overlays: [overlay])).get()
            XCTAssertEqual(fixed.overlayWarnings.flatMap(\.lines), [])
            let pet = try XCTUnwrap(fixed.specs.flatMap(\.models).first { $0.name.value == "Pet" })
            let types = Dictionary(uniqueKeysWithValues: pet.properties.map { ($0.name.value, $0.type.description) })
            XCTAssertEqual(types["name"], "PetName?", "a string or an integer, and not required")
            XCTAssertEqual(types["born"], "String", "no date-time")
            XCTAssertEqual(types["weight"], "Double?")
            XCTAssertEqual(types["tags"], "[String?]?")
            XCTAssertEqual(pet.properties.first { $0.name.value == "owner" }?.isNullable, true)
            let status = try XCTUnwrap(fixed.specs.flatMap(\.models).first { $0.name.value == "Status" })
            XCTAssertEqual(status.cases.map(\.rawValue.value), ["available", "sold", "pending"])
            // Each contradiction is a warning at the schema it changes.
            let said = lesson.diagnostics.flatMap(\.lines)
            XCTAssertTrue(said.contains {
                $0.hasPrefix("Pets.yaml:36:16: warning: null where Owner is declared — nullable: 1 exchange, "
                             + "the first GET /pets/{id} at \(file):")
            })
            XCTAssertTrue(said.contains { $0.hasPrefix("\(file):") && $0.hasSuffix("[unmatched-exchange]") })
        }
    }

    func testOpenAPI31TakesNullAmongTheTypesAndAReferenceInAnAnyOf() throws {
        let source = try itemDocument("3.1.0", schemas: """
                Maker: { type: object, properties: { name: { type: string } } }
                Item:
                  type: object
                  required: [id, maker, size]
                  properties:
                    id: { type: string }
                    maker: { $ref: "#/components/schemas/Maker" }
                    size: { type: integer }
            """)
        let lesson = try learned(from: #"{"id": null, "maker": null, "size": "L"}"#, at: "https://x/item", by: source)
        XCTAssertEqual([lesson.before.decoded, lesson.after.decoded], [0, 1])
        let text = try XCTUnwrap(lesson.overlay)
        XCTAssertTrue(text.contains(#"update: {"type":["string","null"]}"#), text)
        XCTAssertTrue(text.contains(##"update: {"anyOf":[{"$ref":"#/components/schemas/Maker"},{"type":"null"}]}"##),
                      text)
        XCTAssertTrue(text.contains(#"update: {"type":["integer","string"]}"#), text)
    }

    /// Inline schemas written alike are one model: a fix learned at one is made at each, so they stay one model.
    func testAFixReachesEverySchemaWrittenAlike() throws {
        let source = try openAPISource("""
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            paths:
              /a:
                get:
                  operationId: getA
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { type: object, properties: { state: { type: string, enum: [open, shut] } } }
              /b:
                get:
                  operationId: getB
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { type: object, properties: { state: { type: string, enum: [open, shut] } } }
            """)
        let lesson = try learned(from: #"{"state": "ajar"}"#, at: "https://x/b", by: source)
        XCTAssertEqual(lesson.actions, 2)
        let overlay = try Overlay.read(Array(try XCTUnwrap(lesson.overlay).utf8), file: "fixes.yaml", document: 1).get()
        let fixed = try Importer.run(source, options: ImportOptions(overlays: [overlay])).get()
        let enums = fixed.specs.flatMap(\.models).filter { !$0.cases.isEmpty }
        XCTAssertEqual(enums.map { $0.cases.map(\.rawValue.value) }, [["open", "shut", "ajar"]])
    }

    /// A schema with no type, `$ref` or members of its own (an `allOf`) is widened by moving what it says of values
    /// into the first member of an `anyOf`; what it says of itself (its description) stays.
    func testAnAllOfIsWidenedInsideAnAnyOf() throws {
        let source = try itemDocument("3.0.3", schemas: """
                Link: { type: object, properties: { href: { type: string } } }
                Item:
                  type: object
                  properties:
                    link: { description: The link., allOf: [{ $ref: "#/components/schemas/Link" }] }
            """)
        let lesson = try learned(from: #"{"link": [{"href": "/a"}]}"#, at: "https://x/item", by: source)
        XCTAssertEqual([lesson.before.decoded, lesson.after.decoded], [0, 1])
        let text = try XCTUnwrap(lesson.overlay)
        XCTAssertTrue(text.contains(##"update: {"anyOf":[{"allOf":[{"$ref":"#/components/schemas/Link"}]},"##
                                    + ##"{"type":"array"}]}"##), text)
        XCTAssertTrue(text.contains("target: \"$.components.schemas.Item.properties.link.allOf\"\n"
                                    + "    description: \"an array where Link is declared — an array allowed too\"\n"
                                    + "    remove: true"), text)
    }

    /// A key left out is no longer required wherever the model took it from: its schema, and its `allOf`, `anyOf` and
    /// `oneOf` members, through `$ref`s.
    func testTheRequiredListsOfAModelAreFoundThroughItsMembers() throws {
        let root = try XCTUnwrap(YAMLLoader.load(Array("""
            components:
              schemas:
                Base: { required: [id, name] }
                Event:
                  required: [id]
                  anyOf:
                    - $ref: "#/components/schemas/Base"
                    - { required: [kind] }
                    - allOf: [{ required: [id] }]
            """.utf8)).root)
        let tree = SchemaTree(root)
        let found = tree.requiring("id", from: [.name("components"), .name("schemas"), .name("Event")])
        XCTAssertEqual(found.map(SchemaTree.query), ["$.components.schemas.Event", "$.components.schemas.Base",
                                                     "$.components.schemas.Event.anyOf[2].allOf[0]"])
    }
}
