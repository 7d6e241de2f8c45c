import SpecModel
import XCTest

final class SwiftNameTests: XCTestCase {
    func testSnakeCaseKeepsAcronymsWhole() {
        let cases = [
            ("fullName", "full_name"), ("htmlURL", "html_url"), ("nodeID", "node_id"), ("urlValue", "url_value"),
            ("URLValue", "url_value"), ("sha256Hash", "sha256_hash"), ("id", "id"), ("already_snake", "already_snake"),
            ("cardArtworkURL", "card_artwork_url"), ("releasedAt", "released_at"),
        ]
        for (name, expected) in cases {
            XCTAssertEqual(JSONKey.snakeCase(name), expected, name)
        }
    }

    func testIdentifiers() {
        for name in ["a", "_a", "a1", "café", "default", "Self"] { XCTAssertTrue(SwiftName.isIdentifier(name), name) }
        for name in ["", "_", "1a", "a-b", "a b", "a?", "[x]"] { XCTAssertFalse(SwiftName.isIdentifier(name), name) }
        XCTAssertTrue(SwiftName.keywords.contains("default"))
        XCTAssertTrue(SwiftName.keywords.contains("self"))
    }

    func testAlphabeticIsUnicodesAlphabeticProperty() {
        for value in UInt32(0)..<0x800 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(scalar.isAlphabetic, scalar.properties.isAlphabetic, "U+\(String(value, radix: 16))")
        }
    }

    func testDidYouMean() {
        XCTAssertEqual(didYouMean("Strng", among: ["String", "Int"]), "String")
        XCTAssertEqual(didYouMean("string", among: ["String", "Int"]), "String")
        XCTAssertEqual(didYouMean("pathh", among: ["path", "params", "query"]), "path")
        XCTAssertEqual(didYouMean("iso8061", among: ["iso8601", "seconds"]), "iso8601")
        XCTAssertNil(didYouMean("Recording", among: ["String", "Int"]))
        XCTAssertNil(didYouMean("x", among: [String]()))
    }
}
