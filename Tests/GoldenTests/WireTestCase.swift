import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// The base of the tests that send a scenario's generated requests to a real HTTP server on 127.0.0.1: each test
/// starts `server` with its own answers, and it is stopped when the test ends.
class WireTestCase: XCTestCase {
    var server: TestServer!

    override func tearDown() async throws {
        await server?.stop()
        server = nil
    }

    /// A server whose JSON answer is chosen by the request's target: `pages[target]`, or an empty object.
    static func serve(_ pages: [String: String]) async throws -> TestServer {
        try await .start { request in StubResponse.json(pages[request.target] ?? "{}") }
    }

    /// A networker whose base URL is the server's.
    func networker() -> Networker {
        Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
    }
}
