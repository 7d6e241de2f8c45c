import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

final class CancellationTests: XCTestCase {
    private var server: TestServer!
    /// Fired by the server when a request arrived.
    private let arrived = Signal()
    /// Fired by the test to let the server answer.
    private let release = Signal()

    override func setUp() async throws {
        let arrived = arrived
        let release = release
        server = try await .start { _ in
            arrived.fire()
            await release.wait()
            return .json(#"{"id": 1, "name": "late"}"#)
        }
    }

    override func tearDown() async throws {
        release.fire()
        await server?.stop()
        server = nil
    }

    func testCancellingTheTaskCancelsTheRunningRequest() async throws {
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
        let task = Task { try await networker.send(Get<Item>(path: "/slow")) }
        await arrived.wait()
        task.cancel()
        // The server has not answered (it waits for `release`), so only a cancelled URLSession task ends this.
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertEqual((error as? NetworkingError)?.reason, .cancelled, "\(error)")
        }
    }

    func testCancellingTheCompletionHandlerTask() async throws {
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
        let finished = Signal()
        let outcome = Outcome()
        let task = networker.send(Get<Item>(path: "/slow")) { result in
            outcome.set(result.map { _ in "value" }.mapError { $0 })
            finished.fire()
        }
        await arrived.wait()
        task.cancel()
        await finished.wait()
        XCTAssertThrowsError(try outcome.get()?.get()) { error in
            XCTAssertEqual((error as? NetworkingError)?.reason, .cancelled, "\(error)")
        }
    }

    func testAnAlreadyCancelledTaskSendsNothing() async throws {
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await networker.send(Get<Item>(path: "/never"))
        }
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertEqual((error as? NetworkingError)?.reason, .cancelled, "\(error)")
        }
        let received = await server.requests
        XCTAssertTrue(received.isEmpty)
    }
}

/// A lock-protected result slot filled by a completion handler.
private final class Outcome: Sendable {
    private let result = Locked<Result<String, any Error>?>(nil)

    func set(_ result: Result<String, any Error>) {
        self.result.withLock { $0 = result }
    }

    func get() -> Result<String, any Error>? {
        result.withLock { $0 }
    }
}
