import Foundation
@_spi(Generated) import SpecgenRuntime
import TestSupport
import XCTest

/// Multi-segment path parameters, checked against the raw request line the server received.
final class PathSegmentsTests: LoopbackTestCase {
    private func sentRequestLine(path: String) async throws -> String {
        try await received(Get<[Item]>(path: path), basePath: "api").requestLine
    }

    func testSlashesStayAndEverySegmentIsEncoded() async throws {
        let cases: [(String, String)] = [
            ("docs/2024/report.pdf", "/api/files/docs/2024/report.pdf/raw"),
            ("a b/c?d/#e", "/api/files/a%20b/c%3Fd/%23e/raw"),
            ("Zürich/100%", "/api/files/Z%C3%BCrich/100%25/raw"),
            ("plain", "/api/files/plain/raw"),
            ("a//b/", "/api/files/a//b//raw"),
        ]
        for (value, expected) in cases {
            let line = try await sentRequestLine(path: "/files/" + PathSegment.encodeSegments(value) + "/raw")
            XCTAssertEqual(line, "GET \(expected) HTTP/1.1", "path parameter \(value)")
        }
    }

    func testDotSegmentsNeverClimb() async throws {
        let cases: [(String, String)] = [
            ("a/../b", "/api/files/a/%2E%2E/b"),
            ("../../admin", "/api/files/%2E%2E/%2E%2E/admin"),
            ("./x/.", "/api/files/%2E/x/%2E"),
            ("..", "/api/files/%2E%2E"),
            ("a/..", "/api/files/a/%2E%2E"),
            ("...", "/api/files/..."),
        ]
        for (value, expected) in cases {
            let line = try await sentRequestLine(path: "/files/" + PathSegment.encodeSegments(value))
            XCTAssertEqual(line, "GET \(expected) HTTP/1.1", "path parameter \(value)")
        }
    }

    func testNonStringValues() {
        XCTAssertEqual(PathSegment.encodeSegments(42), "42")
        XCTAssertEqual(PathSegment.encodeSegments(Folder.archive), "old/%2E%2E/2020")
        XCTAssertEqual(PathSegment.encodeSegments(Described.a), "raw%20a", "raw value, not description")
        XCTAssertEqual(PathSegment.encodeSegments(URL(string: "https://x.org/a")!), "https%3A//x.org/a")
        XCTAssertEqual(PathSegment.encodeSegments(""), "")
    }
}

/// A raw value with slashes in it.
private enum Folder: String {
    case archive = "old/../2020"
}
