import Foundation
import GoldenLetProperties
import SpecgenRuntime
import TestSupport
import XCTest

/// The LetProperties scenario's generated code (`properties: let`) against a real HTTP server on 127.0.0.1: models
/// whose properties are `let` decode, compare and encode as `var` models do, a boxed self-reference included.
final class LetPropertiesWireTests: WireTestCase {
    func testReadOnlyModelsDecodeWithTheirDefaultsAndBoxedParents() async throws {
        server = try await .start { _ in
            .json(#"{"id": 2, "text": "Agreed.", "parent": {"id": 1, "text": "Owls?", "tags": ["birds"]}}"#)
        }
        let comment = try await networker().send(GetCommentRequest(id: "2"))
        XCTAssertEqual(comment.id, 2)
        XCTAssertEqual(comment.text, "Agreed.")
        XCTAssertEqual(comment.tags, [String](), "a missing key decodes to the default")
        XCTAssertEqual(comment.parent, Comment(id: 1, text: "Owls?", tags: ["birds"]))
        XCTAssertNil(comment.parent?.parent)
        XCTAssertNotEqual(comment, Comment(id: 2, text: "Agreed.", parent: Comment(id: 1, text: "Owls?")),
                          "the parent's tags are compared too")
    }

    func testReadOnlyModelsEncodeTheirThreeStatesAndAdditionalProperties() async throws {
        server = try await .start { request in
            StubResponse(headers: ["Content-Type": "application/json"], body: request.body)
        }
        let note = Note(title: "Shopping", subtitle: .null, additionalProperties: ["color": "green"])
        let echoed = try await networker().send(PutNoteRequest(id: "n1", note: note))
        let last = await server.requests.last
        let body = try XCTUnwrap(last?.body)
        let sent = try XCTUnwrap(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        XCTAssertEqual(sent["title"] as? String, "Shopping")
        XCTAssertEqual(sent["kind"] as? String, "plain", "the default is sent")
        XCTAssertTrue(sent["subtitle"] is NSNull, "null: sent as null")
        XCTAssertEqual(sent["color"] as? String, "green")
        XCTAssertEqual(echoed, note)
    }
}
