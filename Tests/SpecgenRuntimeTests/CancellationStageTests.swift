import Foundation
import SpecgenRuntime
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Cancelling the calling task at every stage of a request ends it with `.cancelled`, leaves no task in the
/// networker and closes the connection (the server sees it go).
final class CancellationStageTests: XCTestCase {
    private var server: FaultServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func networker(delegate: (any NetworkingDelegate)? = nil) -> Networker {
        Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(), delegate: delegate)
    }

    /// Starts `send`, waits for `stage`, cancels, and checks the outcome.
    private func cancel(
        at stage: Signal, on networker: Networker, release: Signal? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) async throws {
        let task = Task { try await networker.send(Get<Item>(path: "/item")) }
        await stage.wait()
        task.cancel()
        release?.fire()
        let result = await task.result
        XCTAssertThrowsError(try result.get(), file: file, line: line) { error in
            XCTAssertEqual((error as? NetworkingError)?.reason, .cancelled, "\(error)", file: file, line: line)
        }
        XCTAssertEqual(networker.tasksInFlight, 0, file: file, line: line)
        let closed = await eventually { self.server.openConnections == 0 }
        XCTAssertTrue(closed, "the server's connection is closed", file: file, line: line)
    }

    func testWhileTheDelegatePreparesTheRequest() async throws {
        server = try .start { _ in .json(#"{"id": 1, "name": "owl"}"#) }
        let delegate = GateDelegate(stage: .prepare)
        try await cancel(at: delegate.reached, on: networker(delegate: delegate), release: delegate.release)
        XCTAssertEqual(server.acceptedConnections, 0, "nothing was sent")
    }

    func testWhileWaitingForTheResponseHead() async throws {
        let arrived = Signal()
        server = try .start { _ in [.call { arrived.fire() }, .stall] }
        try await cancel(at: arrived, on: networker())
    }

    func testWhileTheBodyArrives() async throws {
        let midBody = Signal()
        server = try .start { _ in
            [.head(contentLength: 100), .write(Data(#"{"id":"#.utf8)), .call { midBody.fire() }, .stall]
        }
        try await cancel(at: midBody, on: networker())
    }

    func testWhileTheDelegateLooksAtTheResponse() async throws {
        server = try .start { _ in .json(#"{"id": 1, "name": "owl"}"#) }
        let delegate = GateDelegate(stage: .didReceive)
        try await cancel(at: delegate.reached, on: networker(delegate: delegate), release: delegate.release)
    }

}

/// A delegate that stops at one hook until the test releases it.
private final class GateDelegate: NetworkingDelegate {
    enum Stage { case prepare, didReceive }
    let stage: Stage
    let reached = Signal()
    let release = Signal()

    init(stage: Stage) { self.stage = stage }

    func networking(_ networking: any Networking, prepare request: URLRequest) async throws -> URLRequest {
        if stage == .prepare {
            reached.fire()
            await release.wait()
        }
        return request
    }

    func networking(_ networking: any Networking, didReceive response: HTTPResponse<Data>,
                    for request: URLRequest) async throws -> HTTPResponse<Data> {
        if stage == .didReceive {
            reached.fire()
            await release.wait()
        }
        return response
    }
}
