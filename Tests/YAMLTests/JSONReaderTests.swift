import Wording
import XCTest
@testable import YAML

/// The JSON reader must give the tree libyaml gives for the same text, or leave the text to libyaml.
final class JSONReaderTests: XCTestCase {
    /// The JSON reader's document (nil: left to libyaml) and libyaml's, for one text.
    private func read(_ text: String, limits: YAMLLimits = YAMLLimits())
        -> (json: YAMLDocument?, libyaml: YAMLDocument) {
        let source = SourceText(Array(text.utf8))
        return source.bytes.withUnsafeBufferPointer { buffer in
            (JSONReader.read(buffer, limits: limits), YAMLLoader.parse(buffer, source: source, limits: limits))
        }
    }

    private func assertSame(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (json, libyaml) = read(text)
        let read = try XCTUnwrap(json, "the JSON reader left it to libyaml: \(text)", file: file, line: line)
        XCTAssertNotNil(libyaml.root, text, file: file, line: line)
        XCTAssertEqual(read.root, libyaml.root, text, file: file, line: line)
        XCTAssertEqual(read.errors, libyaml.errors, text, file: file, line: line)
    }

    func testStylesTextAndMarksAreLibYAMLs() throws {
        try assertSame("""
            {
              "openapi": "3.1.0",
            \t"n": [1, -0, -12.5e+3, 0.25, 1E9, true, false, null],
              "é日本😀": {"a":"x\\"y\\\\z\\/\\b\\f\\n\\r\\t\\u00e9\\u0000", "b" : [ ], "c": {}},\r
              "keys": {"a": 1, "b": [{"c": "d"}]}\r\n}
            """)
        try assertSame(#"[["a", 1], {"x": null}]"#)
        try assertSame("{\"long\": \"" + String(repeating: "é", count: 3_000) + "\", \"after\": 1}")
    }

    func testDuplicateKeysAndLimitsAreTheBuildersAsForLibYAML() throws {
        try assertSame(#"{"a": 1, "b": {"x": 1, "x": 2}, "a": 3}"#)
        let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        let (json, libyaml) = read(deep)
        XCTAssertNil(json?.root)
        XCTAssertEqual(json?.errors, libyaml.errors)
        XCTAssertEqual(json?.errors.first?.message, "nesting is deeper than 64 levels")
    }

    func testAnEscapedSurrogatePairIsOneCharacter() throws {
        let (json, libyaml) = read(#"["\ud83d\ude00", "\uD83D\uDE00!"]"#)
        XCTAssertEqual(try XCTUnwrap(json).root?.sequence?.map(\.string), ["😀", "😀!"])
        XCTAssertNil(libyaml.root, "libyaml refuses it")
    }

    func testARawDELOrC1ControlInAStringIsReadAsItself() throws {
        let (json, libyaml) = read("{\"city\": \"\u{C4}\u{9F}x\u{7F}\", \"\u{80}\": 1}")
        let pairs = try XCTUnwrap(json?.root?.mapping)
        XCTAssertEqual(pairs.map { $0.key.string }, ["city", "\u{80}"])
        XCTAssertEqual(pairs.first?.value.string, "\u{C4}\u{9F}x\u{7F}")
        XCTAssertEqual(pairs.last?.value.mark, Mark(line: 1, column: 23))
        XCTAssertNil(libyaml.root, "libyaml refuses it")
    }

    func testAKeysColonOnTheNextLineIsJSON() throws {
        let (json, libyaml) = read("{\"a\"\n  : 1}")
        let pair = try XCTUnwrap(json?.root?.mapping?.first)
        XCTAssertEqual(pair.key.string, "a")
        XCTAssertEqual(pair.value.mark, Mark(line: 2, column: 5))
        XCTAssertNil(libyaml.root, "libyaml refuses it")
    }

    func testWhatIsNotPlainJSONIsLeftToLibYAML() {
        for text in [#"{"a": 1,}"#, #"{"a": 1} # note"#, "{\"a\": \"x\u{2028}y\"}", "{\"a\": \"x\u{85}y\"}",
                     "{\"a\": \"x\u{FEFF}\"}", #"["\ud800"]"#, #"["\ude00"]"#, #"["\x41"]"#, #"[01]"#, #"[1.]"#,
                     #"[+1]"#, #"[.5]"#, #"[tru]"#, "{\"a\": \"tab\tin\"}", #"{a: 1}"#, "a: 1", #"{"a": 1} {"b": 2}"#,
                     #"{"a" 1}"#, #"["a"#, "", "  "] {
            XCTAssertNil(read(text).json, text)
        }
    }

    func testTheLoaderReadsJSONAsLibYAMLDoes() throws {
        let text = #"{"paths": {"/pets": {"get": {"responses": {"200": {"description": "ok"}}}}}, "n": 3}"#
        let loaded = YAMLLoader.load(Array(text.utf8))
        XCTAssertEqual(loaded.root, read(text).libyaml.root)
        let three = try XCTUnwrap(Array(text.unicodeScalars).firstIndex(of: "3"))
        XCTAssertEqual(loaded.root?.mapping?.last?.value.mark, Mark(line: 1, column: three + 1))
    }

    /// Random JSON texts on fixed seeds: whitespace, line breaks, escapes, characters of every width, numbers, nesting
    /// and duplicate keys. Wherever libyaml reads one, the JSON reader gives the very same tree and errors. (libyaml
    /// refuses some JSON: a key's colon on the next line, a surrogate pair's escape; those the JSON reader reads.)
    func testRandomTextsReadAsLibYAMLReadsThem() throws {
        var compared = 0
        for seed in UInt64(1)...400 {
            var random = SplitMix(seed)
            // Outside the collections YAML's indentation rules apply: no tabs there.
            let text = ["", "\n", " \r\n"][random.next(3)] + random.collection(depth: 0)
                + ["", "\n", "\r\n  "][random.next(3)]
            let (json, libyaml) = read(text)
            guard libyaml.root != nil else { continue }
            let read = try XCTUnwrap(json, "the JSON reader left a JSON text to libyaml (seed \(seed)): \(text)")
            XCTAssertEqual(read.root, libyaml.root, "seed \(seed): \(text)")
            XCTAssertEqual(read.errors, libyaml.errors, "seed \(seed): \(text)")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 300, "most texts are read by both")
    }
}

/// A small seeded generator of JSON texts.
private struct SplitMix {
    private var state: UInt64

    init(_ seed: UInt64) {
        state = seed
    }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    mutating func space() -> String {
        ["", " ", "  ", "\n", "\r\n", "\t", "\n    ", " \r\n\t"][next(8)]
    }

    mutating func string() -> String {
        let pieces = ["a", "Z", "0", " ", "é", "日本", "😀", "\\n", "\\\"", "\\\\", "\\/", "\\t", "\\u00e9",
                      "\\u65e5", "\\ud83d\\ude00", "-", ":", "#"]
        return "\"" + (0..<next(6)).map { _ in pieces[next(pieces.count)] }.joined() + "\""
    }

    mutating func value(depth: Int) -> String {
        switch depth > 3 ? next(4) : next(7) {
        case 0, 3: return string()
        case 1: return ["0", "-1", "42", "3.25", "-0.5e-3", "1E+9", "12345678901234567890"][next(7)]
        case 2: return ["true", "false", "null"][next(3)]
        default: return collection(depth: depth)
        }
    }

    mutating func collection(depth: Int) -> String {
        switch next(3) {
        case 0, 1:
            let keys = ["\"a\"", "\"b\"", "\"é\"", "\"a\""]
            let entries = (0..<next(5)).map { _ in
                space() + keys[next(keys.count)] + ["", " "][next(2)] + ":" + space() + value(depth: depth + 1)
                    + space()
            }
            return "{" + entries.joined(separator: ",") + space() + "}"
        default:
            let items = (0..<next(5)).map { _ in space() + value(depth: depth + 1) + space() }
            return "[" + items.joined(separator: ",") + space() + "]"
        }
    }
}
