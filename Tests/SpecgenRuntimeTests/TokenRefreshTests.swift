import Foundation
import SpecgenRuntime
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// 401 → refresh the token → send again once, as Docs/Runtime.md shows it: concurrent requests that all get 401
/// cause one refresh, then all succeed.
final class TokenRefreshTests: XCTestCase {
    private var server: TestServer!

    override func tearDown() async throws {
        await server?.stop()
        server = nil
    }

    func testConcurrent401sCauseOneRefreshThenAllSucceed() async throws {
        let arrivals = Locked(0)
        let callers = 20
        server = try await .start { request in
            if request.target == "/token" {
                return .json(#"{"token": "fresh"}"#)
            }
            guard request.headers["authorization"] == "Bearer fresh" else {
                // Hold every stale request (for 10 s at most) until all callers have sent theirs, so that they all
                // get 401 before any refresh.
                arrivals.withLock { $0 += 1 }
                _ = await eventually { arrivals.withLock { $0 } >= callers }
                return .json(#"{"error": "expired"}"#, status: 401)
            }
            let id = Int(request.target.split(separator: "/").last ?? "") ?? -1
            return .json(#"{"id": \#(id), "name": "owl"}"#)
        }
        let tokens = TokenStore(token: "stale",
                                refresher: Networker(baseURL: server.baseURL,
                                                     configuration: TestEnvironment.makeConfiguration()))
        let configuration = TestEnvironment.makeConfiguration()
        configuration.httpMaximumConnectionsPerHost = callers
        let networker = Networker(baseURL: server.baseURL, configuration: configuration,
                                  delegate: AuthDelegate(tokens: tokens))

        let ids = try await withThrowingTaskGroup(of: Int.self) { group in
            for id in 0..<callers { group.addTask { try await networker.send(Get<Item>(path: "/items/\(id)")).id } }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(Set(ids), Set(0..<callers))
        let received = await server.requests
        XCTAssertEqual(received.filter { $0.target == "/token" }.count, 1, "one refresh")
        XCTAssertEqual(received.filter { $0.headers["authorization"] == "Bearer stale" }.count, callers)
        XCTAssertEqual(received.filter { $0.headers["authorization"] == "Bearer fresh" }.count, callers)
        let refreshes = await tokens.refreshes
        XCTAssertEqual(refreshes, 1)
    }

    func testARefreshThatIsRefusedFailsOnceWithoutLooping() async throws {
        server = try await .start { _ in .json(#"{"error": "expired"}"#, status: 401) }
        let tokens = TokenStore(token: "stale",
                                refresher: Networker(baseURL: server.baseURL,
                                                     configuration: TestEnvironment.makeConfiguration()))
        let networker = Networker(
            baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(),
            delegate: AuthDelegate(tokens: tokens))
        do {
            _ = try await networker.send(Get<Item>(path: "/items/1"))
            XCTFail("the token endpoint refuses too")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(401))
            XCTAssertEqual(error.url?.path, "/token", "the refresh's own error reaches the caller")
        }
        let targets = await server.requests.map(\.target)
        XCTAssertEqual(targets, ["/items/1", "/token"])
    }
}

// The example of Docs/Runtime.md, as written there.

/// The token endpoint's answer.
private struct TokenResponse: Decodable, Sendable {
    var token: String
}

private struct RefreshTokenRequest: Request {
    typealias Response = TokenResponse
    var method: HTTPMethod { .post }
    var path: String { "/token" }
}

/// Holds the current token and refreshes it at most once at a time.
private actor TokenStore {
    private(set) var token: String
    private(set) var refreshes = 0
    private var refreshing: Task<String, any Error>?
    private let refresher: Networker

    init(token: String, refresher: Networker) {
        self.token = token
        self.refresher = refresher
    }

    /// A token newer than `stale`: the one another caller already got, the one being fetched, or a new one.
    func refresh(replacing stale: String) async throws -> String {
        if token != stale { return token }
        if let refreshing { return try await refreshing.value }
        let refresher = self.refresher
        // The task runs on this actor and stores the token before it finishes: whoever awaits it reads the new
        // `token` afterwards.
        let task = Task {
            defer { refreshing = nil }
            token = try await refresher.send(RefreshTokenRequest()).token
            refreshes += 1
            return token
        }
        refreshing = task
        return try await task.value
    }
}

private final class AuthDelegate: NetworkingDelegate {
    let tokens: TokenStore

    init(tokens: TokenStore) { self.tokens = tokens }

    func networking(_ networking: any Networking, prepare request: URLRequest) async throws -> URLRequest {
        var request = request
        request.setValue("Bearer \(await tokens.token)", forHTTPHeaderField: "Authorization")
        return request
    }

    func networking(_ networking: any Networking, retry request: URLRequest, failedWith error: NetworkingError,
                    attempt: Int)
        async throws -> RetryDecision {
        guard error.statusCode == 401, attempt == 1 else { return .doNotRetry }
        let stale = request.value(forHTTPHeaderField: "Authorization")?.replacingOccurrences(of: "Bearer ", with: "")
            ?? ""
        _ = try await tokens.refresh(replacing: stale)
        return .retry()                                  // `prepare` sets the new token
    }
}
