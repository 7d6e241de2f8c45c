import Foundation
import SpecgenRuntime
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A redirect to another origin (here: another port on 127.0.0.1) drops the request's secrets unless the
/// delegate says otherwise; a redirect within the origin keeps them. Two real servers.
final class RedirectTests: XCTestCase {
    private var home: TestServer!
    private var other: TestServer!

    override func setUp() async throws {
        let homeURL = Locked("")
        other = try await .start { request in
            request.target == "/back"
                ? StubResponse(status: 307, headers: ["Location": homeURL.withLock { $0 } + "/landed"])
                : .json(#"{"id": 2, "name": "other"}"#)
        }
        let otherURL = other.baseURL.absoluteString
        home = try await .start { request in
            switch request.target {
            case "/to-other": StubResponse(status: 302, headers: ["Location": otherURL + "/landed"])
            case "/to-other-and-back": StubResponse(status: 307, headers: ["Location": otherURL + "/back"])
            case "/same": StubResponse(status: 301, headers: ["Location": "/landed"])
            default: .json(#"{"id": 1, "name": "home"}"#)
            }
        }
        homeURL.withLock { $0 = home.baseURL.absoluteString }
    }

    override func tearDown() async throws {
        await home?.stop()
        await other?.stop()
    }

    private func send(_ path: String, decision: CrossOriginRedirect = .dropSecrets) async throws
        -> (Item, SecretDelegate) {
        let delegate = SecretDelegate(decision: decision)
        let networker = Networker(baseURL: home.baseURL, configuration: TestEnvironment.makeConfiguration(),
                                  delegate: delegate)
        var request = Get<Item>(path: path)
        request.headers = ["X-Request-ID": "r1", "Cookie": "session=1"]
        let item = try await networker.send(request)
        return (item, delegate)
    }

    private static let secrets = ["authorization", "cookie", "x-api-key", "x-signed"]

    func testACrossOriginRedirectDropsAuthorizationCookiesAndTheDelegatesHeaders() async throws {
        let (item, delegate) = try await send("/to-other")
        XCTAssertEqual(item.name, "other")
        let landedRequest = await other.onlyRequest
        let landed = try XCTUnwrap(landedRequest)
        XCTAssertEqual(landed.target, "/landed")
        for name in Self.secrets { XCTAssertNil(landed.headers[name], name) }
        XCTAssertEqual(landed.headers["x-request-id"], "r1", "the request's own headers are part of its meaning")
        XCTAssertEqual(delegate.asked, [other.baseURL.absoluteString + "/landed"])
        let firstRequest = await home.onlyRequest
        let first = try XCTUnwrap(firstRequest)
        XCTAssertEqual(first.headers["authorization"], "Bearer token")
        XCTAssertEqual(first.headers["x-signed"], "yes")
    }

    func testASameOriginRedirectKeepsThemWithoutAsking() async throws {
        let (item, delegate) = try await send("/same")
        XCTAssertEqual(item.name, "home")
        let requests = await home.requests
        XCTAssertEqual(requests.map(\.target), ["/same", "/landed"])
        for name in Self.secrets { XCTAssertNotNil(requests[1].headers[name], name) }
        XCTAssertEqual(requests[1].headers["authorization"], "Bearer token")
        XCTAssertEqual(delegate.asked, [])
    }

    func testTheDelegateCanKeepTheSecretsForAHostItTrusts() async throws {
        let (item, _) = try await send("/to-other", decision: .keepSecrets)
        XCTAssertEqual(item.name, "other")
        let landedRequest = await other.onlyRequest
        let landed = try XCTUnwrap(landedRequest)
        XCTAssertEqual(landed.headers["authorization"], "Bearer token")
        XCTAssertEqual(landed.headers["x-api-key"], "key")
        XCTAssertEqual(landed.headers["cookie"], "session=1")
    }

    func testTheDelegateCanRefuseTheRedirect() async throws {
        do {
            _ = try await send("/to-other", decision: .refuse)
            XCTFail("a refused redirect is a 3xx status error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(302))
            XCTAssertEqual(error.response?.value(forHTTPHeaderField: "Location"),
                           other.baseURL.absoluteString + "/landed")
        }
        let received = await other.requests
        XCTAssertTrue(received.isEmpty)
    }

    func testBackToTheFirstOriginTheSecretsReturn() async throws {
        let (item, delegate) = try await send("/to-other-and-back")
        XCTAssertEqual(item.name, "home")
        let awayRequest = await other.onlyRequest
        let away = try XCTUnwrap(awayRequest)
        for name in Self.secrets { XCTAssertNil(away.headers[name], name) }
        let requests = await home.requests
        XCTAssertEqual(requests.map(\.target), ["/to-other-and-back", "/landed"])
        XCTAssertEqual(requests[1].headers["authorization"], "Bearer token", "the first request's origin may have them")
        XCTAssertEqual(delegate.asked, [other.baseURL.absoluteString + "/back"])
    }
}

/// Adds secrets the way an auth delegate does: an `Authorization` and an API key through `headers(for:)`, a
/// signature through `prepare`.
private final class SecretDelegate: NetworkingDelegate {
    let decision: CrossOriginRedirect
    private let urls = Locked<[String]>([])
    var asked: [String] { urls.withLock { $0 } }

    init(decision: CrossOriginRedirect) { self.decision = decision }

    func headers(for networking: any Networking) async -> [String: String] {
        ["Authorization": "Bearer token", "X-Api-Key": "key"]
    }

    func networking(_ networking: any Networking, prepare request: URLRequest) async throws -> URLRequest {
        var request = request
        request.setValue("yes", forHTTPHeaderField: "X-Signed")
        return request
    }

    func networking(_ networking: any Networking, redirectingTo redirect: URLRequest, from request: URLRequest) async
        -> CrossOriginRedirect {
        urls.withLock { $0.append(redirect.url?.absoluteString ?? "?") }
        return decision
    }
}
