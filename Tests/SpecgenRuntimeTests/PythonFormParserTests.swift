import Foundation
import TestSupport
import XCTest

/// The parser itself: it must reject what is not a valid form, or the tests built on it prove nothing.
final class PythonFormParserTests: XCTestCase {
    func testDecodesPlusPercentAndBlankValues() throws {
        XCTAssertEqual(try PythonFormParser.pairs(Data("a+b=c%26d&e=&f%5B%5D=%C3%A9".utf8)),
                       [["a b", "c&d"], ["e", ""], ["f[]", "é"]])
    }

    func testRejectsMalformedBodies() {
        XCTAssertThrowsError(try PythonFormParser.pairs(Data("a=1&&b=2".utf8)), "an empty pair")
        XCTAssertThrowsError(try PythonFormParser.pairs(Data("a=1&b".utf8)), "a pair without =")
        XCTAssertThrowsError(try PythonFormParser.pairs(Data("a=%FF".utf8)), "not UTF-8")
        XCTAssertThrowsError(try PythonFormParser.pairs(Data("a=é".utf8)), "raw non-ASCII")
    }
}
