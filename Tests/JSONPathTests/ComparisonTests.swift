import JSONPath
import XCTest

/// Comparisons (RFC 9535 §2.3.5.2.2): Nothing, numbers, strings, booleans, null, arrays and objects.
final class ComparisonTests: XCTestCase {
    private typealias T = JSONPathTesting
    /// The document of RFC 9535 Table 11.
    private let document = #"{"obj": {"x": "y"}, "arr": [2, 3]}"#

    /// Whether `comparison` holds, by filtering the document's two members with it.
    private func holds(_ comparison: String, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let count = try T.values("$[?\(comparison)]", in: document, file: file, line: line).count
        XCTAssertTrue(count == 0 || count == 2, "a comparison without @ selects all or nothing", file: file, line: line)
        return count == 2
    }

    /// RFC 9535 Table 11, row by row.
    func testComparisonsFromTheRFC() throws {
        let table: [(String, Bool)] = [
            ("$.absent1 == $.absent2", true), ("$.absent1 <= $.absent2", true), ("$.absent == 'g'", false),
            ("$.absent1 != $.absent2", false), ("$.absent != 'g'", true), ("1 <= 2", true), ("1 > 2", false),
            ("13 == '13'", false), ("'a' <= 'b'", true), ("'a' > 'b'", false), ("$.obj == $.arr", false),
            ("$.obj != $.arr", true), ("$.obj == $.obj", true), ("$.obj != $.obj", false), ("$.arr == $.arr", true),
            ("$.arr != $.arr", false), ("$.obj == 17", false), ("$.obj != 17", true), ("$.obj <= $.arr", false),
            ("$.obj < $.arr", false), ("$.obj <= $.obj", true), ("$.arr <= $.arr", true), ("1 <= $.arr", false),
            ("1 >= $.arr", false), ("1 > $.arr", false), ("1 < $.arr", false), ("true <= true", true),
            ("true > true", false),
        ]
        for (comparison, expected) in table {
            XCTAssertEqual(try holds(comparison), expected, comparison)
        }
    }

    func testNumbersCompareByValue() throws {
        let numbers = #"[{"a": 1}, {"a": 1.0}, {"a": 100}, {"a": 0.01}, {"a": -0}, {"a": "1"}, {"a": true}]"#
        XCTAssertEqual(try T.paths("$[?@.a == 1]", in: numbers), ["$[0]", "$[1]"])
        XCTAssertEqual(try T.paths("$[?@.a == 1.0]", in: numbers), ["$[0]", "$[1]"])
        XCTAssertEqual(try T.paths("$[?@.a == 1e2]", in: numbers), ["$[2]"])
        XCTAssertEqual(try T.paths("$[?@.a == 1E+2]", in: numbers), ["$[2]"])
        XCTAssertEqual(try T.paths("$[?@.a == 1e-2]", in: numbers), ["$[3]"])
        XCTAssertEqual(try T.paths("$[?@.a == 0]", in: numbers), ["$[4]"])
        XCTAssertEqual(try T.paths("$[?@.a == -0]", in: numbers), ["$[4]"])
        XCTAssertEqual(try T.paths("$[?@.a == -0.0e0]", in: numbers), ["$[4]"])
        XCTAssertEqual(try T.paths("$[?@.a < 1]", in: numbers), ["$[3]", "$[4]"])
        XCTAssertEqual(try T.paths("$[?@.a >= 1.5]", in: numbers), ["$[2]"])
        XCTAssertEqual(try T.paths("$[?@.a != 1]", in: numbers), ["$[2]", "$[3]", "$[4]", "$[5]", "$[6]"])
    }

