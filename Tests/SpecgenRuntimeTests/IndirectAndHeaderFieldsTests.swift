import Foundation
@_spi(Generated) import SpecgenRuntime
import TestSupport
import XCTest

/// A model that holds an optional of itself, written as the generator writes it.
private struct Comment: Codable, Hashable, Sendable {
    var text: String
    @Indirect var parent: Comment?

    init(text: String, parent: Comment? = nil) {
        self.text = text
        self.parent = parent
    }
}

private enum HeaderSort: String { case newest = "date_desc" }

final class IndirectAndHeaderFieldsTests: XCTestCase {
    func testIndirectOptionalDecodesMissingNullAndNestedValues() throws {
        let decoder = JSONDecoder()
        let missing = try decoder.decode(Comment.self, from: Data(#"{"text":"a"}"#.utf8))
        XCTAssertNil(missing.parent)
        let null = try decoder.decode(Comment.self, from: Data(#"{"text":"a","parent":null}"#.utf8))
        XCTAssertNil(null.parent)
        let nested = try decoder.decode(Comment.self,
                                        from: Data(#"{"text":"c","parent":{"text":"b","parent":{"text":"a"}}}"#.utf8))
        XCTAssertEqual(nested.parent?.parent?.text, "a")
        XCTAssertEqual(nested, Comment(text: "c", parent: Comment(text: "b", parent: Comment(text: "a"))))
    }

    func testIndirectOptionalEncodesLikeAPlainOptional() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(String(decoding: try encoder.encode(Comment(text: "a")), as: UTF8.self), #"{"text":"a"}"#)
        XCTAssertEqual(String(decoding: try encoder.encode(Comment(text: "b", parent: Comment(text: "a"))),
                              as: UTF8.self),
                       #"{"parent":{"text":"a"},"text":"b"}"#)
    }

    func testIndirectHasValueSemantics() {
        var a = Comment(text: "a", parent: Comment(text: "p"))
        let b = a
        a.parent?.text = "changed"
        XCTAssertEqual(b.parent?.text, "p")
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(Set([b, b]).count, 1)
    }

    func testHeaderFieldsSkipNilAndWriteRawValuesAndDates() {
        var headers = HeaderFields(["Accept": "application/json"])
        headers.add("X-None", nil as String?)
        headers.add("X-Count", 2)
        headers.add("X-Flag", true)
        headers.add("X-Sort", HeaderSort.newest)
        headers.add("X-Since", Date(timeIntervalSince1970: 0), coding: .seconds)
        XCTAssertEqual(headers.fields, ["Accept": "application/json", "X-Count": "2", "X-Flag": "true",
                                        "X-Sort": "date_desc", "X-Since": "0"])
    }
}
