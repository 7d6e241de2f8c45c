import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// The completion-handler forms of streams and downloads, for code without `async`.
final class StreamBridgeTests: XCTestCase {
    private var server: FaultServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func networker() -> Networker {
        Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
    }

    func testElementsThenCompletion() async throws {
        server = try .start { _ in [.eventStreamHead(), .event("data: \"a\"\n\ndata: \"b\"\n\n"), .chunk(Data())] }
        let received = Locked<[String]>([])
        let outcome = Locked<Result<Void, any Error>?>(nil)
        let finished = Signal()
        networker().stream(EventsOf<String>(path: "/e"), receive: { text in
            received.withLock { $0.append(text) }
        }, completion: { result in
            outcome.withLock { $0 = result }
            finished.fire()
        })
        await finished.wait()
        XCTAssertEqual(received.withLock { $0 }, ["a", "b"])
        XCTAssertNoThrow(try outcome.withLock { $0 }?.get())
    }

    func testCancellingTheTaskCompletesWithCancelled() async throws {
        server = try .start { _ in [.eventStreamHead(), .event("data: \"a\"\n\n"), .stall] }
        let first = Signal()
        let finished = Signal()
        let outcome = Locked<Result<Void, any Error>?>(nil)
        let task = networker().stream(EventsOf<String>(path: "/e"), receive: { _ in first.fire() }, completion: {
            result in
            outcome.withLock { $0 = result }
            finished.fire()
        })
        await first.wait()
        task.cancel()
        await finished.wait()
        XCTAssertThrowsError(try outcome.withLock { $0 }?.get()) { error in
            XCTAssertEqual((error as? NetworkingError)?.reason, .cancelled)
        }
        let closed = await eventually { self.server.openConnections == 0 }
        XCTAssertTrue(closed)
    }

    func testADownloadWithACompletionHandler() async throws {
        server = try .start { _ in .response(body: Data("saved".utf8)) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bridge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = Locked<Result<HTTPResponse<URL>, any Error>?>(nil)
        let finished = Signal()
        networker().download(RawRequest(path: "/f"), to: file) { result in
            outcome.withLock { $0 = result }
            finished.fire()
        }
        await finished.wait()
        XCTAssertEqual(try outcome.withLock { $0 }?.get().value, file)
        XCTAssertEqual(try Data(contentsOf: file), Data("saved".utf8))
    }
}
