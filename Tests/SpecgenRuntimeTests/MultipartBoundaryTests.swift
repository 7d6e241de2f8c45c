import Foundation
@testable import SpecgenRuntime
import TestSupport
import XCTest

/// A boundary that occurs in a part is drawn again: the body must still parse into the parts sent.
final class MultipartBoundaryTests: XCTestCase {
    func testABoundaryFoundInAPartIsDrawnAgain() throws {
        var drawn = ["in-the-file", "in-a-name", "fresh"]
        let value = ["in-a-name": FilePart(Data("--in-the-file\r\n".utf8), fileName: "f")]
        let (body, contentType) = try MultipartEncoder.encode(value, dateCoding: .iso8601) { drawn.removeFirst() }
        XCTAssertEqual(contentType, "multipart/form-data; boundary=fresh")
        XCTAssertTrue(drawn.isEmpty, "both colliding boundaries were passed over")
        let parts = try MultipartReader.parts(body, contentType: contentType)
        XCTAssertEqual(parts.map(\.body), [Data("--in-the-file\r\n".utf8)])
    }
}
