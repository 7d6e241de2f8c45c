import JSONPath
import XCTest

/// Array slices (RFC 9535 §2.3.4): defaults, negative bounds and steps, clamping.
final class SliceTests: XCTestCase {
    private typealias T = JSONPathTesting
    private let letters = #"["a", "b", "c", "d", "e", "f", "g"]"#

    private func slice(_ selector: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try T.values("$[\(selector)]", in: letters, file: file, line: line)
            .map { $0.replacingOccurrences(of: "\"", with: "") }.joined()
    }

    /// RFC 9535 Table 8.
    func testSlicesFromTheRFC() throws {
        XCTAssertEqual(try slice("1:3"), "bc")
        XCTAssertEqual(try slice("5:"), "fg")
        XCTAssertEqual(try slice("1:5:2"), "bd")
        XCTAssertEqual(try slice("5:1:-2"), "fd")
        XCTAssertEqual(try slice("::-1"), "gfedcba")
    }

    func testDefaults() throws {
        XCTAssertEqual(try slice(":"), "abcdefg")
        XCTAssertEqual(try slice("::"), "abcdefg")
        XCTAssertEqual(try slice(":2"), "ab")
        XCTAssertEqual(try slice("::2"), "aceg")
        XCTAssertEqual(try slice(":0:-1"), "gfedcb", "a negative step starts at the last element")
        XCTAssertEqual(try slice("2::-1"), "cba", "a negative step ends before the first element")
        XCTAssertEqual(try slice("::-2"), "geca")
    }

    func testNegativeBounds() throws {
        XCTAssertEqual(try slice("-2:"), "fg")
        XCTAssertEqual(try slice("-5:-2"), "cde")
        XCTAssertEqual(try slice("1:-1"), "bcdef")
        XCTAssertEqual(try slice("-1:-3"), "", "start after end with a positive step")
        XCTAssertEqual(try slice("-1:-3:-1"), "gf")
        XCTAssertEqual(try slice("-1:1:-1"), "gfedc")
        XCTAssertEqual(try slice("6:-5:-1"), "gfed")
    }

    func testZeroStepAndEmptyRanges() throws {
        XCTAssertEqual(try slice("1:2:0"), "")
        XCTAssertEqual(try slice("2:2"), "")
        XCTAssertEqual(try T.values("$[:]", in: "[]"), [])
        XCTAssertEqual(try T.values("$[::-1]", in: "[]"), [])
        XCTAssertEqual(try T.values("$[0:2]", in: #"{"0": 1}"#), [], "slices select nothing from objects")
    }

    func testBoundsAreClamped() throws {
        XCTAssertEqual(try slice("2:113667776004"), "cdefg")
        XCTAssertEqual(try slice("-113667776004:1"), "a")
        XCTAssertEqual(try slice("113667776004:0:-1"), "gfedcb")
        XCTAssertEqual(try slice("3:-113667776004:-1"), "dcba")
        XCTAssertEqual(try slice("1:10:113667776004"), "b")
        XCTAssertEqual(try slice("-1:-10:-113667776004"), "g")
        XCTAssertEqual(try slice("9007199254740991::"), "")
        XCTAssertEqual(try slice("-9007199254740991::"), "abcdefg")
        XCTAssertEqual(try slice("::-9007199254740991"), "g")
    }

    func testWhitespaceAroundColons() throws {
        XCTAssertEqual(try slice(" 1 : 5 : 2 "), "bd")
        XCTAssertEqual(try slice("1 :"), "bcdefg")
    }

    func testPathsAreTheSelectedIndices() throws {
        XCTAssertEqual(try T.paths("$[5:1:-2]", in: letters), ["$[5]", "$[3]"])
        XCTAssertEqual(try T.paths("$[1:3][1:2]", in: #"[[0], [1, 2], [3, 4, 5]]"#), ["$[1][1]", "$[2][1]"])
    }

    func testSlicesCombineWithOtherSelectors() throws {
        XCTAssertEqual(try slice("0, 5:, -1"), "afgg")
    }
}
