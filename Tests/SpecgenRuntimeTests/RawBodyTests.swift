import Foundation
import SpecgenRuntime
import XCTest

/// Raw bodies arrive byte for byte with the content type declared for them.
final class RawBodyTests: LoopbackTestCase {
    func testTextIsSentAsUTF8() async throws {
        let plain = try await send(.text("Zürich, 東京\r\nline 2"))
        XCTAssertEqual(plain.headers["content-type"], "text/plain; charset=utf-8")
        XCTAssertEqual(plain.body, Data([0x5A, 0xC3, 0xBC]) + Data("rich, ".utf8)
                       + Data([0xE6, 0x9D, 0xB1, 0xE4, 0xBA, 0xAC]) + Data("\r\nline 2".utf8))
        let csv = try await send(.text("a,b\n1,2\n", contentType: "text/csv; charset=utf-8"))
        XCTAssertEqual(csv.headers["content-type"], "text/csv; charset=utf-8")
        XCTAssertEqual(csv.body, Data("a,b\n1,2\n".utf8))
        XCTAssertEqual(csv.headers["content-length"], "8")
    }

    func testDataIsSentAsItIs() async throws {
        let bytes = Data([0x25, 0x50, 0x44, 0x46, 0x00, 0x0D, 0x0A, 0xFF, 0xFE])
        let received = try await send(.data(bytes, contentType: "application/pdf"))
        XCTAssertEqual(received.headers["content-type"], "application/pdf")
        XCTAssertEqual(received.body, bytes)
    }

    func testTheRequestsContentTypeWins() async throws {
        let received = try await send(.text("<a/>", contentType: "text/plain"),
                                      headers: ["Content-Type": "application/xml"])
        XCTAssertEqual(received.headers["content-type"], "application/xml")
        XCTAssertEqual(received.body, Data("<a/>".utf8))
    }
}
