import Foundation
@testable import OpenAPIImport
import OpenAPIKit
import SpecModel
import Wording
import XCTest
import YAML

/// The tree decoder reads a tree as `JSONDecoder` reads the tree's JSON text: the same values, the same errors at the
/// same coding paths. `JSONDecoder` on the text (written by the project's `JSONText`) is the independent reader.
final class TreeDecoderTests: XCTestCase {
    private func tree(_ text: String) throws -> Node {
        try OpenAPISource.read(Array(text.utf8), file: "doc.yaml").get().root
    }

    private func viaJSON<T: Decodable>(_ type: T.Type, _ root: Node,
                                       userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws -> T {
        let decoder = JSONDecoder()
        decoder.userInfo = userInfo
        return try decoder.decode(type, from: Data(JSONText.from(Literal(root)).utf8))
    }

    /// A type that asks for every kind of value, optional or not, keyed and in lists.
    private struct Probe: Decodable, Equatable {
        var flag: Bool?
        var text: String?
        var count: Int?
        var small: Int8?
        var ratio: Double?
        var link: URL?
        var list: [Int]?
        var nested: [String: [String]]?
        var deep: [Probe]?
        var must: String?
    }

    private func same<T: Decodable & Equatable>(_ type: T.Type, _ text: String, file: StaticString = #filePath,
                                                line: UInt = #line) throws {
        let root = try tree(text)
        let expected = Result { try viaJSON(type, root) }
        let actual = Result { try TreeDecoder().decode(type, from: root) }
        switch (expected, actual) {
        case (.success(let expected), .success(let actual)):
            XCTAssertEqual(actual, expected, text, file: file, line: line)
        case (.failure(let expected as DecodingError), .failure(let actual as DecodingError)):
            XCTAssertEqual(kind(actual), kind(expected), text, file: file, line: line)
            XCTAssertEqual(path(actual), path(expected), text, file: file, line: line)
        default:
            XCTFail("JSONDecoder: \(expected); tree decoder: \(actual) — for \(text)", file: file, line: line)
        }
    }

    private func kind(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch: return "typeMismatch"
        case .valueNotFound: return "valueNotFound"
        case .keyNotFound(let key, _): return "keyNotFound " + key.stringValue
        case .dataCorrupted: return "dataCorrupted"
        @unknown default: return "other"
        }
    }

