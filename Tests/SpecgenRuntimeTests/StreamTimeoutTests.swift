import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SpecgenRuntime
import TestSupport
import XCTest

/// A stream ends with the transport timeout when no byte arrives for the request's timeout; time the consumer
/// spends between elements does not count.
final class StreamTimeoutTests: XCTestCase {
    private var server: FaultServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func networker(requestTimeout: TimeInterval, delegate: (any NetworkingDelegate)? = nil) -> Networker {
        Networker(baseURL: server.baseURL,
                  configuration: TestEnvironment.makeConfiguration(requestTimeout: requestTimeout),
                  delegate: delegate)
    }

    func testAStreamThatFallsSilentTimesOut() async throws {
        server = try .start { _ in [.eventStreamHead(), .event("data: \"a\"\n\n"), .stall] }
        var received: [String] = []
        let start = ContinuousClock.now
        do {
            for try await text in networker(requestTimeout: 1).stream(EventsOf<String>(path: "/quiet")) {
                received.append(text)
            }
            XCTFail("expected the timeout")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.transportCode, .timedOut)
            XCTAssertEqual(error.statusCode, 200)
        }
        XCTAssertEqual(received, ["a"])
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(10))
    }

    func testTheRequestsOwnTimeoutCountsToo() async throws {
        server = try .start { _ in [.eventStreamHead(), .stall] }
        let networker = networker(requestTimeout: 30, delegate: ShortTimeout())
        do {
            for try await _ in networker.stream(EventsOf<String>(path: "/quiet")) {}
            XCTFail("expected the timeout")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.transportCode, .timedOut)
        }
    }

    func testAConsumerSlowerThanTheTimeoutIsNotTimedOut() async throws {
        let five = (0..<5).map { "data: \"\($0)\"\n\n" }.joined()
        server = try .start { _ in
            [.eventStreamHead(), .event(five), .pause(milliseconds: 600), .event(five), .pause(milliseconds: 600),
             .event(five), .chunk(Data())]
        }
        var count = 0
        for try await _ in networker(requestTimeout: 1).stream(EventsOf<String>(path: "/slow-reader")) {
            count += 1
            // The consumer lingers 1.5 s over each of the first two events: longer than the 1 s timeout.
            if count <= 2 { try await Task.sleep(for: .seconds(1.5)) }
        }
        XCTAssertEqual(count, 15)
    }
}

/// Sets a 1 s timeout on every request, as a delegate may.
private final class ShortTimeout: NetworkingDelegate {
    func networking(_ networking: any Networking, prepare request: URLRequest) async throws -> URLRequest {
        var request = request
        request.timeoutInterval = 1
        return request
    }
}
