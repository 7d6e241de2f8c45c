import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

final class DecodingErrorTests: XCTestCase {
    private var server: TestServer!

    override func tearDown() async throws {
        await server?.stop()
        server = nil
    }

    private func failure<T: Decodable & Sendable>(
        _ json: String, as type: T.Type
    ) async throws -> (response: HTTPResponse<Data>, codingPath: String, description: String) {
        server = try await .start { _ in .json(json, headers: ["X-Request-ID": "r1"]) }
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
        do {
            _ = try await networker.send(Get<T>(path: "/items"))
        } catch let error as NetworkingError {
            if case .decoding(let codingPath, let description) = error.reason, let response = error.response {
                return (response, codingPath, description)
            }
        }
        XCTFail("expected a decoding error")
        throw CancellationError()
    }

    func testTypeMismatchKeepsBodyAndReadablePath() async throws {
        let json = #"{"items": [{"id": 1, "name": "a"}, {"id": 2, "name": 5}]}"#
        let failure = try await failure(json, as: [String: [Item]].self)
        XCTAssertEqual(failure.codingPath, "items[1].name")
        XCTAssertEqual(String(decoding: failure.response.value, as: UTF8.self), json)
        XCTAssertEqual(failure.response.statusCode, 200)
        XCTAssertEqual(failure.response.value(forHTTPHeaderField: "x-request-id"), "r1")
        XCTAssertEqual(failure.description, "[String: [Item]].items[1].name: expected a string, found a number (5)")
    }

    func testMissingKeyNamesTheModelAndTheKey() async throws {
        let failure = try await failure(#"[{"id": 1}]"#, as: [Item].self)
        XCTAssertEqual(failure.codingPath, "[0].name")
        XCTAssertEqual(failure.description, "[Item][0].name: expected a value, found no key 'name'")
    }

    /// A branch whose repository the document doesn't call nullable.
    struct Branch: Codable, Sendable {
        struct Repository: Codable, Sendable { var id: Int }
        var label: String
        var repo: Repository
        var merged: Bool
    }

    /// What a user reads to write the overlay that fixes the document: the model, the place, what was expected, what
    /// came.
    func testEachMismatchSaysWhatWasExpectedAndWhatCame() async throws {
        let cases: [(json: String, codingPath: String, description: String)] = [
            (#"{"label": "a", "repo": null, "merged": true}"#, "repo", "Branch.repo: expected an object, found null"),
            (#"{"label": "a", "repo": [], "merged": true}"#, "repo",
             "Branch.repo: expected an object, found a list of 0"),
            (#"{"label": null, "repo": {"id": 1}, "merged": true}"#, "label",
             "Branch.label: expected a string, found null"),
            (#"{"label": "a", "repo": {"id": "7"}, "merged": true}"#, "repo.id",
             #"Branch.repo.id: expected an integer, found a string ("7")"#),
            (#"{"label": "a", "repo": {"id": 7}, "merged": "yes"}"#, "merged",
             #"Branch.merged: expected true or false, found a string ("yes")"#),
            (#"{"label": true, "repo": {"id": 7}, "merged": true}"#, "label",
             "Branch.label: expected a string, found true"),
            (#"[]"#, "", "Branch: expected an object, found a list of 0"),
        ]
        for (json, codingPath, description) in cases {
            let failure = try await failure(json, as: Branch.self)
            XCTAssertEqual(failure.codingPath, codingPath, json)
            XCTAssertEqual(failure.description, description, json)
            await server.stop()
        }
    }

    func testInvalidJSONIsADecodingErrorAtTheTopLevel() async throws {
        let failure = try await failure("<html>oops</html>", as: Item.self)
        XCTAssertEqual(failure.codingPath, "")
        XCTAssertTrue(failure.description.hasPrefix("Item: the body is not JSON"), failure.description)
        XCTAssertEqual(String(decoding: failure.response.value, as: UTF8.self), "<html>oops</html>")
        let error = NetworkingError(.decoding(codingPath: "", description: failure.description), method: "GET",
                                    url: nil, response: failure.response)
        XCTAssertTrue(error.description.contains("cannot decode the response: Item: the body is not JSON"),
                      error.description)
    }
}
