import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// The base of the body tests: a loopback server that answers every request with `ok`, and ``send(_:dateCoding:headers:coding:)``
/// to post a body to it and get back what it received.
class BodyTestCase: XCTestCase {
    var server: TestServer!

    override func setUp() async throws {
        server = try await .start { _ in StubResponse(body: Data("ok".utf8)) }
    }

    override func tearDown() async throws {
        await server?.stop()
        server = nil
    }

    /// Posts `body` from a networker with `coding`, as a request with `dateCoding` and `headers`; returns the
    /// request as the server received it.
    func send(_ body: RequestBody, dateCoding: DateCoding? = nil, headers: [String: String] = [:], coding: JSONCoding = JSONCoding())
        async throws -> ReceivedRequest {
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(), coding: coding)
        _ = try await networker.send(BodyRequest(headers: headers, body: body, dateCoding: dateCoding))
        let last = await server.requests.last
        return try XCTUnwrap(last)
    }
}
