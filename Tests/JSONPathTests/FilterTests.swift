import JSONPath
import XCTest

/// Filter selectors (RFC 9535 §2.3.5): existence tests, logical operators, nesting, `$` inside filters.
final class FilterTests: XCTestCase {
    private typealias T = JSONPathTesting
    /// The document of RFC 9535 Table 12.
    private let document = #"""
        {"a": [3, 5, 1, 2, 4, 6, {"b": "j"}, {"b": "k"}, {"b": {}}, {"b": "kilo"}],
         "o": {"p": 1, "q": 2, "r": 3, "s": 5, "t": {"u": 6}},
         "e": "f"}
        """#

    /// RFC 9535 Table 12.
    func testFiltersFromTheRFC() throws {
        XCTAssertEqual(try T.values("$.a[?@.b == 'kilo']", in: document), [#"{"b":"kilo"}"#])
        XCTAssertEqual(try T.paths("$.a[?@.b == 'kilo']", in: document), ["$['a'][9]"])
        XCTAssertEqual(try T.values("$.a[?(@.b == 'kilo')]", in: document), [#"{"b":"kilo"}"#])
        XCTAssertEqual(try T.values("$.a[?@>3.5]", in: document), ["5", "4", "6"])
        XCTAssertEqual(try T.paths("$.a[?@>3.5]", in: document), ["$['a'][1]", "$['a'][4]", "$['a'][5]"])
        XCTAssertEqual(try T.values("$.a[?@.b]", in: document),
                       [#"{"b":"j"}"#, #"{"b":"k"}"#, #"{"b":{}}"#, #"{"b":"kilo"}"#])
        XCTAssertEqual(try T.paths("$[?@.*]", in: document), ["$['a']", "$['o']"])
        XCTAssertEqual(try T.paths("$[?@[?@.b]]", in: document), ["$['a']"])
        XCTAssertEqual(try T.values("$.o[?@<3, ?@<3]", in: document), ["1", "2", "1", "2"])
        XCTAssertEqual(try T.paths("$.o[?@<3, ?@<3]", in: document),
                       ["$['o']['p']", "$['o']['q']", "$['o']['p']", "$['o']['q']"])
        XCTAssertEqual(try T.values(#"$.a[?@<2 || @.b == "k"]"#, in: document), ["1", #"{"b":"k"}"#])
        XCTAssertEqual(try T.values("$.o[?@>1 && @<4]", in: document), ["2", "3"])
        XCTAssertEqual(try T.values("$.o[?@.u || @.x]", in: document), [#"{"u":6}"#])
        XCTAssertEqual(try T.values("$.a[?@.b == $.x]", in: document), ["3", "5", "1", "2", "4", "6"],
                       "Nothing == Nothing for the numbers, which have no b")
        XCTAssertEqual(try T.values("$.a[?@ == @]", in: document).count, 10)
    }

    func testExistenceIsNotTruthiness() throws {
        let items = #"[{"a": null}, {"a": false}, {"a": 0}, {"b": 1}, {"a": []}]"#
        XCTAssertEqual(try T.paths("$[?@.a]", in: items), ["$[0]", "$[1]", "$[2]", "$[4]"])
        XCTAssertEqual(try T.paths("$[?!@.a]", in: items), ["$[3]"])
        XCTAssertEqual(try T.paths("$[?@.a && @.a != null]", in: items), ["$[1]", "$[2]", "$[4]"])
    }

    func testNonSingularExistenceTests() throws {
        let items = #"[[], [1], {"a": 1}, {}, 5]"#
        XCTAssertEqual(try T.paths("$[?@.*]", in: items), ["$[1]", "$[2]"])
        XCTAssertEqual(try T.paths("$[?@[0:2]]", in: items), ["$[1]"])
        XCTAssertEqual(try T.paths("$[?!@.*]", in: items), ["$[0]", "$[3]", "$[4]"])
        XCTAssertEqual(try T.paths("$[?@..a]", in: items), ["$[2]"])
    }

    func testAndBindsTighterThanOrAndParenthesesGroup() throws {
        let items = #"[{"a": 1}, {"b": 1, "c": 1}, {"a": 1, "c": 1}, {"c": 1}, {"b": 1}]"#
        XCTAssertEqual(try T.paths("$[?@.a || @.b && @.c]", in: items), ["$[0]", "$[1]", "$[2]"])
        XCTAssertEqual(try T.paths("$[?(@.a || @.b) && @.c]", in: items), ["$[1]", "$[2]"])
        XCTAssertEqual(try T.paths("$[?@.a && @.b || @.c]", in: items), ["$[1]", "$[2]", "$[3]"])
        XCTAssertEqual(try T.paths("$[?!(@.a || @.b)]", in: items), ["$[3]"])
        XCTAssertEqual(try T.paths("$[?@.a || @.b || @.c]", in: items).count, 5)
        XCTAssertEqual(try T.paths("$[?@.a && @.c && !@.b]", in: items), ["$[2]"])
    }

    func testFiltersOnObjectsTestMemberValues() throws {
        XCTAssertEqual(try T.paths("$[?@ < 3]", in: #"{"x": 1, "y": 5, "z": 2}"#), ["$['x']", "$['z']"])
        XCTAssertEqual(try T.values("$[?@ == 1]", in: "1"), [], "a scalar has no children to filter")
    }

    func testRootInsideFilters() throws {
        let data = #"{"limit": 2, "items": [1, 2, 3], "flag": true}"#
        XCTAssertEqual(try T.values("$.items[?@ > $.limit]", in: data), ["3"])
        XCTAssertEqual(try T.values("$.items[?$.flag]", in: data), ["1", "2", "3"])
        XCTAssertEqual(try T.values("$.items[?$.missing]", in: data), [])
    }

    func testFiltersFollowedBySegments() throws {
        let items = #"[{"a": 1, "b": {"x": "one"}}, {"a": 2, "b": {"x": "two"}}, {"z": "_", "x": 3, "y": 4}]"#
        XCTAssertEqual(try T.values("$[?@.a==1].b.x", in: items), [#""one""#])
        XCTAssertEqual(try T.values("$[?@.z=='_']['x','y']", in: items), ["3", "4"])
        XCTAssertEqual(try T.values("$[?@.b[?@ == 'two']]..x", in: items), [#""two""#])
    }

    func testFilterMixedWithOtherSelectors() throws {
        let items = #"[{"a": "b"}, {"a": "c"}, {"d": "e"}]"#
        XCTAssertEqual(try T.paths("$[1, ?@.a=='b', 1:]", in: items), ["$[1]", "$[0]", "$[1]", "$[2]"])
        XCTAssertEqual(try T.paths("$[?@.a, ?@.d]", in: items), ["$[0]", "$[1]", "$[2]"])
    }

    func testWhitespaceInsideFilters() throws {
        let items = #"[{"a": 1}, {"a": 2}]"#
        XCTAssertEqual(try T.paths("$[ ? @.a == 2 ]", in: items), ["$[1]"])
        XCTAssertEqual(try T.paths("$[?\n(\t@.a\r==\n1 )\n]", in: items), ["$[0]"])
        XCTAssertEqual(try T.paths("$[?! @.b]", in: items), ["$[0]", "$[1]"])
    }
}
