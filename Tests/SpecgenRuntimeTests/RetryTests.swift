import Foundation
import SpecgenRuntime
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Retries on the wire: the delegate's hook decides, `RetryPolicy` answers for the common case.
final class RetryTests: XCTestCase {
    private var server: FaultServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func networker(_ delegate: any NetworkingDelegate) -> Networker {
        Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(), delegate: delegate)
    }

    /// Answers with `failures` for the first requests, then with an item.
    private func startServer(_ failures: [[FaultServer.Step]]) throws {
        server = try .start { request in
            request.index < failures.count ? failures[request.index]
                : .json(#"{"id": \#(request.index), "name": "ok"}"#)
        }
    }

    func testA503BurstWithRetryAfterIsRetriedUntilItPasses() async throws {
        let busy: [FaultServer.Step] = .response(status: 503, headers: ["Retry-After": "0"], body: Data("busy".utf8))
        try startServer([busy, busy])
        let delegate = PolicyDelegate(RetryPolicy(maxAttempts: 3))
        let item = try await networker(delegate).send(Get<Item>(path: "/items"))
        XCTAssertEqual(item.id, 2)
        XCTAssertEqual(server.requests.count, 3)
        XCTAssertEqual(delegate.attempts, [1, 2])
        XCTAssertEqual(delegate.failures, 0, "didFail is not called for a call that succeeded")
    }

    func testAConnectionCutMidBodyIsRetriedForGET() async throws {
        try startServer([[.head(contentLength: 100), .write(Data("{".utf8)), .close]])
        let item = try await networker(PolicyDelegate(RetryPolicy(baseDelay: .milliseconds(1))))
            .send(Get<Item>(path: "/items"))
        XCTAssertEqual(item.id, 1)
    }

    func testPOSTIsNotRetriedUnlessThePolicySaysSo() async throws {
        let busy: [FaultServer.Step] = .response(status: 503, headers: ["Retry-After": "0"])
        try startServer([busy, busy])
        var request = Get<Item>(method: .post, path: "/items")
        request.body = .json(Item(id: 0, name: "new"))
        do {
            _ = try await networker(PolicyDelegate(RetryPolicy())).send(request)
            XCTFail("POST is not retried")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(503))
        }
        XCTAssertEqual(server.requests.count, 1)
        var policy = RetryPolicy()
        policy.methods.insert(.post)
        let item = try await networker(PolicyDelegate(policy)).send(request)
        XCTAssertEqual(item.id, 2)
        XCTAssertEqual(server.requests.map(\.method), ["POST", "POST", "POST"])
        XCTAssertEqual(server.requests.last?.body, Data(#"{"id":0,"name":"new"}"#.utf8), "the body is sent again")
    }

    func testAttemptsAreCappedAndTheLastErrorIsThrownOnce() async throws {
        let busy: [FaultServer.Step] = .response(status: 503, headers: ["Retry-After": "0"])
        try startServer(Array(repeating: busy, count: 10))
        let delegate = PolicyDelegate(RetryPolicy(maxAttempts: 4))
        do {
            _ = try await networker(delegate).send(Get<Item>(path: "/items"))
            XCTFail("always busy")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(503))
        }
        XCTAssertEqual(server.requests.count, 4)
        XCTAssertEqual(delegate.attempts, [1, 2, 3, 4])
        XCTAssertEqual(delegate.failures, 1)
    }

    func testARetryAfterLongerThanThePolicyWaitsIsNotWaitedFor() async throws {
        try startServer([.response(status: 429, headers: ["Retry-After": "3600"])])
        do {
            _ = try await networker(PolicyDelegate(RetryPolicy())).send(Get<Item>(path: "/items"))
            XCTFail("not retried")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(429))
            XCTAssertEqual(error.response?.value(forHTTPHeaderField: "retry-after"), "3600")
        }
        XCTAssertEqual(server.requests.count, 1)
    }

    func testTheHookCanSendAChangedRequest() async throws {
        try startServer([.response(status: 409)])
        let delegate = ChangingDelegate()
        _ = try await networker(delegate).send(Get<Item>(path: "/items"))
        XCTAssertEqual(server.requests.map { $0.headers["x-attempt"] }, [nil, "2"])
        XCTAssertEqual(server.requests.map { $0.headers["x-prepared"] }, ["yes", "yes"],
                       "prepare runs for every attempt")
    }

    func testCancellingDuringTheRetryDelayEndsTheCall() async throws {
        try startServer([.response(status: 503)])
        let delegate = SlowRetryDelegate()
        let networker = networker(delegate)
        let task = Task { try await networker.send(Get<Item>(path: "/items")) }
        await delegate.asked.wait()
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertEqual((error as? NetworkingError)?.reason, .cancelled)
        }
        XCTAssertEqual(server.requests.count, 1)
    }
}

/// Retries by a policy and records what it was asked.
private final class PolicyDelegate: NetworkingDelegate {
    let policy: RetryPolicy
    private let asked = Locked<(attempts: [Int], failures: Int)>(([], 0))
    var attempts: [Int] { asked.withLock { $0.attempts } }
    var failures: Int { asked.withLock { $0.failures } }

    init(_ policy: RetryPolicy) { self.policy = policy }

    func networking(_ networking: any Networking, retry request: URLRequest, failedWith error: NetworkingError,
                    attempt: Int)
        async throws -> RetryDecision {
        asked.withLock { $0.attempts.append(attempt) }
        return policy.decision(for: request, error: error, attempt: attempt)
    }

    func networking(_ networking: any Networking, didFail error: NetworkingError, for request: URLRequest) async {
        asked.withLock { $0.failures += 1 }
    }
}

/// Retries once with an extra header; marks every prepared request.
private final class ChangingDelegate: NetworkingDelegate {
    func networking(_ networking: any Networking, prepare request: URLRequest) async throws -> URLRequest {
        var request = request
        request.setValue("yes", forHTTPHeaderField: "X-Prepared")
        return request
    }

    func networking(_ networking: any Networking, retry request: URLRequest, failedWith error: NetworkingError,
                    attempt: Int)
        async throws -> RetryDecision {
        guard attempt == 1 else { return .doNotRetry }
        var changed = request
        changed.setValue("2", forHTTPHeaderField: "X-Attempt")
        return .retry(request: changed)
    }
}

/// Asks for a retry in a minute.
private final class SlowRetryDelegate: NetworkingDelegate {
    let asked = Signal()

    func networking(_ networking: any Networking, retry request: URLRequest, failedWith error: NetworkingError,
                    attempt: Int)
        async throws -> RetryDecision {
        asked.fire()
        return .retry(after: .seconds(60))
    }
}
