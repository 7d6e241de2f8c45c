import Foundation
@testable import OpenAPIImport
import OpenAPIKit
import TestSupport
import XCTest
import YAML

/// Schemas built straight from the tree are the schemas OpenAPIKit's own decoding makes of the same tree (which reads
/// it as `JSONDecoder` reads its JSON text, `TreeDecoderTests`): on random schemas of every keyword of 3.1, and of 3.0
/// as read in 3.1's form (``VersionUpgrade``), with values of the right kind and of the wrong one, the same schema, or
/// a failure on both sides.
final class SchemaBuildingTests: XCTestCase {
    private struct Writer {
        var random: SplitMix64
        /// Writes 3.1's keywords (and its `type` lists and numeric exclusive bounds) too.
        var is31 = false

        mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

        mutating func value(depth: Int) -> String {
            switch Int.random(in: 0..<(depth > 2 ? 6 : 8), using: &random) {
            case 0: return "null"
            case 1: return pick(["true", "false"])
            case 2: return pick(["0", "3", "-7", "2.5", "4.0", "1e30", "1e3", "-0.0", "18446744073709551615",
                                 "9223372036854775808"])
            case 3, 4, 5: return pick(["\"a\"", "\"\"", "\"date-time\"", "\"2024-01-01\"", "\"x y\""])
            case 6: return "[" + (0..<Int.random(in: 0..<3, using: &random)).map { _ in value(depth: depth + 1) }
                .joined(separator: ", ") + "]"
            default: return "{\"k\": \(value(depth: depth + 1)), \"n\": \(value(depth: depth + 1))}"
            }
        }

        mutating func schemas(depth: Int) -> String {
            chance(10) ? value(depth: depth) : "[" + (0..<Int.random(in: 0..<4, using: &random))
                .map { _ in schema(depth: depth + 1) }.joined(separator: ", ") + "]"
        }

        /// A schema of some of the keywords OpenAPIKit reads (and a few it doesn't), most values of the right kind.
        mutating func schema(depth: Int) -> String {
            if depth > 3 || chance(8) {
                return pick(["{}", "{\"type\": \"string\"}", "{\"$ref\": \"#/components/schemas/A\"}"])
            }
            let names = ["id", "name", "kind"]
            var keywords: [(String, String)] = []
            func add(_ percent: Int, _ key: String, _ value: @autoclosure () -> String) {
                if chance(percent) { keywords.append((key, value())) }
            }
            let right = chance(85)
            add(6, "$ref", pick(["\"#/components/schemas/A\"", "\"#/components/schemas/B%20C\"", "\"other.yaml#/A\"",
                                 "\"\"", "\"#bad\"", "5"]))
            add(4, "allOf", schemas(depth: depth))
            add(4, "anyOf", schemas(depth: depth))
            add(4, "oneOf", schemas(depth: depth))
            add(3, "not", schema(depth: depth + 1))
            add(55, "type", right ? pick(["\"string\"", "\"integer\"", "\"number\"", "\"boolean\"", "\"object\"",
                                          "\"array\""]
                                         + (is31 ? ["[\"string\", \"null\"]", "\"null\"", "[\"null\"]",
                                                    "[\"integer\", \"string\"]", "[]"] : []))
                : pick(["\"bogus\"", "null", "3", "[\"string\"]", "[\"string\", 3]"]))
            add(25, "format", right ? pick(["\"date-time\"", "\"int64\"", "\"int32\"", "\"float\"", "\"double\"",
                                            "\"uuid\"", "\"binary\"", "\"\"", "\"custom\""])
                : pick(["null", "5"]))
            for key in ["title", "description", "pattern"] {
                add(12, key, right ? pick(["\"t\"", "\"\"", "\"^a$\""]) : value(depth: depth + 2))
            }
            for key in ["readOnly", "writeOnly", "deprecated", "uniqueItems"]
                + (is31 ? [] : ["exclusiveMaximum", "exclusiveMinimum"]) {
                add(10, key, right ? pick(["true", "false"]) : pick(["null", "\"yes\"", "1"]))
            }
            add(is31 ? 2 : 10, "nullable", right ? pick(["true", "false"]) : pick(["null", "\"yes\""]))
            if is31 {
                for key in ["exclusiveMaximum", "exclusiveMinimum"] {
                    add(8, key, right ? pick(["1", "2.5", "0"]) : pick(["true", "null", "\"1\""]))
                }
                add(8, "const", value(depth: depth + 2))
                add(8, "examples", right ? "[" + value(depth: depth + 2) + "]" : value(depth: depth + 2))
                add(4, "$anchor", right ? "\"a\"" : "3")
                add(2, "$id", "\"https://example.com/s\"")
                add(2, "$defs", "{\"d\": \(schema(depth: depth + 1))}")
                add(4, "contentEncoding", right ? pick(["\"base64\"", "\"binary\""]) : "3")
                add(4, "contentMediaType", right ? "\"image/png\"" : "4")
                add(5, "prefixItems", right ? schemas(depth: depth) : "3")
                add(5, "patternProperties", right ? "{\"^x\": \(schema(depth: depth + 1))}" : pick(["null", "[]"]))
            }
            add(12, "enum", right ? pick(["[\"a\", \"b\"]", "[1, 2]", "[true]", "[]", "[{\"a\": 1}]"])
                : pick(["[\"a\", null]", "\"x\"", "null", "[\"a\", 2]"]))
            add(10, "default", value(depth: depth + 1))
            add(10, "example", value(depth: depth + 1))
            for key in ["multipleOf", "maximum", "minimum"] {
                add(8, key, right ? pick(["1", "2.5", "-3", "4.0", "0"]) : pick(["null", "\"1\"", "1e30", "true"]))
            }
            for key in ["maxLength", "minLength", "maxItems", "minItems", "maxProperties", "minProperties"] {
                add(7, key, right ? pick(["0", "5", "2.0"]) : pick(["2.5", "null", "\"3\"", "-1"]))
            }
            add(12, "items", right ? schema(depth: depth + 1) : pick(["null", "\"x\"", "true", "[]"]))
            add(25, "properties", right || chance(50)
                ? "{" + names.filter { _ in chance(50) }.map { "\"\($0)\": \(schema(depth: depth + 1))" }
                    .joined(separator: ", ") + "}"
                : pick(["null", "[]", "{\"a\": 3}"]))
            add(18, "required",
                right ? "[" + names.filter { _ in chance(50) }.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
                : pick(["null", "[1]", "\"id\"", "[\"id\", \"id\"]"]))
            add(10, "additionalProperties",
                pick(["true", "false", schema(depth: depth + 1), right ? "{}" : "\"x\"", "null"]))
            add(5, "discriminator",
                right ? pick(["{\"propertyName\": \"kind\"}",
                              "{\"propertyName\": \"kind\", \"mapping\": {\"a\": \"#/components/schemas/A\"}}"])
                : pick(["\"x\"", "{\"mapping\": {}}"]))
            add(4, "externalDocs",
                right ? "{\"url\": \"https://example.com/docs\"}" : pick(["{\"description\": \"d\"}", "3"]))
            add(6, "x-extra", value(depth: depth + 2))
            add(5, "xml", "{\"name\": \"n\"}")
            add(3, "const", value(depth: depth + 2))
            for index in keywords.indices.reversed() {
                keywords.swapAt(index, Int.random(in: 0...index, using: &random))
            }
            return "{" + keywords.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
    }

