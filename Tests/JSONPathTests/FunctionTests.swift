import JSONPath
import XCTest

/// The function extensions (RFC 9535 §2.4.4–2.4.8) and their well-typedness (§2.4.3).
final class FunctionTests: XCTestCase {
    private typealias T = JSONPathTesting

    func testLength() throws {
        let items = #"""
            [{"a": "ab"}, {"a": "☺𝄞"}, {"a": [1, 2, 3]}, {"a": {"x": 1, "y": 2}}, {"a": 7}, {"a": null}, {"b": 1},
             {"a": ""}]
            """#
        XCTAssertEqual(try T.paths("$[?length(@.a) == 2]", in: items), ["$[0]", "$[1]", "$[3]"],
                       "characters are Unicode scalars: ☺𝄞 has two")
        XCTAssertEqual(try T.paths("$[?length(@.a) == 3]", in: items), ["$[2]"])
        XCTAssertEqual(try T.paths("$[?length(@.a) == 0]", in: items), ["$[7]"])
        XCTAssertEqual(try T.paths("$[?length(@.a) >= 0]", in: items), ["$[0]", "$[1]", "$[2]", "$[3]", "$[7]"],
                       "numbers, null and absent members have no length (Nothing)")
        XCTAssertEqual(try T.paths("$[?length(@.a) == @.b]", in: items), ["$[4]", "$[5]"],
                       "Nothing (no length, no b) equals Nothing; a length never equals an absent b")
        XCTAssertEqual(try T.paths("$[?length('abc') == 3]", in: #"[0]"#), ["$[0]"])
        XCTAssertEqual(try T.paths("$[?length(1) >= 0]", in: #"[0]"#), [])
        XCTAssertEqual(try T.paths("$[?length(@) == length($[0])]", in: #"["xy", "z", "ab"]"#), ["$[0]", "$[2]"])
        // A combining accent is a character of its own.
        XCTAssertEqual(try T.paths("$[?length(@) == 2]", in: "[\"e\u{301}\"]"), ["$[0]"])
    }

    func testCount() throws {
        let items = #"[{"a": [1, 2, 3]}, {"a": [1]}, {"a": 1, "b": {"c": 2}}, 5]"#
        XCTAssertEqual(try T.paths("$[?count(@.a[*]) == 3]", in: items), ["$[0]"])
        XCTAssertEqual(try T.paths("$[?count(@.*) == 1]", in: items), ["$[0]", "$[1]"])
        XCTAssertEqual(try T.paths("$[?count(@..*) > 2]", in: items), ["$[0]", "$[2]"])
        XCTAssertEqual(try T.paths("$[?count(@.a) == 1]", in: items), ["$[0]", "$[1]", "$[2]"])
        XCTAssertEqual(try T.paths("$[?count(@['a', 'b']) == 2]", in: items), ["$[2]"])
        XCTAssertEqual(try T.paths("$[?count(@.*) == 0]", in: items), ["$[3]"])
        XCTAssertEqual(try T.paths("$[?count($.*) == 4]", in: items).count, 4)
    }

    func testValue() throws {
        let items = #"[{"a": 4}, {"a": 4, "b": 4}, {"c": {"d": 4}}, {}]"#
        XCTAssertEqual(try T.paths("$[?value(@.*) == 4]", in: items), ["$[0]"], "several nodes give Nothing")
        XCTAssertEqual(try T.paths("$[?value(@..d) == 4]", in: items), ["$[2]"])
        XCTAssertEqual(try T.paths("$[?value(@.x) == @.y]", in: items).count, 4, "Nothing == Nothing")
        T.assertRejected("$[?value(@.c) == {}]", at: 17, "unexpected '{'")
    }

    func testMatchIsAnchoredAndSearchIsNot() throws {
        let strings = #"["abc", "xabcx", "ab", "bc", 7, ["abc"]]"#
        XCTAssertEqual(try T.paths("$[?match(@, 'abc')]", in: strings), ["$[0]"])
        XCTAssertEqual(try T.paths("$[?search(@, 'abc')]", in: strings), ["$[0]", "$[1]"])
        XCTAssertEqual(try T.paths("$[?match(@, 'a.*')]", in: strings), ["$[0]", "$[2]"])
        XCTAssertEqual(try T.paths(#"$[?search(@, "b")]"#, in: strings), ["$[0]", "$[1]", "$[2]", "$[3]"])
        XCTAssertEqual(try T.paths("$[?!match(@, 'abc')]", in: strings), ["$[1]", "$[2]", "$[3]", "$[4]", "$[5]"],
                       "a non-string is not a match")
        XCTAssertEqual(try T.paths("$[?match(@, 1)]", in: strings), [], "a non-string pattern matches nothing")
    }

    /// RFC 9535 Table 12: match() and search() on the `b` members.
    func testMatchAndSearchFromTheRFC() throws {
        let document = #"{"a": [3, {"b": "j"}, {"b": "k"}, {"b": {}}, {"b": "kilo"}]}"#
        XCTAssertEqual(try T.values(#"$.a[?match(@.b, "[jk]")]"#, in: document), [#"{"b":"j"}"#, #"{"b":"k"}"#])
        XCTAssertEqual(try T.values(#"$.a[?search(@.b, "[jk]")]"#, in: document),
                       [#"{"b":"j"}"#, #"{"b":"k"}"#, #"{"b":"kilo"}"#])
    }

    func testPatternsFromTheDocumentAndNestedFunctions() throws {
        let document = #"{"regex": "b.?b", "values": ["abc", "bcd", "bab", "bba", "bbab", "b", true, [], {}]}"#
        XCTAssertEqual(try T.values("$.values[?match(@, $.regex)]", in: document), [#""bab""#])
        XCTAssertEqual(try T.values("$.values[?search(@, $.regex)]", in: document), [#""bab""#, #""bba""#, #""bbab""#])
        XCTAssertEqual(try T.values("$.values[?match(@, value($..regex))]", in: document), [#""bab""#])
        XCTAssertEqual(try T.values("$.values[?length(@) == length(value($.regex))]", in: document), [#""bbab""#])
        XCTAssertEqual(try T.values("$.values[?length(@) == count($.values[0:3])]", in: document),
                       [#""abc""#, #""bcd""#, #""bab""#, #""bba""#])
    }

    func testWellTypedQueriesAreAccepted() {
        T.assertAccepted("$[?length(@) < 3]")
        T.assertAccepted("$[?count(@.*) == 1]")
        T.assertAccepted("$[?match(@.timezone, 'Europe/.*')]")
        T.assertAccepted("$[?value(@..color) == \"red\"]")
        T.assertAccepted("$[?length(value(@.*)) > 0]")
        T.assertAccepted("$[?!search(@, 'x') && count(@..x) >= length(@)]")
        T.assertAccepted("$[?length(@ .a .b) == 3]")
    }

    /// RFC 9535 Table 13 and the arity and argument rules.
    func testIllTypedQueriesAreRejected() {
        T.assertRejected("$[?length(@.*) < 3]", at: 10, "singular")
        T.assertRejected("$[?length(@['a', 'b']) < 3]", at: 10, "singular")
        T.assertRejected("$[?count(1) == 1]", at: 9, "NodesType")
        T.assertRejected("$[?count('a') == 1]", at: 9, "NodesType")
        T.assertRejected("$[?count(@.a == 1) == 1]", at: 9, "NodesType")
        T.assertRejected("$[?match(@.timezone, 'Europe/.*') == true]", at: 3, "cannot be compared")
        T.assertRejected("$[?search(@, 'a') != false]", at: 3, "cannot be compared")
        T.assertRejected("$[?value(@..color)]", at: 3, "compare it")
        T.assertRejected("$[?length(@.a)]", at: 3, "compare it")
        T.assertRejected("$[?count(@..*)]", at: 3, "compare it")
        T.assertRejected("$[?length(match(@, 'a')) > 0]", at: 10, "LogicalType")
        T.assertRejected("$[?match(@, @.a == 1)]", at: 12, "logical expression")
        T.assertRejected("$[?match(@.*, 'a')]", at: 9, "singular")
    }

    func testArityAndNamesAreChecked() {
        T.assertRejected("$[?length() == 1]", at: 10, "takes 1 argument, not 0")
        T.assertRejected("$[?length(@.a, @.b) == 1]", at: 15, "takes 1 argument, not 2")
        T.assertRejected("$[?match(@.a) == 1]", at: 12, "takes 2 arguments, not 1")
        T.assertRejected("$[?search(@.a, 'a', 'b')]", at: 20, "takes 2 arguments, not 3")
        T.assertRejected("$[?value() == 4]", at: 9)
        T.assertRejected("$[?foo(@.a)]", at: 3, "unknown function foo()")
        T.assertRejected("$[?Length(@.a) == 1]", at: 3)
        T.assertRejected("$[?count (@.*) == 1]", at: 8, "no whitespace")
    }
}
