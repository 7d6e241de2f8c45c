import Foundation
import GoldenPetstore
import SpecgenRuntime
import TestSupport
import XCTest

/// The Petstore written as a spec, against a real HTTP server on 127.0.0.1: the JSON body and its form
/// alternative, the octet-stream upload, the repeated tags query and the inventory dictionary.
final class PetstoreWireTests: WireTestCase {
    private let doggie = Pet(id: 10, name: "doggie", category: Category(id: 1, name: "Dogs"), photoUrls: ["a.png"],
                             tags: [Tag(id: 2, name: "good")], status: .available)

    func testAPetAsJSONAndAsAForm() async throws {
        server = try await .start { request in StubResponse(headers: ["Content-Type": "application/json"], body:
            request.headers["content-type"] == "application/json" ? request.body
                : Data(#"{"id": 10, "name": "doggie", "photoUrls": [], "status": "sold"}"#.utf8)) }
        let echoed = try await networker().send(AddPetRequest(pet: doggie))
        XCTAssertEqual(echoed, doggie)
        _ = try await networker().send(AddPetFormRequest(pet: doggie))
        let formReceived = await server.requests.last
        let form = try XCTUnwrap(formReceived)
        XCTAssertEqual(form.headers["content-type"], "application/x-www-form-urlencoded")
        XCTAssertEqual(try PythonFormParser.pairs(form.body), [
            ["id", "10"], ["name", "doggie"], ["category[id]", "1"], ["category[name]", "Dogs"],
            ["photoUrls[]", "a.png"], ["tags[0][id]", "2"], ["tags[0][name]", "good"], ["status", "available"],
        ])
    }

    func testUploadingAnImageAsOctetStream() async throws {
        server = try await .start { _ in .json(#"{"code": 200, "type": "ok", "message": "uploaded 3 bytes"}"#) }
        let answer = try await networker()
            .send(UploadFileRequest(petId: 10, payload: Data([0, 1, 2]), additionalMetadata: "front"))
        XCTAssertEqual(answer.message, "uploaded 3 bytes")
        let receivedReceived = await server.onlyRequest
        let received = try XCTUnwrap(receivedReceived)
        XCTAssertEqual(received.target, "/pet/10/uploadImage?additionalMetadata=front")
        XCTAssertEqual(received.headers["content-type"], "application/octet-stream")
        XCTAssertEqual(received.body, Data([0, 1, 2]))
    }

    func testTagsRepeatAndTheInventoryIsADictionary() async throws {
        server = try await .start { request in
            request.target.hasPrefix("/store") ? .json(#"{"available": 7, "sold": 2}"#) : .json("[]")
        }
        let pets = try await networker().send(FindPetsByTagsRequest(tags: ["tag1", "tag 2"]))
        XCTAssertEqual(pets, [])
        let onlyTarget = await server.onlyRequest?.target
        XCTAssertEqual(onlyTarget, "/pet/findByTags?tags=tag1&tags=tag%202")
        let inventory = try await networker().send(GetInventoryRequest())
        XCTAssertEqual(inventory, ["available": 7, "sold": 2])
    }
}
