@testable import JSONPath
import XCTest

/// I-Regexp (RFC 9485) in `match()` and `search()`: the dot, anchoring, classes, categories, escapes, and
/// invalid patterns (LogicalFalse, never an error).
final class RegexTests: XCTestCase {
    private typealias T = JSONPathTesting

    /// The indices of the strings of `strings` (a JSON array) that `function(@, 'pattern')` selects; the
    /// pattern is written in the query as given, so JSONPath escapes apply (`\\` for one backslash).
    private func selected(_ function: String, _ pattern: String, in strings: String, file: StaticString = #filePath,
                          line: UInt = #line) throws -> [String] {
        try T.paths("$[?\(function)(@, '\(pattern)')]", in: strings, file: file, line: line)
    }

    func testDotMatchesAnyCharacterButLineFeedAndCarriageReturn() throws {
        let strings = #"["a", "\n", "\r", "\u2028", "\u0085", "𝄞", "ab", ""]"#
        XCTAssertEqual(try selected("match", ".", in: strings), ["$[0]", "$[3]", "$[4]", "$[5]"])
        XCTAssertEqual(try selected("search", ".", in: strings), ["$[0]", "$[3]", "$[4]", "$[5]", "$[6]"])
        XCTAssertEqual(try selected("match", "", in: strings), ["$[7]"])
        XCTAssertEqual(try selected("match", "a.b", in: #"["a𝄞b", "ab", "a\nb"]"#), ["$[0]"],
                       "a supplementary character is one character")
    }

    func testMatchCoversTheWholeStringSearchAnyPart() throws {
        let strings = #"["abc", "xabc", "abcx", "ABC"]"#
        XCTAssertEqual(try selected("match", "abc", in: strings), ["$[0]"])
        XCTAssertEqual(try selected("search", "abc", in: strings), ["$[0]", "$[1]", "$[2]"])
        XCTAssertEqual(try selected("match", "abc|xabc", in: strings), ["$[0]", "$[1]"],
                       "anchoring applies to every alternative")
    }

    func testCaretAndDollarAnchorAsInTheComplianceSuite() throws {
        let strings = #"["ab", "ba", "a\n"]"#
        XCTAssertEqual(try selected("match", "^ab$", in: strings), ["$[0]"])
        XCTAssertEqual(try selected("search", "^b", in: strings), ["$[1]"])
        XCTAssertEqual(try selected("search", "a$", in: strings), ["$[1]"], "$ is the very end, not before a final \\n")
    }

    func testCharacterClasses() throws {
        XCTAssertEqual(try selected("match", "[a-c]+", in: #"["abc", "abd", "", "ABC"]"#), ["$[0]"])
        XCTAssertEqual(try selected("match", "[^a-c]", in: #"["d", "a", "\n"]"#), ["$[0]", "$[2]"])
        XCTAssertEqual(try selected("match", "a[.b]c", in: #"["a.c", "abc", "axc"]"#), ["$[0]", "$[1]"])
        XCTAssertEqual(try selected("match", "[-a]+", in: #"["-a-", "b"]"#), ["$[0]"])
        XCTAssertEqual(try selected("match", "[a-]+", in: #"["-a-", "b"]"#), ["$[0]"])
        XCTAssertEqual(try selected("match", "[&&]+", in: #"["&&", "a"]"#), ["$[0]"], "no ICU set operators")
        XCTAssertEqual(try selected("match", "[a^]+", in: #"["^a", "b"]"#), ["$[0]"])
        XCTAssertEqual(try selected("match", #"a[\\].]c"#, in: #"["a]c", "a.c", "abc"]"#), ["$[0]", "$[1]"])
    }

    func testUnicodeCategories() throws {
        let strings = #"["A", "a", "É", "1", "٣"]"#
        XCTAssertEqual(try selected("match", #"\\p{Lu}"#, in: strings), ["$[0]", "$[2]"])
        XCTAssertEqual(try selected("match", #"\\P{Lu}"#, in: strings), ["$[1]", "$[3]", "$[4]"])
        XCTAssertEqual(try selected("match", #"\\p{Nd}"#, in: strings), ["$[3]", "$[4]"])
        XCTAssertEqual(try selected("match", #"\\p{L}"#, in: strings), ["$[0]", "$[1]", "$[2]"])
        XCTAssertEqual(try selected("match", #"[\\p{Ll}1]"#, in: strings), ["$[1]", "$[3]"])
        XCTAssertEqual(try selected("match", #"[^\\p{L}]"#, in: strings), ["$[3]", "$[4]"])
    }

    func testEscapesAndLiterals() throws {
        XCTAssertEqual(try selected("match", #"a\\.c"#, in: #"["a.c", "abc"]"#), ["$[0]"])
        XCTAssertEqual(try selected("match", #"a\\\\.c"#, in: #"["a\\bc", "abc"]"#), ["$[0]"])
        XCTAssertEqual(try selected("match", #"a\\[.c"#, in: #"["a[xc", "axc"]"#), ["$[0]"])
        XCTAssertEqual(try selected("match", #"\\(\\)\\*\\+\\?\\{\\}\\|\\-\\^"#, in: #"["()*+?{}|-^"]"#), ["$[0]"])
        XCTAssertEqual(try selected("match", #"a\\tb\\nc"#, in: #"["a\tb\nc"]"#), ["$[0]"])
        XCTAssertEqual(try selected("match", "#~ /", in: ##"["#~ /"]"##), ["$[0]"])
    }

    func testQuantifiersAndGroups() throws {
        let strings = #"["aa", "aaa", "a", "abab", "abcd", "ac"]"#
        XCTAssertEqual(try selected("match", "a{2}", in: strings), ["$[0]"])
        XCTAssertEqual(try selected("match", "a{2,}", in: strings), ["$[0]", "$[1]"])
        XCTAssertEqual(try selected("match", "a{1,2}", in: strings), ["$[0]", "$[2]"])
        XCTAssertEqual(try selected("match", "(ab|cd)+", in: strings), ["$[3]", "$[4]"])
        XCTAssertEqual(try selected("match", "ab?c?", in: strings), ["$[2]", "$[5]"])
        XCTAssertEqual(try selected("match", "a*", in: strings), ["$[0]", "$[1]", "$[2]"])
    }

    func testInvalidPatternsAreFalseNotErrors() throws {
        let strings = #"["a", "aa", "1", ""]"#
        let invalid = [#"\\d"#, #"\\w"#, "[z-a]", "a{2,1}", "a{,2}", "(a", "a)", "*a", "a**", "a*?", "[]", "[^]",
                       "(?:a)", #"\\p{IsBasicLatin}"#, #"\\p{Cs}"#, "[a-c-e]", "{1}", "a]", "a}", #"\\1"#]
        for pattern in invalid {
            XCTAssertEqual(try selected("match", pattern, in: strings), [], pattern)
            XCTAssertEqual(try selected("search", pattern, in: strings), [], pattern)
            XCTAssertEqual(try T.paths("$[?!match(@, '\(pattern)')]", in: strings).count, 4, pattern)
        }
    }

    func testTranslationToICU() {
        XCTAssertEqual(IRegexp.icuPattern("a.b"), #"a[^\n\r]b"#)
        XCTAssertEqual(IRegexp.icuPattern("[^a-z&]"), #"[^a-z\x{26}]"#)
        XCTAssertEqual(IRegexp.icuPattern(#"\p{Lu}+(x|y){2,3}"#), #"\p{Lu}+(?:x|y){2,3}"#)
        XCTAssertEqual(IRegexp.icuPattern("#"), #"\x{23}"#)
        XCTAssertNil(IRegexp.icuPattern(#"\d"#))
    }
}
