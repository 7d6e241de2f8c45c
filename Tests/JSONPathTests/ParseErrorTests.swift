import JSONPath
import XCTest

/// Queries the grammar rejects (RFC 9535 §2.1–2.5), with the offset of the problem (0-based, in Unicode
/// scalars) and what the message says.
final class ParseErrorTests: XCTestCase {
    private typealias T = JSONPathTesting

    func testRootAndWhitespace() {
        T.assertRejected("", at: 0, "starts with '$'")
        T.assertRejected("a.b", at: 0, "starts with '$'")
        T.assertRejected(" $", at: 0, "must not start with whitespace")
        T.assertRejected("$ ", at: 1, "must not end with whitespace")
        T.assertRejected("$.a\n", at: 3, "must not end with whitespace")
        T.assertRejected("$$", at: 1)
        T.assertRejected("$a", at: 1, "expected '.', '..' or '['")
    }

    func testShorthands() {
        T.assertRejected("$.", at: 2, "expected a member name or '*'")
        T.assertRejected("$..", at: 3, "expected a member name or '*' after '..'")
        T.assertRejected("$. a", at: 2, "no whitespace")
        T.assertRejected("$.. a", at: 3, "no whitespace")
        T.assertRejected("$.1", at: 2, "quote other names")
        T.assertRejected("$.&", at: 2)
        T.assertRejected("$.a-b", at: 3)
        T.assertRejected("$.['a']", at: 2, "'.['")
        T.assertRejected("$.☺.-", at: 4)
    }

    func testBrackets() {
        T.assertRejected("$[]", at: 2, "empty brackets")
        T.assertRejected("$[", at: 2, "expected a selector")
        T.assertRejected("$[0", at: 3, "expected ']'")
        T.assertRejected("$[0 2]", at: 4, "expected ',' or ']'")
        T.assertRejected("$[,0]", at: 2)
        T.assertRejected("$[0,]", at: 4)
        T.assertRejected("$[@.a]", at: 2, "must be in a filter")
        T.assertRejected("$[$.a]", at: 2, "must be in a filter")
        T.assertRejected("$[a]", at: 2)
    }

    func testIndicesAndSlices() {
        T.assertRejected("$[01]", at: 2, "leading zeros")
        T.assertRejected("$[-0]", at: 2, "-0")
        T.assertRejected("$[-01]", at: 2, "-0")
        T.assertRejected("$[+1]", at: 2)
        T.assertRejected("$[- 1]", at: 3, "digits after '-'")
        T.assertRejected("$[1.0]", at: 2, "integer")
        T.assertRejected("$[9007199254740992]", at: 2, "out of range")
        T.assertRejected("$[-9007199254740992]", at: 2, "out of range")
        T.assertRejected("$[231584178474632390847141970017375815706539969331281128078915168015826259279872]", at: 2,
                         "out of range")
        T.assertRejected("$[1:2:3:4]", at: 7, "expected ',' or ']'")
        T.assertRejected("$[1:2:a]", at: 6)
        T.assertRejected("$[::-0]", at: 4, "-0")
        T.assertRejected("$[:9007199254740992]", at: 3, "out of range")
    }

