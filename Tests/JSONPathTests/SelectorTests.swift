import JSONPath
import XCTest
import YAML

/// Name, wildcard and index selectors, and several selectors in one bracket (RFC 9535 §2.3.1–2.3.3).
final class SelectorTests: XCTestCase {
    private typealias T = JSONPathTesting

    func testRootSelectsTheWholeDocument() throws {
        XCTAssertEqual(try T.values("$", in: #"{"k": "v"}"#), [#"{"k":"v"}"#])
        XCTAssertEqual(try T.paths("$", in: #"{"k": "v"}"#), ["$"])
        XCTAssertEqual(try T.values("$", in: "42"), ["42"])
    }

    /// RFC 9535 Table 5.
    func testNameSelectorsFromTheRFC() throws {
        let document = #"{"o": {"j j": {"k.k": 3}}, "'": {"@": 2}}"#
        XCTAssertEqual(try T.values("$.o['j j']", in: document), [#"{"k.k":3}"#])
        XCTAssertEqual(try T.values("$.o['j j']['k.k']", in: document), ["3"])
        XCTAssertEqual(try T.values(#"$.o["j j"]["k.k"]"#, in: document), ["3"])
        XCTAssertEqual(try T.values(#"$["'"]["@"]"#, in: document), ["2"])
        XCTAssertEqual(try T.paths(#"$["'"]["@"]"#, in: document), [#"$['\'']['@']"#])
    }

    func testShorthandNames() throws {
        let document = #"{"a": {"b": {"c": 1}}, "_": 2, "☺": 3, "true": 4, "null": 5, "a1": 6}"#
        XCTAssertEqual(try T.values("$.a.b.c", in: document), ["1"])
        XCTAssertEqual(try T.values("$._", in: document), ["2"])
        XCTAssertEqual(try T.values("$.☺", in: document), ["3"])
        XCTAssertEqual(try T.values("$.true", in: document), ["4"])
        XCTAssertEqual(try T.values("$.null", in: document), ["5"])
        XCTAssertEqual(try T.values("$.a1", in: document), ["6"])
        XCTAssertEqual(try T.values("$.missing", in: document), [])
        XCTAssertEqual(try T.values("$.a.b.c.d", in: document), [])
    }

    func testNamesSelectNothingFromArraysAndScalars() throws {
        XCTAssertEqual(try T.values("$.a", in: #"["a", {"a": 1}]"#), [])
        XCTAssertEqual(try T.values("$['0']", in: #"["x"]"#), [])
        XCTAssertEqual(try T.values("$.a.b", in: #"{"a": "text"}"#), [])
    }

    func testQuotedNamesResolveEveryEscape() throws {
        let document = #"""
            {"\"": 1, "\\": 2, "/": 3, "\b": 4, "\f": 5, "\n": 6, "\r": 7, "\t": 8, "☺": 9, "𝄞": 10, "'": 11,
             "": 12}
            """#
        XCTAssertEqual(try T.values(#"$["\""]"#, in: document), ["1"])
        XCTAssertEqual(try T.values(#"$['\\']"#, in: document), ["2"])
        XCTAssertEqual(try T.values(#"$['\/']"#, in: document), ["3"])
        XCTAssertEqual(try T.values(#"$['\b']"#, in: document), ["4"])
        XCTAssertEqual(try T.values(#"$["\f"]"#, in: document), ["5"])
        XCTAssertEqual(try T.values(#"$['\n']"#, in: document), ["6"])
        XCTAssertEqual(try T.values(#"$["\r"]"#, in: document), ["7"])
        XCTAssertEqual(try T.values(#"$['\t']"#, in: document), ["8"])
        XCTAssertEqual(try T.values(#"$['\u263A']"#, in: document), ["9"])
        XCTAssertEqual(try T.values(#"$["\u263a"]"#, in: document), ["9"])
        XCTAssertEqual(try T.values(#"$["\uD834\uDD1E"]"#, in: document), ["10"])
        XCTAssertEqual(try T.values(#"$['\uD834\uDD1E']"#, in: document), ["10"])
        XCTAssertEqual(try T.values(#"$['\'']"#, in: document), ["11"])
        XCTAssertEqual(try T.values(#"$["'"]"#, in: document), ["11"])
        XCTAssertEqual(try T.values("$['']", in: document), ["12"])
    }

    func testNamesCompareCodePointsWithoutNormalization() throws {
        // "é" precomposed (U+00E9) and decomposed (e U+0301) are different member names.
        let precomposed = "{\"\u{E9}\": 1}"
        let decomposed = "{\"e\u{301}\": 2}"
        XCTAssertEqual(try T.values("$['\u{E9}']", in: precomposed), ["1"])
        XCTAssertEqual(try T.values(#"$["\u00e9"]"#, in: precomposed), ["1"])
        XCTAssertEqual(try T.values("$['e\u{301}']", in: precomposed), [])
        XCTAssertEqual(try T.values("$['e\u{301}']", in: decomposed), ["2"])
        XCTAssertEqual(try T.values("$['\u{E9}']", in: decomposed), [])
    }

    /// RFC 9535 Table 6.
    func testWildcards() throws {
        let document = #"{"o": {"j": 1, "k": 2}, "a": [5, 3]}"#
        XCTAssertEqual(try T.values("$[*]", in: document), [#"{"j":1,"k":2}"#, "[5,3]"])
        XCTAssertEqual(try T.values("$.o[*]", in: document), ["1", "2"])
        XCTAssertEqual(try T.values("$.o.*", in: document), ["1", "2"])
        XCTAssertEqual(try T.values("$.o[*, *]", in: document), ["1", "2", "1", "2"])
        XCTAssertEqual(try T.values("$.a[*]", in: document), ["5", "3"])
        XCTAssertEqual(try T.paths("$.*[*]", in: document), ["$['o']['j']", "$['o']['k']", "$['a'][0]", "$['a'][1]"])
        XCTAssertEqual(try T.values("$.a[0].*", in: document), [], "a scalar has no children")
        XCTAssertEqual(try T.values("$.*", in: "[]"), [])
    }

    /// RFC 9535 Table 7, and the ends of the index range.
    func testIndexSelectors() throws {
        XCTAssertEqual(try T.values("$[1]", in: #"["a", "b"]"#), [#""b""#])
        XCTAssertEqual(try T.values("$[-2]", in: #"["a", "b"]"#), [#""a""#])
        XCTAssertEqual(try T.paths("$[-1]", in: #"["a", "b"]"#), ["$[1]"], "the normalized path uses the actual index")
        XCTAssertEqual(try T.values("$[2]", in: #"["a", "b"]"#), [])
        XCTAssertEqual(try T.values("$[-3]", in: #"["a", "b"]"#), [])
        XCTAssertEqual(try T.values("$[0]", in: #"{"0": "x"}"#), [], "indices select nothing from objects")
        XCTAssertEqual(try T.values("$[9007199254740991]", in: #"["a"]"#), [])
        XCTAssertEqual(try T.values("$[-9007199254740991]", in: #"["a"]"#), [])
    }

    func testSeveralSelectorsConcatenateInOrder() throws {
        let array = #"["a", "b", "c", "d", "e", "f", "g"]"#
        XCTAssertEqual(try T.values("$[0, 3]", in: array), [#""a""#, #""d""#])
        XCTAssertEqual(try T.values("$[1, 0:3]", in: array), [#""b""#, #""a""#, #""b""#, #""c""#])
        XCTAssertEqual(try T.values("$[1,1]", in: array), [#""b""#, #""b""#], "duplicates are kept")
        XCTAssertEqual(try T.paths("$[*, 1]", in: #"[10, 20]"#), ["$[0]", "$[1]", "$[1]"])
        XCTAssertEqual(try T.values("$['a', 1]", in: #"{"a": 1, "1": 2}"#), ["1"])
        XCTAssertEqual(try T.values("$['a', 1]", in: #"[7, 8]"#), ["8"])
        XCTAssertEqual(try T.values("$[ 'a' , 'b' ]", in: #"{"b": 2, "a": 1}"#), ["1", "2"])
    }

    func testWhitespaceBetweenSegments() throws {
        let document = #"{"a": {"b": 1}}"#
        XCTAssertEqual(try T.values("$ .a ['b']", in: document), ["1"])
        XCTAssertEqual(try T.values("$\n.a\t.b", in: document), ["1"])
    }

    func testSelectedNodesKeepTheirMarks() throws {
        let root = try T.document("info:\n  title: Pets\n  version: 1.0.0\n")
        let matches = try JSONPathQuery.parse("$.info.version").select(in: root)
        XCTAssertEqual(matches.map(\.node.mark), [Mark(line: 3, column: 12)])
        XCTAssertEqual(matches.map(\.path), [[.name("info"), .name("version")]])
        XCTAssertEqual(matches.first?.node.string, "1.0.0")
    }
}