    func testStringsCompareByCodePoints() throws {
        let strings = #"[{"s": "a"}, {"s": "b"}, {"s": "Z"}, {"s": "ab"}, {"s": "é"}, {"s": ""}]"#
        XCTAssertEqual(try T.paths("$[?@.s < 'b']", in: strings), ["$[0]", "$[2]", "$[3]", "$[5]"],
                       "uppercase sorts before lowercase, prefixes before longer strings")
        XCTAssertEqual(try T.paths("$[?@.s > 'z']", in: strings), ["$[4]"], "é is U+00E9, after z")
        XCTAssertEqual(try T.paths("$[?@.s <= 'ab']", in: strings), ["$[0]", "$[2]", "$[3]", "$[5]"])
        XCTAssertEqual(try T.paths(#"$[?@.s == "\u00e9"]"#, in: strings), ["$[4]"])
        XCTAssertEqual(try T.paths("$[?@.s == 'e\u{301}']", in: strings), [], "no Unicode normalization")
        XCTAssertEqual(try T.paths(#"$[?@.s == "quoted' literal"]"#, in: #"[{"s": "quoted' literal"}]"#), ["$[0]"])
        XCTAssertEqual(try T.paths(#"$[?@.s == 'quoted\' literal']"#, in: #"[{"s": "quoted' literal"}]"#), ["$[0]"])
    }

    func testBooleansAndNullAreOnlyEqualOrNot() throws {
        let values = #"[{"v": true}, {"v": false}, {"v": null}, {"w": 1}]"#
        XCTAssertEqual(try T.paths("$[?@.v == true]", in: values), ["$[0]"])
        XCTAssertEqual(try T.paths("$[?@.v == false]", in: values), ["$[1]"])
        XCTAssertEqual(try T.paths("$[?@.v == null]", in: values), ["$[2]"], "an absent member is Nothing, not null")
        XCTAssertEqual(try T.paths("$[?@.v != null]", in: values), ["$[0]", "$[1]", "$[3]"])
        XCTAssertEqual(try T.paths("$[?@.v < true]", in: values), [])
        XCTAssertEqual(try T.paths("$[?@.v <= true]", in: values), ["$[0]"])
        XCTAssertEqual(try T.paths("$[?@.v >= null]", in: values), ["$[2]"])
        XCTAssertEqual(try T.paths("$[?@.v > false]", in: values), [])
    }

    func testArraysAndObjectsCompareDeeply() throws {
        let pairs = #"""
            [{"a": [1, {"x": [true, null]}], "b": [1.0, {"x": [true, null]}]},
             {"a": {"p": 1, "q": "s"}, "b": {"q": "s", "p": 1}},
             {"a": [1, 2], "b": [2, 1]},
             {"a": {"p": 1}, "b": {"p": 1, "q": 2}},
             {"a": [], "b": {}}]
            """#
        XCTAssertEqual(try T.paths("$[?@.a == @.b]", in: pairs), ["$[0]", "$[1]"], "member order does not matter")
        XCTAssertEqual(try T.paths("$[?@.a != @.b]", in: pairs), ["$[2]", "$[3]", "$[4]"])
        XCTAssertEqual(try T.paths("$[?@.a < @.b]", in: pairs), [], "collections are not ordered")
    }

    func testNothingComparisons() throws {
        let items = #"[{"absent": 1}, {"list": [1]}, {}]"#
        XCTAssertEqual(try T.paths("$[?@.x == @.list[9]]", in: items), ["$[0]", "$[1]", "$[2]"])
        XCTAssertEqual(try T.paths("$[?@.x < @.y]", in: items), [])
        XCTAssertEqual(try T.paths("$[?@.x <= @.y]", in: items), ["$[0]", "$[1]", "$[2]"])
        XCTAssertEqual(try T.paths("$[?@.list[0] >= 1]", in: items), ["$[1]"])
    }

    func testSelfComparisons() throws {
        XCTAssertEqual(try T.values("$[?@ == @]", in: #"[1, "a", null, [2], {"b": 3}]"#).count, 5)
        XCTAssertEqual(try T.values("$[?$ == $]", in: #"[1, 2]"#), ["1", "2"])
    }
}
