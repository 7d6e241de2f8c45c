import Foundation
@testable import SpecgenRuntime
import TestSupport
import XCTest

/// A networker's session ends with it: after the last request, it is invalidated (on Apple platforms a session
/// with a delegate otherwise lives until the app exits); and no task outlives the call that started it.
final class SessionLifetimeTests: XCTestCase {
    func testTheSessionIsInvalidatedWhenItsNetworkerGoesAway() async throws {
        let server = try FaultServer.start { request in
            request.target == "/stall" ? [.stall] : .json(#"{"id": 1, "name": "owl"}"#)
        }
        defer { server.stop() }
        let sessionDelegate: SessionDelegate
        do {
            let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
            sessionDelegate = networker.sessionDelegate
            _ = try await networker.send(Get<Item>(path: "/item"))
            let stalled = Task { try await networker.send(Get<Item>(path: "/stall")) }
            _ = await eventually { server.requests.count == 2 }
            XCTAssertEqual(networker.tasksInFlight, 1)
            stalled.cancel()
            _ = await stalled.result
            XCTAssertEqual(networker.tasksInFlight, 0)
            XCTAssertFalse(sessionDelegate.isInvalidated)
        }
        let invalidated = await eventually { sessionDelegate.isInvalidated }
        XCTAssertTrue(invalidated)
    }
}
