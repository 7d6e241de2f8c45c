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
        XCTAssertTrue(failure.description.contains("String"), failure.description)
    }

    func testMissingKeyNamesTheKey() async throws {
        let failure = try await failure(#"[{"id": 1}]"#, as: [Item].self)
        XCTAssertEqual(failure.codingPath, "[0].name")
        XCTAssertTrue(failure.description.contains("'name'"), failure.description)
    }

    func testInvalidJSONIsADecodingErrorAtTheTopLevel() async throws {
        let failure = try await failure("<html>oops</html>", as: Item.self)
        XCTAssertEqual(failure.codingPath, "")
        XCTAssertEqual(String(decoding: failure.response.value, as: UTF8.self), "<html>oops</html>")
        let error = NetworkingError(.decoding(codingPath: "", description: "x"), method: "GET", url: nil, response: failure.response)
        XCTAssertTrue(error.description.contains("at the top level"), error.description)
    }
}
