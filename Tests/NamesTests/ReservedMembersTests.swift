import Foundation
@testable import Names
import XCTest

/// The members the naming pass keeps free in generated types must include every member those types get from the
/// runtime: read from the runtime's sources, so a member added there can't be forgotten here.
final class ReservedMembersTests: XCTestCase {
    /// The names of the `public` and `open` properties and methods declared in runtime files.
    private func publicMembers(_ files: [String]) throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: #"^\s*(?:@\w+\s+)*(?:public|open)\s+(?:override\s+)?"#
                                                  + #"(?:nonisolated\s+)?(?:var|let|func)\s+([A-Za-z_][A-Za-z0-9_]*)"#,
                                              options: .anchorsMatchLines)
        var names: Set<String> = []
        for file in files {
            let text = try RuntimeSources.text(of: file)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }

    /// The `var` and `func` names declared in every top-level block that starts with `opening` (a protocol, or an
    /// extension of one) in `files`.
    private func members(of opening: String, in files: [String]) throws -> Set<String> {
        let pattern = try NSRegularExpression(
            pattern: #"^\s*(?:@\w+\s+)*(?:public\s+)?(?:var|func)\s+([A-Za-z_][A-Za-z0-9_]*)"#,
            options: .anchorsMatchLines)
        var names: Set<String> = []
        for file in files {
            let text = try RuntimeSources.text(of: file)
            var searched = text.startIndex..<text.endIndex
            while let start = text.range(of: "\n" + opening, range: searched),
                  let end = text.range(of: "\n}\n", range: start.upperBound..<text.endIndex) {
                let body = String(text[start.upperBound..<end.lowerBound])
                for match in pattern.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
                    if let range = Range(match.range(at: 1), in: body) { names.insert(String(body[range])) }
                }
                searched = end.upperBound..<text.endIndex
            }
        }
        return names
    }

    func testRequestMembersCoverTheRequestProtocol() throws {
        let members = try members(of: "public protocol Request", in: ["Request.swift"])
        XCTAssertFalse(members.isEmpty)
        XCTAssertEqual(members.subtracting(Reserved.requestMembers.keys), [])
    }

    func testControllerMembersCoverTheControllerClasses() throws {
        let members = try publicMembers(["AnyObjectsController.swift", "OffsetBasedObjectsController.swift",
                                         "PageBasedObjectsController.swift", "CursorBasedObjectsController.swift"])
        XCTAssertTrue(members.contains("loadMore"))
        XCTAssertEqual(members.subtracting(Reserved.controllerMembers.keys), [])
    }

    func testMockMembersCoverNetworking() throws {
        let members = try members(of: "public protocol Networking", in: ["Networking.swift"])
            .union(members(of: "extension Networking", in: ["Networking.swift", "Networking+Combine.swift"]))
        XCTAssertTrue(members.contains("send"))
        XCTAssertEqual(members.subtracting(Reserved.mockMembers.keys), [])
    }
}
