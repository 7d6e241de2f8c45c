import Foundation
import Generator
import SpecModel
import Wording
import TestSupport
import XCTest

/// Inputs that must never crash or hang the loader: each gives located errors (or loads cleanly).
final class HostileInputTests: XCTestCase {
    // MARK: - Helpers

    @discardableResult
    private func load(_ bytes: [UInt8], path: String = "Hostile.yaml", file: StaticString = #filePath,
                      line: UInt = #line, context: @autoclosure () -> String = "") -> LoadedSpecs {
        let result = SpecLoader.load([SpecInput(path: path, bytes: bytes)])
        assertInvariants(result, inputCount: 1, file: file, line: line, context: context())
        return result
    }

    @discardableResult
    private func load(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> LoadedSpecs {
        load(Array(yaml.utf8), file: file, line: line,
             context: yaml.count < 300 ? yaml : String(yaml.prefix(300)) + "…")
    }

    /// What holds for any input: every diagnostic (and note) is located at line ≥ 1, column ≥ 1, in a file
    /// that was given, its lines print as `path:line:col: severity: message`; and a load without errors
    /// produced every spec.
    private func assertInvariants(_ result: LoadedSpecs, inputCount: Int, file: StaticString, line: UInt,
                                  context: String) {
        for diagnostic in result.diagnostics {
            let locations = [diagnostic.location] + diagnostic.notes.map(\.location)
            for location in locations where location.mark.line < 1 || location.mark.column < 1 {
                XCTFail("bad location \(location) in \(diagnostic.lines) for input: \(context)", file: file, line: line)
            }
            XCTAssertFalse(diagnostic.message.isEmpty, "empty message for input: \(context)", file: file, line: line)
        }
        for printed in result.diagnostics.flatMap(\.lines) {
            XCTAssertNotNil(printed.range(of: #"^.+:\d+:\d+: (error|warning|note): .+"#, options: .regularExpression),
                            "unexpected line format: \(printed)", file: file, line: line)
        }
        if !result.hasErrors {
            XCTAssertEqual(result.specs.count, inputCount,
                           "a load without errors produces every spec; input: \(context)", file: file, line: line)
        }
    }

    private func assertError(_ yaml: String, containing fragment: String? = nil, file: StaticString = #filePath,
                             line: UInt = #line) {
        let result = load(yaml, file: file, line: line)
        XCTAssertTrue(result.hasErrors, "expected an error for: \(yaml.prefix(300))", file: file, line: line)
        if let fragment {
            let lines = result.diagnostics.flatMap(\.lines)
            XCTAssertTrue(lines.contains { $0.contains(fragment) }, "expected '\(fragment)' in \(lines)", file: file,
                          line: line)
        }
    }

    private func assertClean(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) {
        let result = load(yaml, file: file, line: line)
        XCTAssertEqual(result.diagnostics.flatMap(\.lines), [], file: file, line: line)
    }

    private static var specsFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Specs")
    }

    private func exampleSpecs() throws -> [[UInt8]] {
        let files = try FileManager.default.contentsOfDirectory(at: Self.specsFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertFalse(files.isEmpty, "no example specs in \(Self.specsFolder.path)")
        return try files.map { Array(try Data(contentsOf: $0)) }
    }

    // MARK: - Nesting, aliases, size

    /// Found by fuzzing: a date default whose digits carry a combining mark trapped Foundation's DateFormatter.
    func testADateWithACombiningMarkIsNotADate() {
        let result = load("""
            service: Shop
            dates: "yyyy-MM-dd"
            models:
              Day:
                properties:
                  on: { type: Date, default: "202\u{0743}05-01" }
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), ["default of property 'on': expected a date "
                + "like \"yyyy-MM-dd\" for 'Date', found a string '202\u{0743}05-01'"])
    }

    /// Found by fuzzing: an ISO 8601 date with a fraction of a hundred digits made ICU divide by zero
    /// (ISO8601DateFormatter on Linux). It is read as the runtime reads dates, and a date with a usual fraction still
    /// is one.
    func testAnISO8601DateWithAHundredFractionDigitsIsReadSafely() {
        let long = "2024-02-29T12:00:00." + String(repeating: "1", count: 100) + "Z"
        let result = load("""
            service: Shop
            models:
              Day:
                properties:
                  at: { type: Date, default: "\(long)" }
                  then: { type: Date, default: "2024-02-29T12:00:00.25Z" }
                  plain: { type: Date, default: "2024-02-29T12:00:00Z" }
            """)
        XCTAssertEqual(result.diagnostics.filter { $0.message.contains("'then'") || $0.message.contains("'plain'") }
                           .map(\.message), [])
    }

    func testDeeplyNestedFlowSequences() {
        let depth = 10_000
        assertError(
            "service: Shop\ndoc: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n",
            containing: "nesting is deeper than")
    }

    func testDeeplyNestedFlowMappings() {
        let depth = 10_000
        assertError("service: Shop\ndoc: " + String(repeating: "{a: ", count: depth) + "b"
                    + String(repeating: "}", count: depth) + "\n",
                    containing: "nesting is deeper than")
    }

    func testDeeplyNestedBlockMappings() {
        var yaml = "service: Shop\nmodels:\n"
        for level in 1...300 { yaml += String(repeating: "  ", count: level) + "k\(level):\n" }
        yaml += String(repeating: "  ", count: 301) + "x: 1\n"
        assertError(yaml, containing: "nesting is deeper than")
    }

    // The type grammar is recursive: a long type string is an error, like deep YAML nesting, not a stack overflow.
    func testDeeplyNestedQuotedTypeString() {
        // Not YAML nesting at all: one scalar, parsed by the type grammar.
        let depth = 10_000
        let type = String(repeating: "[", count: depth) + "String" + String(repeating: "]", count: depth)
        assertError("service: Shop\nmodels:\n  Item:\n    properties:\n      deep: \"\(type)\"\n",
                    containing: "nests deeper than 32 levels")
    }

    // As above, with the brackets never closed.
    func testDeeplyNestedUnclosedQuotedTypeString() {
        let type = String(repeating: "[", count: 100_000)
        assertError("service: Shop\nmodels:\n  Item:\n    properties:\n      deep: \"\(type)\"\n",
                    containing: "nests deeper than 32 levels")
    }

    func testAliasBomb() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for index in 1...12 {
            let previous = "*a\(index - 1)"
            yaml += "a\(index): &a\(index) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        yaml += "service: Shop\n"
        assertError(yaml, containing: "expands to more than")
    }

    func testAliasBombInsideADefault() {
        var yaml = "service: Shop\nendpoints:\n  search:\n    path: /s\n    query:\n"
        yaml += "      q0: { type: \"[String]\", default: &a0 [x, x, x, x, x, x, x, x, x, x] }\n"
        for index in 1...9 {
            let previous = "*a\(index - 1)"
            yaml += "      q\(index): { type: JSON, default: &a\(index) "
                    + "[\(Array(repeating: previous, count: 10).joined(separator: ", "))] }\n"
        }
        assertError(yaml, containing: "expands to more than")
    }

    func testRecursiveAlias() {
        assertError("service: Shop\ndoc: &a [1, *a]\n", containing: "refers to a node that contains it")
    }

    func testUndefinedAlias() {
        assertError("service: *nope\n", containing: "has no anchor")
    }

    func testHugePlainKey() {
        assertError("service: Shop\n" + String(repeating: "k", count: 200_000) + ": 1\n")
    }

    func testHugeQuotedKey() {
        assertError("service: Shop\n\"" + String(repeating: "k", count: 200_000) + "\": 1\n")
    }

    func testHugeModelNameInFlowMapping() {
        assertError("service: Shop\nmodels: { " + String(repeating: "M", count: 100_000)
                    + ": { properties: { id: Strng } } }\n")
    }

    func testHugeDocLoadsCleanly() {
        assertClean("service: Shop\ndoc: \"" + String(repeating: "word ", count: 200_000) + "\"\n")
    }

    func testFiveThousandEndpointsLoadCleanly() {
        var yaml = "service: Big\nbaseURL: https://big.example.com\nmodels:\n  Item:\n    properties:\n      id: "
                   + "Int\n      name: String?\n"
        yaml += "  ItemsPage:\n    properties:\n      items: [Item]\n      total: Int\nendpoints:\n"
        for index in 0..<5_000 {
            yaml += """
                  endpoint\(index):
                    path: /things/\(index)/{id}
                    params: { id: Int }
                    query: { offset: Int, limit: { type: Int, default: 20 }, tag: \"[String]?\" }
                    response: ItemsPage
                    paging: { style: offset, offset: offset, limit: limit, items: items, total: total }

                """
        }
        let result = load(yaml)
        XCTAssertEqual(result.diagnostics.flatMap(\.lines), [])
        XCTAssertEqual(result.specs.first?.endpoints.count, 5_000)
    }

    func testLongChainOfModelsLoadsCleanly() {
        var yaml = "service: Chain\nmodels:\n"
        let count = 2_000
        for index in 0..<count {
            let next = index + 1 < count ? "M\(index + 1)" : "String"
            yaml += "  M\(index):\n    properties: { next: \(next) }\n"
        }
        let result = load(yaml)
        XCTAssertEqual(result.diagnostics.flatMap(\.lines), [])
        XCTAssertEqual(result.specs.first?.models.count, count)
    }

    func testLongCycleOfModelsIsOneError() {
        var yaml = "service: Cycle\nmodels:\n"
        let count = 500
        for index in 0..<count {
            yaml += "  M\(index):\n    properties: { next: M\((index + 1) % count) }\n"
        }
        let result = load(yaml)
        XCTAssertEqual(result.diagnostics.count, 1, "\(result.diagnostics.flatMap(\.lines).map { $0.prefix(200) })")
    }

    // MARK: - Random input

    func testRandomBytes() {
        var generator = SplitMix64(seed: 0x5EED_0001)
        let alphabet = Array("service: models: endpoints: path: /{}[]?,:-#&*!|>'\"\t\r\n %@`~\\".utf8)
        for round in 0..<300 {
            let length = Int.random(in: 0...400, using: &generator)
            let bytes: [UInt8] = (0..<length).map { _ in
                Bool.random(using: &generator)
                    ? UInt8.random(in: 0...255, using: &generator)
                    : alphabet.randomElement(using: &generator)!
            }
            load(bytes, path: "Random\(round).yaml", context: "random round \(round): \(bytes)")
        }
    }

    func testRandomMutationsOfExampleSpecs() throws {
        let specs = try exampleSpecs()
        var generator = SplitMix64(seed: 0x5EED_0002)
        let interesting = Array("{}[]:,?-&*!|>'\"#\t\r\n \\".utf8) + [0x00, 0xFF, 0xC3, 0xE2]
        for round in 0..<300 {
            var bytes = specs[round % specs.count]
            let edits = Int.random(in: 1...8, using: &generator)
            for _ in 0..<edits where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes[at] = interesting.randomElement(using: &generator)!
                case 2: bytes.insert(interesting.randomElement(using: &generator)!, at: at)
                case 3: bytes.remove(at: at)
                case 4:
                    // Duplicate a slice (repeats keys, lines, brackets).
                    let end = min(bytes.count, at + Int.random(in: 1...80, using: &generator))
                    bytes.insert(contentsOf: bytes[at..<end], at: at)
                default:
                    // Cut a slice.
                    let end = min(bytes.count, at + Int.random(in: 1...80, using: &generator))
                    bytes.removeSubrange(at..<end)
                }
            }
            load(bytes, path: "Mutated\(round).yaml",
                 context: "mutation round \(round): \(String(decoding: bytes, as: UTF8.self))")
        }
    }

    /// Well-formed YAML built from spec-shaped pieces (real keys, near-miss keys, odd values), to get past the
    /// YAML layer into the spec checks.
    func testRandomSpecShapedDocuments() {
        var generator = SplitMix64(seed: 0x5EED_0003)
        func pick(_ options: [String]) -> String { options.randomElement(using: &generator)! }
        let scalars = ["Int", "String?", "\"[String]?\"", "[Item]", "[String: Item]", "Item?", "Kind", "Strng", "\"\"",
                       "~", "[]", "{}", "5", "-1", "true", "\"[String\"", "\"String??\"", "/items/{id}", "/x/{}",
                       "/{a}/{a}", "link", "page", "offset", "cursor", "items", "meta.next", "a..b", "GET", "get",
                       "HEAD", "POST", "\"\\u0000\"", "\"🐦\"", "\"[[[[String]]]]\"", "&a x", "*a", "!!str 1", "0x10",
                       "1e400", ".nan"]
        let keys = ["type", "key", "name", "doc", "default", "const", "deprecated", "properties", "enum", "path",
                    "method", "params", "query", "headers", "body", "response", "example", "paging", "style", "page",
                    "perPage", "pageSize", "first", "items", "pageCount", "offset", "limit", "total", "cursor", "next",
                    "id", "per_page", "perPage", "\"[]\"", "X-Id", "tpye", "Item", "Kind", "list", "search"]
        func value(_ depth: Int) -> String {
            if depth > 3 || Int.random(in: 0..<3, using: &generator) == 0 { return pick(scalars) }
            let count = Int.random(in: 0...4, using: &generator)
            if Bool.random(using: &generator) {
                return "[" + (0..<count).map { _ in value(depth + 1) }.joined(separator: ", ") + "]"
            }
            var seen: Set<String> = []
            let pairs = (0..<count).compactMap { _ -> String? in
                let key = pick(keys)
                guard seen.insert(key).inserted else { return nil }
                return "\(key): \(value(depth + 1))"
            }
            return "{ " + pairs.joined(separator: ", ") + " }"
        }
        for round in 0..<300 {
            var yaml = "service: \(pick(["Shop", "shop", "Item", "Data", "my-shop", "Shop"]))\n"
            if Bool.random(using: &generator) {
                yaml += "models:\n  Item: \(value(1))\n  Kind: { enum: \(value(2)) }\n"
            }
            if Bool.random(using: &generator) {
                yaml += "endpoints:\n"
                for index in 0..<Int.random(in: 1...3, using: &generator) { yaml += "  e\(index): \(value(1))\n" }
            }
            if Bool.random(using: &generator) {
                yaml += "\(pick(["keys", "dates", "baseURL", "headers", "version"])): \(value(2))\n"
            }
            load(Array(yaml.utf8), path: "Shaped\(round).yaml", context: "shaped round \(round):\n\(yaml)")
        }
    }

    func testExampleSpecsLoadCleanlyTogether() throws {
        let inputs = try exampleSpecs().enumerated()
            .map { SpecInput(path: "Example\($0.offset).yaml", bytes: $0.element) }
        let folder = Self.specsFolder.path
        let result = SpecLoader.load(inputs) { path in
            FileManager.default.contents(atPath: folder + "/" + path).map(Array.init)
        }
        XCTAssertEqual(result.diagnostics.flatMap(\.lines), [])
        XCTAssertEqual(result.specs.count, inputs.count)
    }

    // MARK: - Encodings and line ends

    func testNULByte() {
        let result = load(Array("service: Shop\n".utf8) + [0] + Array("doc: x\n".utf8))
        XCTAssertTrue(result.hasErrors)
    }

    func testEscapedNULInServiceName() {
        assertError("service: \"Sh\\0op\"\n", containing: "is not a Swift identifier")
    }

    func testUTF16WithBOMLoads() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "service: Shop\nmodels:\n  Item:\n    properties: { id: Strng }\n".utf16 {
            bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let result = load(bytes)
        XCTAssertEqual(result.diagnostics.flatMap(\.lines),
                       ["Hostile.yaml:4:23: error: unknown type 'Strng' (did you mean 'String'?)"])
    }

    // A lone surrogate in a UTF-16 file is an error, as invalid UTF-8 is (not silently replaced by U+FFFD).
    func testLoneSurrogateInUTF16IsAnError() {
        var units: [UInt16] = Array("service: Shop\ndoc: a".utf16)
        units.append(0xD800)
        units += Array("b\n".utf16)
        var littleEndian: [UInt8] = [0xFF, 0xFE], bigEndian: [UInt8] = [0xFE, 0xFF]
        for unit in units {
            littleEndian += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        let expected = ["Hostile.yaml:2:7: error: invalid UTF-16 (a lone surrogate); save the file as UTF-8"]
        XCTAssertEqual(load(littleEndian).diagnostics.flatMap(\.lines), expected, "UTF-16LE with a lone high surrogate")
        XCTAssertEqual(load(bigEndian).diagnostics.flatMap(\.lines), expected, "UTF-16BE with a lone high surrogate")
        var lowFirst: [UInt8] = [0xFF, 0xFE]
        for unit in Array("service: Shop\ndoc: ".utf16) + [0xDC00] + Array("\n".utf16) {
            lowFirst += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        XCTAssertTrue(load(lowFirst).hasErrors, "UTF-16LE with a lone low surrogate")
    }

    func testOddLengthUTF16() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "service: Shop\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        bytes.append(0x41)
        XCTAssertEqual(load(bytes).diagnostics.flatMap(\.lines),
                       ["Hostile.yaml:2:1: error: invalid UTF-16 (an odd number of bytes); save the file as UTF-8"])
    }

    func testCROnlyLineEndings() {
        let result = load("service: Shop\rmodels:\r  Item:\r    properties: { id: Strng }\r")
        XCTAssertEqual(result.diagnostics.flatMap(\.lines),
                       ["Hostile.yaml:4:23: error: unknown type 'Strng' (did you mean 'String'?)"])
    }

    func testCRLFLineEndings() {
        let result = load("service: Shop\r\nmodels:\r\n  Item:\r\n    properties: { id: Strng }\r\n")
        XCTAssertEqual(result.diagnostics.flatMap(\.lines),
                       ["Hostile.yaml:4:23: error: unknown type 'Strng' (did you mean 'String'?)"])
    }

    func testInvalidUTF8AfterCRLines() {
        let result = load(Array("service: Shop\r\rdoc: ".utf8) + [0xC3, 0x28])
        XCTAssertEqual(result.diagnostics.flatMap(\.lines),
                       ["Hostile.yaml:3:6: error: invalid UTF-8 (byte 0xC3); save the file as UTF-8"])
    }

    func testControlCharacter() {
        load(Array("service: Shop\ndoc: a".utf8) + [0x07] + Array("b\n".utf8))
    }

    // MARK: - Node kinds where a mapping is expected

    func testEveryNodeKindWhereAMappingIsExpected() {
        let places = [
            "X",
            "service: Shop\nmodels: X",
            "service: Shop\nmodels:\n  Item: X",
            "service: Shop\nmodels:\n  Item:\n    properties: X",
            "service: Shop\nheaders: X",
            "service: Shop\nendpoints: X",
            "service: Shop\nendpoints:\n  ping: X",
            "service: Shop\nendpoints:\n  ping:\n    path: /p/{id}\n    params: X",
            "service: Shop\nendpoints:\n  ping:\n    path: /p\n    query: X",
            "service: Shop\nendpoints:\n  ping:\n    path: /p\n    headers: X",
            "service: Shop\nendpoints:\n  ping:\n    path: /p\n    response: [String]\n    paging: X",
            "service: Shop\nmodels:\n  Item:\n    properties:\n      id: X",
        ]
        let values = ["[]", "[a, b]", "hello", "42", "4.5", "true", "''", "!!binary aGk=", "&x [*x2]", "*undefined"]
        for place in places {
            for value in values {
                assertError(place.replacingOccurrences(of: "X", with: value))
            }
            // Null and an empty mapping: errors or clean, never a crash.
            for value in ["~", "", "{}", "[{}]", "[[]]", "{a: {b: {c: d}}}"] {
                load(place.replacingOccurrences(of: "X", with: value))
            }
        }
    }

    func testEveryNodeKindWhereTextIsExpected() {
        let places = [
            "service: X",
            "version: X\nservice: Shop",
            "service: Shop\nbaseURL: X",
            "service: Shop\nkeys: X",
            "service: Shop\ndates: X",
            "service: Shop\nendpoints:\n  ping:\n    path: X",
            "service: Shop\nendpoints:\n  ping:\n    path: /p\n    method: X",
            "service: Shop\nendpoints:\n  ping:\n    path: /p\n    query: { page: Int }\n    response: [String]\n    "
                + "paging: { style: X }",
            "service: Shop\nmodels:\n  E:\n    enum: [X]",
        ]
        for place in places {
            for value in ["[]", "[a]", "{}", "{a: b}", "~"] {
                assertError(place.replacingOccurrences(of: "X", with: value))
            }
        }
    }

    // MARK: - Keys, merges, anchors

    func testKeysThatAreNotScalars() {
        assertError("? [a]\n: b\nservice: Shop\n", containing: "must be plain text")
        assertError("service: Shop\nmodels:\n  ? [a]\n  : { properties: { id: Int } }\n")
        assertError("service: Shop\nmodels:\n  Item:\n    properties:\n      ? { a: b }\n      : Int\n")
        assertError("service: Shop\nendpoints:\n  ? [x, y]\n  : { path: /x }\n")
        assertError("service: Shop\nendpoints:\n  ping:\n    path: /p\n    query:\n      ? [q]\n      : String\n")
        assertError("service: Shop\nheaders:\n  ? [X-A]\n  : b\n")
        assertError("service: Shop\nmodels:\n  E:\n    enum:\n      ? [a]\n      : b\n")
        assertError("{ [a]: b, service: Shop }\n")
        assertError("? ~\n: b\nservice: Shop\n")
    }

    func testMergeKeyMisuse() {
        assertError("service: Shop\n<<: 5\n", containing: "merge key")
        assertError("service: Shop\n<<: [1, 2]\n", containing: "merge key")
        assertError("s: &s Shop\nservice: Shop\n<<: *s\n")
        assertError("service: Shop\n<<: ~\n")
        load("service: Shop\n<<: { service: Other }\n<<: { doc: x }\n")
        assertError("service: Shop\nmodels:\n  Item:\n    <<: [{ properties: { id: Int } }, 3]\n")
        // A merge of an alias to itself, and of a mapping that merges in turn.
        assertError("a: &a { <<: *a }\nservice: Shop\n")
        load("base: &b { doc: x }\nservice: Shop\nmodels:\n  Item: { <<: [*b, *b], properties: { id: Int } }\n")
    }

    func testMergeKeyUsedWellIsClean() {
        assertClean("""
            service: Shop
            models:
              Item:
                properties: &props { id: Int, name: String }
              Other:
                properties:
                  <<: *props
                  extra: Bool
            """)
    }

    func testQuotedMergeKeyIsAnUnknownKey() {
        assertError("service: Shop\n\"<<\": { doc: x }\n", containing: "unknown key '<<'")
    }

    func testAnchorsAndAliasesInOddPlaces() {
        assertError("&root service: Shop\nmodels: *root\n")
        assertError("service: &s Shop\n*s : x\n")
        assertError("service: Shop\nmodels:\n  Item:\n    properties: &p { id: Int }\n  Other: *p\n")
        assertError(
            "service: Shop\nmodels:\n  Item:\n    properties:\n      m: &m { type: Int }\n      n: { type: *m }\n")
        assertError("service: Shop\nendpoints:\n  ping:\n    path: &p /p\n    method: *p\n")
        load("service: !!int Shop\n")
        assertError("service: !custom Shop\nmodels: !!seq []\n")
        assertClean("service: &name Shop\ndoc: *name\n")
        assertClean("service: Shop\nmodels:\n  Item:\n    properties: { id: &t Int, other: *t }\n")
    }

    func testAliasToLargeSubtreeUsedManyTimes() {
        var yaml = "service: Shop\nmodels:\n  Base:\n    properties: &props\n"
        for index in 0..<200 { yaml += "      p\(index): String\n" }
        for index in 0..<500 { yaml += "  M\(index):\n    properties: *props\n" }
        let result = load(yaml)
        XCTAssertEqual(result.diagnostics.flatMap(\.lines), [])
    }

    func testManyErrorsAreAllReported() {
        var yaml = "service: Shop\nmodels:\n  Item:\n    properties:\n"
        for index in 0..<2_000 { yaml += "      p\(index): Strng\n" }
        let result = load(yaml)
        XCTAssertEqual(result.diagnostics.count, 2_000)
        XCTAssertEqual(result.diagnostics.map(\.location.mark.line), Array(5..<2_005))
    }

    /// Models and endpoints are parsed in chunks on all cores: problems anywhere among hundreds of them are all
    /// reported, at their own lines, and what parses is kept in order.
    func testProblemsAcrossManyModelsAndEndpointsAreAllReportedInOrder() {
        var yaml = "service: Shop\nmodels:\n"
        var expected: [Int] = []
        for index in 0..<300 {
            if index % 37 == 0 { expected.append(yaml.split(separator: "\n", omittingEmptySubsequences: false).count) }
            yaml += "  M\(index): { properties: { p: \(index % 37 == 0 ? "Strng" : "String") } }\n"
        }
        yaml += "endpoints:\n"
        for index in 0..<300 {
            if index % 41 == 0 { expected.append(yaml.split(separator: "\n", omittingEmptySubsequences: false).count) }
            yaml += "  e\(index): { path: /e\(index), response: \(index % 41 == 0 ? "Nope" : "M\(index)") }\n"
        }
        let result = load(yaml)
        XCTAssertEqual(result.diagnostics.map(\.location.mark.line), expected)
        XCTAssertEqual(result.specs.first?.models.map(\.name.value), (0..<300).map { "M\($0)" })
        XCTAssertEqual(result.specs.first?.endpoints.map(\.name.value), (0..<300).map { "e\($0)" })
    }
}
