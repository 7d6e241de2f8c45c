import JSONPath
import XCTest

/// Normalized paths (RFC 9535 §2.7) and `PathElement`.
final class NormalizedPathTests: XCTestCase {
    private typealias T = JSONPathTesting

    /// RFC 9535 Table 14.
    func testNormalizedPathsFromTheRFC() throws {
        XCTAssertEqual(try T.paths("$.a", in: #"{"a": 1}"#), ["$['a']"])
        XCTAssertEqual(try T.paths("$[1]", in: "[0, 1]"), ["$[1]"])
        XCTAssertEqual(try T.paths("$[-3]", in: "[0, 1, 2, 3, 4]"), ["$[2]"])
        XCTAssertEqual(try T.paths("$.a.b[1:2]", in: #"{"a": {"b": [0, 1, 2]}}"#), ["$['a']['b'][1]"])
        XCTAssertEqual(try T.paths(#"$["\u000B"]"#, in: #"{"\u000B": 1}"#), [#"$['\u000b']"#])
        XCTAssertEqual(try T.paths(#"$["\u0061"]"#, in: #"{"a": 1}"#), ["$['a']"])
    }

    func testNamesAreEscaped() {
        let cases: [(String, String)] = [
            ("'", #"['\'']"#), ("\\", #"['\\']"#), ("\u{08}", #"['\b']"#), ("\u{0C}", #"['\f']"#), ("\n", #"['\n']"#),
            ("\r", #"['\r']"#), ("\t", #"['\t']"#), ("\u{00}", #"['\u0000']"#), ("\u{1F}", #"['\u001f']"#),
            ("\u{0E}", #"['\u000e']"#), ("\"", #"['"']"#), ("\u{7F}", "['\u{7F}']"), ("☺ 𝄞", "['☺ 𝄞']"), ("", "['']"),
        ]
        for (name, expected) in cases {
            XCTAssertEqual(PathElement.name(name).description, expected, expected)
        }
        XCTAssertEqual(PathElement.index(0).description, "[0]")
        XCTAssertEqual(PathElement.normalizedPath([]), "$")
        XCTAssertEqual(PathElement.normalizedPath([.name("paths"), .name("/pets"), .index(3)]),
                       "$['paths']['/pets'][3]")
    }

    func testMatchesCarryPathElements() throws {
        let matches = try T.matches("$..b", in: #"{"a": [{"b": 1}], "b": 2}"#)
        XCTAssertEqual(matches.map(\.path), [[.name("b")], [.name("a"), .index(0), .name("b")]])
        XCTAssertEqual(matches.map(\.normalizedPath), ["$['b']", "$['a'][0]['b']"])
    }

    func testNormalizedPathsSelectTheSameNode() throws {
        let document = #"{"a'b": [{"c\nd": 1}, {"\\": [true]}]}"#
        let root = try T.document(document)
        for match in try JSONPathQuery.parse("$..*").select(in: root) {
            let again = try JSONPathQuery.parse(match.normalizedPath).select(in: root)
            XCTAssertEqual(again.map(\.path), [match.path], match.normalizedPath)
        }
    }
}
