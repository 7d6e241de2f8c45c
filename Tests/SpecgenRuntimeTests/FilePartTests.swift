import Foundation
import SpecgenRuntime
import XCTest

/// A file part's own JSON form, for examples and logs.
final class FilePartTests: XCTestCase {
    func testJSONHoldsTheNameTypeAndBase64Bytes() throws {
        let part = FilePart(Data([0xFB, 0xFF, 0x00]), fileName: "a.bin")
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(part)) as? [String: String])
        XCTAssertEqual(json, ["fileName": "a.bin", "contentType": "application/octet-stream", "data": "+/8A"])
        let decoded = try JSONDecoder().decode(
            FilePart.self, from: Data(#"{"fileName": "b.txt", "contentType": "text/plain", "data": "aGk="}"#.utf8))
        XCTAssertEqual(decoded, FilePart(Data("hi".utf8), fileName: "b.txt", contentType: "text/plain"))
    }
}