    /// One schema decoded both ways.
    private struct Decoded<Schema> {
        var text: String
        /// Whether the schema at the top is built here, or left to OpenAPIKit's own decoding.
        var tops: Bool
        var expected: Result<Schema, any Error>
        var actual: Result<Schema, any Error>
    }

    /// Random schemas decoded both ways (on all cores, then compared): built from the tree where the builder takes
    /// them, and by OpenAPIKit's own decoding; how many were built at the top, left to OpenAPIKit, and failed on both
    /// sides.
    private func compare(is31: Bool, seed: UInt64, also: [String] = []) throws
        -> (built: Int, left: Int, failed: Int) {
        typealias Schema = OpenAPIKit.JSONSchema
        var writer = Writer(random: SplitMix64(seed: seed), is31: is31)
        var ownDecoding = DocumentLoader.decoder
        ownDecoding.buildsFromTree = false
        let decoder = DocumentLoader.decoder
        let texts = also + (0..<3_000).map({ _ in writer.schema(depth: 0) })
        let results = Parallel.map(texts) { text in
            Result { () throws -> Decoded<Schema> in
                let written = try OpenAPISource.read(Array(text.utf8), file: "schema.json").get().root
                let root = is31 ? written : VersionUpgrade.upgradeSchema(written)
                let decoding = TreeDecoding(root, path: nil, userInfo: decoder.userInfo, buildsFromTree: true)
                return Decoded(
                    text: text,
                    tops: decoding.schema31() != nil,
                    expected: Result { try ownDecoding.decode(Schema.self, from: root) },
                    actual: Result { try decoder.decode(Schema.self, from: root) })
            }
        }
        var counts = (built: 0, left: 0, failed: 0)
        for result in results {
            let decoded = try result.get(), text = decoded.text
            switch (decoded.expected, decoded.actual) {
            case (.success(let expected), .success(let actual)):
                XCTAssertEqual(actual, expected, text)
                XCTAssertEqual(actual.warnings.count, expected.warnings.count, text)
                if decoded.tops { counts.built += 1 } else { counts.left += 1 }
            case (.failure(let expected), .failure(let actual)):
                XCTAssertEqual("\(type(of: actual))", "\(type(of: expected))", text)
                XCTAssertFalse(decoded.tops, "built a schema OpenAPIKit refuses: \(text)")
                counts.failed += 1
            default:
                XCTFail("OpenAPIKit: \(decoded.expected); from the tree: \(decoded.actual) — for \(text)")
            }
        }
        return counts
    }