    private func path(_ error: DecodingError) -> [String] {
        let context: DecodingError.Context? = switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
             .dataCorrupted(let context):
            context
        @unknown default: nil
        }
        return context?.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } ?? []
    }

    func testScalarsReadAsTheirJSONText() throws {
        for text in [
            "flag: true\ntext: 'quoted'\ncount: 3\nsmall: -7\nratio: 1.5\nlink: https://example.com/a?b=c\nlist: [1, "
                + "2, 3]",
            "text: plain words\ncount: 0x1F\nratio: 2",
            "count: 2.0\nratio: -0\nlist: []\nnested: { a: [x, 'y'], b: [] }",
            "flag: ~\ntext: null\ncount:\nratio: .inf\nlink: null",
            "deep: [{ text: a }, { deep: [{ count: 1 }] }]",
            "text: !!str 12\nflag: True",
            "must: present",
        ] {
            try same(Probe.self, text)
        }
    }

    func testMismatchesFailAtTheSamePlaceWithTheSameKindOfError() throws {
        for text in [
            "text: 12",
            "count: '3'",
            "flag: yes",
            "ratio: [1]",
            "list: [1, two, 3]",
            "list: { a: 1 }",
            "nested: { a: [x, 2] }",
            "deep: [{ text: a }, { deep: [{ count: true }] }]",
            "deep: [{ text: a }, 5]",
            "link: ''",
            "deep: 5",
        ] {
            try same(Probe.self, text)
        }
    }

    /// A number that doesn't fit the integer asked for is corrupt data, as `JSONDecoder` has it, at its key (where
    /// `JSONDecoder` names no place).
    func testANumberThatDoesNotFitIsCorruptAtItsKey() throws {
        for (text, key) in [("count: 1.5", "count"), ("small: 300", "small"), ("deep: [{ small: -129 }]", "small")] {
            let root = try tree(text)
            XCTAssertThrowsError(
                try viaJSON(Probe.self, root)) { XCTAssertEqual(kind($0 as! DecodingError), "dataCorrupted", text) }
            XCTAssertThrowsError(try TreeDecoder().decode(Probe.self, from: root)) { error in
                XCTAssertEqual(kind(error as! DecodingError), "dataCorrupted", text)
                XCTAssertEqual(path(error as! DecodingError).last, key, text)
            }
        }
    }

    func testAMissingKeyIsNotFoundWhereItIsAsked() throws {
        struct Required: Decodable, Equatable {
            var inner: [Inner]
            struct Inner: Decodable, Equatable { var name: String }
        }
        try same(Required.self, "inner: [{ name: a }, { title: b }]")
        try same(Required.self, "other: 1")
        try same(Required.self, "inner: [{ name: ~ }]")
    }

    /// Every fixture (a 2.0 one read as 3.0, a 3.0 one in 3.1's form) decodes to the document `JSONDecoder` makes of
    /// its JSON text, with the importer's decoder.
    func testEveryFixtureDecodesAsJSONDecoderReadsItsText() throws {
        let names = try ImportGoldenTests.documents()
        XCTAssertGreaterThanOrEqual(names.count, 4)
        for name in names {
            let bytes = try Data(contentsOf: ImportGoldenTests.fixtures.appendingPathComponent(name))
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let read = Swagger2.upgrade(try OpenAPISource.read(Array(bytes), file: name).get()).source
            let written = Normalizer.normalize(read).source.root
            let is30 = written.mapping?.first { $0.key.string == "openapi" }?.value.string?.hasPrefix("3.0.") == true
            let root = is30 ? VersionUpgrade.upgrade(written) : written
            let expected = try encoder.encode(try viaJSON(OpenAPIKit.OpenAPI.Document.self, root,
                                                          userInfo: DocumentLoader.decoder.userInfo))
            let actual = try encoder.encode(
                try DocumentLoader.decoder.decode(OpenAPIKit.OpenAPI.Document.self, from: root))
            XCTAssertEqual(try canonical(actual), try canonical(expected), name)
        }
    }

    /// OpenAPIKit's ordered maps keep the document's order (`JSONDecoder` gives keys in no particular order).
    func testMapsKeepTheDocumentsOrder() throws {
        let paths = (0..<40).map { "/p\(($0 * 7) % 40)" }
        let text = "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n"
            + paths.map { "  \($0): { get: { responses: { '204': { description: ok } } } }\n" }.joined()
        let document = try TreeDecoder().decode(OpenAPIKit.OpenAPI.Document.self, from: try tree(text))
        var decoded: [String] = []
        for (path, _) in document.paths { decoded.append(path.rawValue) }
        XCTAssertEqual(decoded, paths)
    }

    /// A choice of a reference or a value with no `$ref` is decoded as its value at once: the choice OpenAPIKit's own
    /// decoding makes on the JSON text, and where the value fails, its error of both failures at the same place.
    func testAReferenceOrAValueIsChosenAsOpenAPIKitChoosesIt() throws {
        typealias Choice = Either<OpenAPIKit.OpenAPI.Reference<OpenAPIKit.OpenAPI.Parameter>,
                                    OpenAPIKit.OpenAPI.Parameter>
        let texts = [
            "choices: [{ name: id, in: query, schema: { type: string } }, { $ref: '#/components/parameters/id' }]",
            "choices: [{ $ref: '#/components/parameters/id', summary: s, description: d }]",
            "choices: [{ name: id, in: path, required: true, schema: { type: integer } }]",
            "choices: [{ name: id }]",
            "choices: [{ name: id, in: query, schema: { type: string } }, [1]]",
            "choices: [{ $ref: '#/components/parameters/id', name: id, in: query, schema: { type: string } }]",
            "choices: [{ $ref: 3, name: id, in: query, schema: { type: string } }]",
            "choices: [{ $ref: '', name: id, in: query, schema: { type: string } }]",
            "choices: [3]",
        ]
        func compare<T: Decodable & Equatable>(_ type: T.Type, _ text: String) throws {
            let root = try tree(text)
            let expected = Result { try viaJSON(T.self, root, userInfo: DocumentLoader.decoder.userInfo) }
            let actual = Result { try DocumentLoader.decoder.decode(T.self, from: root) }
            switch (expected, actual) {
            case (.success(let expected), .success(let actual)):
                XCTAssertEqual(actual, expected, text)
            case (.failure(let expected), .failure(let actual)):
                XCTAssertEqual(String(describing: Swift.type(of: actual)), String(describing: Swift.type(of: expected)),
                               text)
                let described = (OpenAPIKit.OpenAPI.Error(from: expected), OpenAPIKit.OpenAPI.Error(from: actual))
                XCTAssertEqual(described.1.codingPathString, described.0.codingPathString, text)
            default:
                XCTFail("JSONDecoder: \(expected); tree decoder: \(actual) — for \(text)")
            }
        }
        struct Choices: Decodable, Equatable { var choices: [Choice] }
        for text in texts {
            try compare(Choices.self, text)
        }
    }

    /// Maps of components are read as OpenAPIKit reads their JSON text: keys of ASCII letters, digits, `.`, `-` and
    /// `_` taken as they are, any other key checked its way (letters of other scripts pass, a space or a slash fails at
    /// the key), a value that fails failing at its place.
    func testComponentMapsAreReadAsOpenAPIKitReadsThem() throws {
        let texts = [
            "schemas: { Pet: { type: string }, pet-2.v_1: { type: integer } }\nparameters: { id: { name: id, in: query "
                + "} }",
            "schemas: { Größe: { type: string }, 名前: { type: integer } }",
            "schemas: { a b: { type: string } }",
            "schemas: { Pet: { type: string }, 'a/b': { type: string } }",
            "schemas: { '': { type: string } }",
            "schemas: { Pet: { type: string } }\nresponses: { NotFound: { content: {} } }",
            "examples: { One: { value: [1, 2] }, Two: { $ref: '#/components/examples/One' } }",
            "schemas: { 1: { type: string } }",
        ]
        // JSONDecoder gives a map's keys in no particular order: the maps are compared as JSON with sorted keys.
        func compare<T: Codable>(_ type: T.Type, _ text: String) throws {
            let root = try tree(text)
            let expected = Result { try viaJSON(T.self, root, userInfo: DocumentLoader.decoder.userInfo) }
            let actual = Result { try DocumentLoader.decoder.decode(T.self, from: root) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            try assertAlike(expected, actual, text, reader: "JSONDecoder") { actual, expected in
                XCTAssertEqual(try canonical(encoder.encode(actual)), try canonical(encoder.encode(expected)), text)
            }
        }
        for text in texts {
            try compare(OpenAPIKit.OpenAPI.Components.self, text)
        }
    }

    /// Maps by a key made from text — responses by status code, contents by media type, path items by path, anything
    /// by name — are read pair by pair as OpenAPIKit's own decoding of the same tree reads them: the same keys in the
    /// same order, the same warnings of keys, a key or value that fails failing at its place with the same words.
    func testKeyedMapsAreReadAsOpenAPIKitReadsThem() throws {
        var ownDecoding = DocumentLoader.decoder
        ownDecoding.buildsFromTree = false
        func compare<T: Decodable & Equatable>(_ type: T.Type, _ text: String, warnings: (T) -> Int) throws {
            let root = try tree(text)
            let expected = Result { try ownDecoding.decode(T.self, from: root) }
            let actual = Result { try DocumentLoader.decoder.decode(T.self, from: root) }
            try assertAlike(expected, actual, text, reader: "OpenAPIKit") { actual, expected in
                XCTAssertEqual(actual, expected, text)
                XCTAssertEqual(warnings(actual), warnings(expected), text)
            }
        }
        let responses = ["{ '200': { description: a }, 2XX: { description: b }, default: { description: c }, 404: { "
                         + "description: d } }",
                         "{ 2xx: { description: a }, '0200': { description: b }, 201/202: { description: c } }",
                         "{ '200': { description: a }, teapot: { description: b } }",
                         "{ '200': { description: a }, '201': 3 }", "{ '200': { $ref: '#/components/responses/A' } }"]
        for text in responses { try compare(OpenAPIKit.OpenAPI.Response.Map.self, text) { $0.warnings.count } }
        let contents = ["{ application/json: {}, 'application/json; charset=utf-8': {}, text/x-custom: {} }",
                        "{ 'application/json;q=1;;': {}, bogus: {} }",
                        "{ '*/*': {}, image/*: { schema: { type: string } } }", "{ application/json: { schema: 3 } }",
                        "{ application/json: { $ref: '#/components/mediaTypes/M' } }"]
        for text in contents { try compare(OpenAPIKit.OpenAPI.Content.Map.self, text) { $0.warnings.count } }
        let paths = ["{ /a: {}, '/a/{id}': { get: { responses: {} } }, b: {} }",
                     "{ /a: { $ref: '#/paths/~1b' }, /b: 3 }"]
        for text in paths { try compare(OpenAPIKit.OpenAPI.PathItem.Map.self, text) { $0.warnings.count } }
        try compare(OrderedDictionary<String, OpenAPIKit.OpenAPI.Server.Variable>.self,
                    "{ b: { default: x }, a: { default: y, enum: [y] } }") {
            $0.warnings.count
        }
    }

    /// Both readings give alike values (`same`), or fail at the same place in OpenAPIKit's same words.
    private func assertAlike<T>(_ expected: Result<T, any Error>, _ actual: Result<T, any Error>, _ text: String,
                                reader: String, same: (T, T) throws -> Void) throws {
        switch (expected, actual) {
        case (.success(let expected), .success(let actual)):
            try same(actual, expected)
        case (.failure(let expected), .failure(let actual)):
            let described = (OpenAPIKit.OpenAPI.Error(from: expected), OpenAPIKit.OpenAPI.Error(from: actual))
            XCTAssertEqual(described.1.codingPathString, described.0.codingPathString, text)
            XCTAssertEqual(described.1.localizedDescription, described.0.localizedDescription, text)
        default:
            XCTFail("\(reader): \(expected); from the tree: \(actual) — for \(text)")
        }
    }

    /// JSON with sorted keys and sorted `required:` lists (OpenAPIKit keeps those as a set).
    private func canonical(_ data: Data) throws -> String {
        func sorted(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.mapValues(sorted).merging(object["required"].flatMap { $0 as? [String] }
                                                            .map { ["required": $0.sorted()] } ?? [:]) { $1 }
            }
            return (value as? [Any]).map { $0.map(sorted) } ?? value
        }
        let json = try JSONSerialization.jsonObject(with: data)
        return String(decoding: try JSONSerialization.data(withJSONObject: sorted(json),
                                                           options: [.sortedKeys, .prettyPrinted]), as: UTF8.self)
    }
}
