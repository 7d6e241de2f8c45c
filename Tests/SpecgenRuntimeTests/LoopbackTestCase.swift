import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// The base of the tests that check what goes on the wire: a loopback server, started for each test, that
/// answers every request with `[]`, and helpers that send to it and return what it received.
class LoopbackTestCase: XCTestCase {
    var server: TestServer!

    override func setUp() async throws {
        server = try await .start { _ in .json("[]") }
    }

    override func tearDown() async throws {
        await server?.stop()
        server = nil
    }

    /// Sends `request` from a networker whose base URL is the server's plus `basePath`, with `coding`; returns the
    /// request as the server received it.
    func received<R: Request>(_ request: R, basePath: String = "", coding: JSONCoding = JSONCoding()) async throws
        -> ReceivedRequest {
        let networker = Networker(
            baseURL: server.baseURL.appendingPathComponent(basePath),
            configuration: TestEnvironment.makeConfiguration(), coding: coding)
        _ = try await networker.send(request)
        let last = await server.requests.last
        return try XCTUnwrap(last)
    }

    /// Posts `body` as a request with `dateCoding` and `headers`, from a networker with `coding`; returns the
    /// request as the server received it.
    func send(_ body: RequestBody, dateCoding: DateCoding? = nil, headers: [String: String] = [:],
              coding: JSONCoding = JSONCoding())
        async throws -> ReceivedRequest {
        try await received(BodyRequest(headers: headers, body: body, dateCoding: dateCoding), coding: coding)
    }
}