    func testStringLiterals() {
        T.assertRejected("$['a]", at: 5, "not closed")
        T.assertRejected(#"$["a\"]"#, at: 7, "not closed")
        T.assertRejected("$['\u{01}']", at: 3, "control character U+0001")
        T.assertRejected("$['a\nb']", at: 4, "control character U+000A")
        T.assertRejected(#"$["\'"]"#, at: 3, "invalid escape")
        T.assertRejected(#"$['\"']"#, at: 3, "invalid escape")
        T.assertRejected(#"$['a\x41']"#, at: 4, #"invalid escape sequence \x"#)
        T.assertRejected(#"$['\u12']"#, at: 3, "four hex digits")
        T.assertRejected(#"$['\u{1F600}']"#, at: 3, "four hex digits")
        T.assertRejected(#"$["\uD800"]"#, at: 3, "high surrogate")
        T.assertRejected(#"$["\uD800\u0041"]"#, at: 9, "not a low surrogate")
        T.assertRejected(#"$["ab\uDC00"]"#, at: 5, "low surrogate without a high surrogate")
        T.assertRejected(#"$["\uD800\uDC0"]"#, at: 9, "four hex digits")
    }

    func testFilterSyntax() {
        T.assertRejected("$[?]", at: 3, "expected a query")
        T.assertRejected("$[?@.a==+1]", at: 8)
        T.assertRejected("$[?@.a==01]", at: 8, "leading zeros")
        T.assertRejected("$[?@.a==1.]", at: 10, "decimal point")
        T.assertRejected("$[?@.a==1e]", at: 10, "exponent")
        T.assertRejected("$[?@.a==.1]", at: 8)
        T.assertRejected("$[?@.a==1e2.3]", at: 11)
        T.assertRejected("$[?@.a = 1]", at: 7, "'=='")
        T.assertRejected("$[?@.a==True]", at: 8, "lowercase")
        T.assertRejected("$[?@.a==nil]", at: 8, "unknown word 'nil'")
        T.assertRejected("$[?(@.a]", at: 7, "expected ')'")
        T.assertRejected("$[?@.a && ]", at: 10, "expected a query")
        T.assertRejected("$[?@.a & @.b]", at: 7)
        T.assertRejected("$[?!@.a == 1]", at: 3, "cannot negate a comparison")
        T.assertRejected("$[?@.a == 1 == 2]", at: 12)
    }

    func testLiteralsAndNonSingularQueriesCannotStandAlone() {
        T.assertRejected("$[?true]", at: 3, "literal cannot be a test")
        T.assertRejected("$[?'abc']", at: 3, "literal cannot be a test")
        T.assertRejected("$[?2.5]", at: 3, "literal cannot be a test")
        T.assertRejected("$[?true && false]", at: 3, "literal cannot be a test")
        T.assertRejected("$[?false || @.a == 1]", at: 3, "literal cannot be a test")
        T.assertRejected("$[?@.a == 1 && null]", at: 15, "literal cannot be a test")
        T.assertRejected("$[?@.* == 1]", at: 3, "cannot be compared")
        T.assertRejected("$[?1 == @..a]", at: 8, "cannot be compared")
        T.assertRejected("$[?$[0, 1] == 1]", at: 3, "cannot be compared")
        T.assertRejected("$[?@[0:1] == 1]", at: 3, "cannot be compared")
        T.assertRejected("$[?@[?@.a] == 1]", at: 3, "cannot be compared")
    }

    func testOffsetsCountUnicodeScalars() {
        T.assertRejected("$['☺𝄞'].1", at: 8)
        T.assertRejected("$.é\u{301}.#", at: 5)
    }

    func testErrorsDescribeThemselves() throws {
        let error = try XCTUnwrap(T.error("$[01]"))
        XCTAssertEqual(error, JSONPathError("an index must not have leading zeros", at: 2))
        XCTAssertEqual(error.description, "3: an index must not have leading zeros")
    }

    func testQueriesRememberTheirText() throws {
        let query = try JSONPathQuery.parse("$.a[0]")
        XCTAssertEqual(query.text, "$.a[0]")
        XCTAssertEqual(query.description, "$.a[0]")
        XCTAssertEqual(query, try JSONPathQuery("$.a[0]"))
        XCTAssertTrue(query.isSingular)
        XCTAssertTrue(try JSONPathQuery.parse("$").isSingular)
        XCTAssertFalse(try JSONPathQuery.parse("$.a[*]").isSingular)
        XCTAssertFalse(try JSONPathQuery.parse("$..a").isSingular)
        XCTAssertFalse(try JSONPathQuery.parse("$['a','b']").isSingular)
    }
}

extension ParseErrorTests {
    func testNestingIsBounded() throws {
        let deep = 100
        let parentheses = "$[?" + String(repeating: "(", count: deep) + "@.a" + String(repeating: ")", count: deep)
            + "]"
        T.assertRejected(parentheses, at: 3 + deep, "nests more than 100 levels")
        let calls = "$[?" + String(repeating: "length(value(", count: 60) + "@" + String(repeating: "))", count: 60)
            + " > 0]"
        T.assertRejected(calls, at: 3 + 13 * 49 + 12, "nests more than 100 levels")
        let shallow = "$[?" + String(repeating: "(", count: 50) + "@.a" + String(repeating: ")", count: 50) + "]"
        XCTAssertEqual(try T.values(shallow, in: #"[{"a": 1}, {"b": 2}]"#), [#"{"a":1}"#])
    }
}

extension ParseErrorTests {
    /// `-` inside a dotted name is refused by the standard grammar and taken, and said, only when asked for.
    func testHyphenatedNamesOnlyWhenAskedFor() throws {
        T.assertRejected("$.paths.x-internal", at: 9)
        let query = try JSONPathQuery.parse("$.paths[?@.get.x-internal == true].get.x-a-b", hyphenatedNames: true)
        XCTAssertTrue(query.usesHyphenatedNames)
        XCTAssertFalse(try JSONPathQuery.parse("$.paths['x-internal']", hyphenatedNames: true).usesHyphenatedNames)
        let document = try T.document(
            #"{"paths": {"/a": {"get": {"x-internal": true, "x-a-b": 1}}, "/b": {"get": {"x-a-b": 2}}}}"#)
        XCTAssertEqual(query.select(in: document).map { T.json($0.node) }, ["1"])
        // A '-' that no name character follows is not part of the name.
        XCTAssertThrowsError(try JSONPathQuery.parse("$.a-", hyphenatedNames: true))
        XCTAssertFalse(try JSONPathQuery.parse("$[?@.a==-1]", hyphenatedNames: true).usesHyphenatedNames,
                       "a minus sign is still a number's")
    }
}
