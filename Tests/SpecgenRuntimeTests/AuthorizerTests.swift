import Foundation
import SpecgenRuntime
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `Authorizer` on a real server on 127.0.0.1: the credentials a request's `security` names, the first alternative
/// held, one refresh for many requests refused with the same token, the other hooks passed on.
final class AuthorizerTests: XCTestCase {
    private var server: TestServer!

    override func tearDown() async throws {
        await server?.stop()
        server = nil
    }

    private static let schemes: [String: AuthScheme] = ["key": .header("X-Key"), "query": .query("k"), "token": .bearer,
                                                        "login": .basic]

    private func networker(_ delegate: any NetworkingDelegate, connections: Int = 6) -> Networker {
        let configuration = TestEnvironment.makeConfiguration()
        configuration.httpMaximumConnectionsPerHost = connections
        return Networker(baseURL: server.baseURL, configuration: configuration, delegate: delegate)
    }

    private func received(_ security: [[String]]?, holding credentials: [String: Credential]) async throws
        -> ReceivedRequest? {
        server = try await .start { _ in .json(#"{"id": 1, "name": "a"}"#) }
        let authorizer = Authorizer(schemes: Self.schemes, credentials: credentials)
        _ = try await networker(authorizer)
            .send(Get<Item>(path: "/items", queryItems: [URLQueryItem(name: "q", value: "1")], security: security))
        let request = await server.onlyRequest
        await server.stop()
        return request
    }

    func testAppliesTheFirstAlternativeWhoseCredentialsAreAllHeld() async throws {
        let held: [String: Credential] = ["key": .secret("K"), "query": .secret("a b"),
                                          "login": .login(user: "u", password: "p")]
        var request = try await received([["token"], ["key", "login"], ["query"]], holding: held)
        XCTAssertEqual(request?.headers["x-key"], "K")
        XCTAssertEqual(request?.headers["authorization"], "Basic " + Data("u:p".utf8).base64EncodedString())
        XCTAssertEqual(request?.target, "/items?q=1")

        request = try await received([["token"], ["query"]], holding: held)
        XCTAssertEqual(request?.target, "/items?q=1&k=a%20b")
        XCTAssertNil(request?.headers["authorization"])
    }

    func testNoneForEmptyOrUnsaidSecurityOrWhenNothingMatches() async throws {
        let held: [String: Credential] = ["key": .secret("K"), "token": .secret("T")]
        for security: [[String]]? in [[], nil, [["login"]], [["unknown"]]] {
            let request = try await received(security, holding: held)
            XCTAssertNil(request?.headers["x-key"], "\(String(describing: security))")
            XCTAssertNil(request?.headers["authorization"], "\(String(describing: security))")
        }
    }

    func testACredentialOfTheWrongKindIsNotSent() async throws {
        let request = try await received([["login"]], holding: ["login": .secret("not a login")])
        XCTAssertNil(request?.headers["authorization"])
    }

    func testSetReplacesACredentialForTheNextRequest() async throws {
        server = try await .start { _ in .json(#"{"id": 1, "name": "a"}"#) }
        let authorizer = Authorizer(schemes: Self.schemes, credentials: ["token": .secret("one")])
        let networker = networker(authorizer)
        _ = try await networker.send(Get<Item>(path: "/a", security: [["token"]]))
        authorizer.set(.secret("two"), for: "token")
        _ = try await networker.send(Get<Item>(path: "/b", security: [["token"]]))
        authorizer.set(nil, for: "token")
        _ = try await networker.send(Get<Item>(path: "/c", security: [["token"]]))
        let seen = await server.requests.map { $0.headers["authorization"] }
        XCTAssertEqual(seen, ["Bearer one", "Bearer two", nil])
        XCTAssertNil(authorizer.credential(for: "token"))
    }

    func testConcurrent401sCauseOneRefreshThenAllSucceed() async throws {
        let callers = 16
        let arrivals = Locked(0)
        server = try await .start { request in
            guard request.headers["authorization"] == "Bearer fresh" else {
                // Hold every stale request until all callers have sent theirs, so that all get 401 before any refresh.
                arrivals.withLock { $0 += 1 }
                _ = await eventually { arrivals.withLock { $0 } >= callers }
                return .json(#"{"error": "expired"}"#, status: 401)
            }
            return .json(#"{"id": 1, "name": "a"}"#)
        }
        let refreshes = Locked([Credential]())
        let authorizer = Authorizer(schemes: Self.schemes, credentials: ["token": .secret("stale")]) { scheme, stale in
            XCTAssertEqual(scheme, "token")
            refreshes.withLock { $0.append(stale) }
            try await Task.sleep(for: .milliseconds(50))
            return .secret("fresh")
        }
        let networker = networker(authorizer, connections: callers)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<callers {
                group.addTask {
                    _ = try await networker.send(Get<Item>(path: "/items/\(index)", security: [["token"]]))
                }
            }
            try await group.waitForAll()
        }
        XCTAssertEqual(refreshes.withLock { $0 }, [.secret("stale")], "one refresh")
        let received = await server.requests
        XCTAssertEqual(received.filter { $0.headers["authorization"] == "Bearer stale" }.count, callers)
        XCTAssertEqual(received.filter { $0.headers["authorization"] == "Bearer fresh" }.count, callers)
        XCTAssertEqual(authorizer.credential(for: "token"), .secret("fresh"))
    }

    func testARefusedRefreshFailsOnceWithoutLooping() async throws {
        server = try await .start { _ in .json(#"{"error": "expired"}"#, status: 401) }
        let authorizer = Authorizer(schemes: Self.schemes, credentials: ["token": .secret("stale")]) { _, _ in
            .secret("still bad")
        }
        do {
            _ = try await networker(authorizer).send(Get<Item>(path: "/items/1", security: [["token"]]))
            XCTFail("401 twice")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(401))
        }
        let seen = await server.requests.map { $0.headers["authorization"] }
        XCTAssertEqual(seen, ["Bearer stale", "Bearer still bad"])
    }

    func testWithoutRefreshA401IsNextsToDecide() async throws {
        server = try await .start { _ in .json("{}", status: 401) }
        let authorizer = Authorizer(schemes: Self.schemes, credentials: ["key": .secret("K")], next: RetryOnce())
        do {
            _ = try await networker(authorizer).send(Get<Item>(path: "/x", security: [["key"]]))
            XCTFail("401")
        } catch {}
        let seen = await server.requests.map { $0.headers["x-key"] }
        XCTAssertEqual(seen, ["K", "K"], "next's retry, with the key again")
    }
}

/// Sends every request a second time.
private final class RetryOnce: NetworkingDelegate {
    func networking(_ networking: any Networking, retry request: URLRequest, failedWith error: NetworkingError,
                    attempt: Int)
        async throws -> RetryDecision {
        attempt == 1 ? .retry() : .doNotRetry
    }
}