    func testSchemas30BuiltFromTheTreeAreOpenAPIKitsOwn() throws {
        let counts = try compare(is31: false, seed: 0x5CE3A30)
        // Both ways are taken, and often: most schemas are built here, some are left to OpenAPIKit, some fail.
        XCTAssertGreaterThan(counts.built, 1_000)
        XCTAssertGreaterThan(counts.left, 100)
        XCTAssertGreaterThan(counts.failed, 100)
    }

    func testSchemas31BuiltFromTheTreeAreOpenAPIKitsOwn() throws {
        // An integer's four bounds are all read as numbers, whichever is taken; `example` wins over `examples`.
        let also = [#"{"type": "integer", "exclusiveMaximum": 3, "maximum": "x"}"#,
                    #"{"type": "integer", "exclusiveMinimum": 3, "minimum": true}"#,
                    #"{"type": "number", "exclusiveMaximum": 3, "maximum": "x"}"#,
                    #"{"example": null, "examples": [1]}"#, #"{"type": ["null"]}"#, #"{"type": "null", "enum": "#
                        + #"[null]}"#, ##"{"$ref": "#/components/schemas/A", "description": "d"}"##]
        let counts = try compare(is31: true, seed: 0x5CE3A31, also: also)
        XCTAssertGreaterThan(counts.built, 500)
        XCTAssertGreaterThan(counts.left, 100)
        XCTAssertGreaterThan(counts.failed, 100)
    }

    /// A name `required` without a property is the fragment OpenAPIKit's decoding infers for it, marked `inferred`
    /// (taken from that decoding: no public initialiser marks a schema inferred), in the schemas built here.
    func testARequiredNameWithoutAPropertyIsInferredAsOpenAPIKitInfersIt() throws {
        let text = #"{"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a", "b"]}"#
        let root = try OpenAPISource.read(Array(text.utf8), file: "schema.json").get().root
        var ownDecoding = DocumentLoader.decoder
        ownDecoding.buildsFromTree = false
        let decoding = TreeDecoding(root, path: nil, userInfo: DocumentLoader.decoder.userInfo, buildsFromTree: true)

        let built31 = try XCTUnwrap(decoding.schema31())
        XCTAssertEqual(built31, try ownDecoding.decode(OpenAPIKit.JSONSchema.self, from: root))
        XCTAssertEqual(built31.objectContext?.properties["b"], OpenAPIKit.JSONSchema.inferredProperty)
        XCTAssertEqual(built31.objectContext?.properties.mapValues(\.inferred), ["a": false, "b": true])
        XCTAssertEqual(OpenAPIKit.JSONSchema.inferredProperty.required, true)
    }

    /// A value with the Swift type of each scalar in it (what the importer asks of a value: `is Int`, `as? String`).
    private static func typed(_ value: Any) -> String {
        if let list = value as? [Any] { return "[" + list.map(typed).joined(separator: ", ") + "]" }
        if let map = value as? [String: Any] {
            return "{" + map.keys.sorted().map { "\($0): \(typed(map[$0]!))" }.joined(separator: ", ") + "}"
        }
        return "\(type(of: value))(\(value))"
    }

    /// Values (examples, defaults, enum values) built from the tree are the `AnyCodable` OpenAPIKit's decoding makes:
    /// equal, and written back as the same JSON (an integer stays an integer, a number a number).
    func testValuesBuiltFromTheTreeAreOpenAPIKitsOwn() throws {
        var writer = Writer(random: SplitMix64(seed: 0xA11C0DE))
        var ownDecoding = DocumentLoader.decoder
        ownDecoding.buildsFromTree = false
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var collections = 0
        for _ in 0..<2_000 {
            let text = "{\"v\": " + writer.value(depth: 0) + "}"
            let root = try OpenAPISource.read(Array(text.utf8), file: "value.json").get().root
            let expected = try ownDecoding.decode([String: AnyCodable].self, from: root)
            let actual = try DocumentLoader.decoder.decode([String: AnyCodable].self, from: root)
            XCTAssertEqual(actual, expected, text)
            XCTAssertEqual(String(decoding: try encoder.encode(actual), as: UTF8.self),
                           String(decoding: try encoder.encode(expected), as: UTF8.self), text)
            XCTAssertEqual(Self.typed(actual["v"]?.value as Any), Self.typed(expected["v"]?.value as Any), text)
            if text.dropFirst(6).first == "[" || text.dropFirst(6).first == "{" { collections += 1 }
        }
        XCTAssertGreaterThan(collections, 200)
    }
}
