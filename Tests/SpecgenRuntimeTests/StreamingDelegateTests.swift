import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SpecgenRuntime
import TestSupport
import XCTest

/// The request that opens a stream goes through the same attempt loop as any other: credentials, headers,
/// `prepare`, `didReceive`, retries and `didFail`; a slow consumer doesn't fill memory.
final class StreamingDelegateTests: XCTestCase {
    private var server: FaultServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    func testCredentialsHooksAndRetriesApplyToTheOpeningRequest() async throws {
        server = try .start { request in
            request.index == 0
                ? .json("{\"title\": \"busy\"}", status: 503)
                : [.eventStreamHead(headers: ["X-Stream": "yes"]), .event("data: a\n\ndata: b\n\n"),
                   .chunk(Data())]
        }
        let recorder = Recorder()
        let authorizer = Authorizer(schemes: ["token": .bearer], credentials: ["token": .secret("t0")], next: recorder)
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(),
                                  delegate: authorizer)
        var received: [String] = []
        for try await text in networker.stream(SecuredEvents(path: "/feed")) { received.append(text) }
        XCTAssertEqual(received, ["a", "b"])
        let requests = server.requests
        XCTAssertEqual(requests.count, 2, "sent again after the 503")
        XCTAssertEqual(requests.map { $0.headers["authorization"] }, ["Bearer t0", "Bearer t0"])
        XCTAssertEqual(requests.map { $0.headers["x-app"] }, ["specgen", "specgen"])
        XCTAssertEqual(requests.map { $0.headers["x-prepared"] }, ["1", "2"])
        let seen = recorder.seen.withLock { $0 }
        XCTAssertEqual(seen.statuses, [503, 200])
        XCTAssertEqual(seen.bodies, ["{\"title\": \"busy\"}", ""], "a stream's head is shown without its body")
        XCTAssertEqual(seen.streamHeader, "yes")
        XCTAssertEqual(seen.retries, [503])
        XCTAssertEqual(seen.failures, [])
    }

    func testAFailureDuringTheStreamIsShownToDidFail() async throws {
        server = try .start { _ in [.eventStreamHead(), .event("data: \"a\"\n\n"), .close] }
        let recorder = Recorder()
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(),
                                  delegate: recorder)
        do {
            for try await _ in networker.stream(SecuredEvents(path: "/feed")) {}
            XCTFail("expected the transport error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.transportCode, .networkConnectionLost)
        }
        let failures = recorder.seen.withLock { $0.failures }
        XCTAssertEqual(failures, ["transport"])
        let retries = recorder.seen.withLock { $0.retries }
        XCTAssertEqual(retries, [], "the retry hook is for opening the stream, not for what breaks after")
    }

    func testASlowConsumerDoesNotFillMemory() async throws {
        let event = "data: \"\(String(repeating: "x", count: 1000))\"\n\n"
        let events = Data(Array(repeating: event, count: 64).joined().utf8)
        server = try .start { _ in
            [.head(headers: ["Content-Type": "text/event-stream"], contentLength: nil),
             .flood(events, milliseconds: 4000)]
        }
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
        let response = try await networker.streamResponse(for: EventsOf<String>(path: "/flood"))
        var iterator = response.value.makeAsyncIterator()
        _ = try await iterator.next()
        // The consumer holds on to the first event while the server writes as fast as it can.
        try await Task.sleep(for: .seconds(1.5))
        #if canImport(FoundationNetworking)
        // URLSession on Linux can't hold a response back (suspend() stops reading late, and resume() sends the
        // request again): the unread part is bounded instead, the connection closed, and the consumer that far
        // behind gets the size error.
        let closed = await eventually { server.openConnections == 0 }
        XCTAssertTrue(closed, "the connection was closed at the backlog limit")
        do {
            while try await iterator.next() != nil {}
            XCTFail("expected the size error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .responseTooLarge(limit: 64 << 20))
        }
        #else
        XCTAssertLessThan(server.bytesWritten, 16 << 20, "the server was held back")
        var count = 1
        while try await iterator.next() != nil, count < 10_000 { count += 1 }
        XCTAssertEqual(count, 10_000, "the events held back come after")
        #endif
    }
}

/// Events of text that take a bearer token.
private struct SecuredEvents: StreamingRequest {
    typealias Element = String
    typealias Response = [String]
    var path: String
    var framing: StreamFraming { .events(end: nil) }
    var security: [[String]]? { [["token"]] }
}

/// A delegate that adds headers, counts `prepare` calls, retries a 503 once and records what it sees.
private final class Recorder: NetworkingDelegate {
    struct Seen: Sendable {
        var prepared = 0
        var statuses: [Int] = []
        var bodies: [String] = []
        var streamHeader: String?
        var retries: [Int] = []
        var failures: [String] = []
    }

    let seen = Locked(Seen())

    func headers(for networking: any Networking) async -> [String: String] { ["X-App": "specgen"] }

    func networking(_ networking: any Networking, prepare request: URLRequest) async throws -> URLRequest {
        var request = request
        let count = seen.withLock { seen in
            seen.prepared += 1
            return seen.prepared
        }
        request.setValue("\(count)", forHTTPHeaderField: "X-Prepared")
        return request
    }

    func networking(_ networking: any Networking, didReceive response: HTTPResponse<Data>,
                    for request: URLRequest) async throws -> HTTPResponse<Data> {
        seen.withLock { seen in
            seen.statuses.append(response.statusCode)
            seen.bodies.append(String(decoding: response.value, as: UTF8.self))
            if response.statusCode == 200 { seen.streamHeader = response.value(forHTTPHeaderField: "x-stream") }
        }
        return response
    }

    func networking(_ networking: any Networking, retry request: URLRequest, failedWith error: NetworkingError,
                    attempt: Int) async throws -> RetryDecision {
        seen.withLock { $0.retries.append(error.statusCode ?? -1) }
        return error.statusCode == 503 && attempt == 1 ? .retry() : .doNotRetry
    }

    func networking(_ networking: any Networking, didFail error: NetworkingError, for request: URLRequest) async {
        let kind = if case .transport = error.reason { "transport" } else { "\(error.reason)" }
        seen.withLock { $0.failures.append(kind) }
    }
}
