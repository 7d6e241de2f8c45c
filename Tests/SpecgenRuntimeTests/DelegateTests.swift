import Foundation
import SpecgenRuntime
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class DelegateTests: XCTestCase {
    private var server: TestServer!

    override func tearDown() async throws {
        await server?.stop()
        server = nil
    }

    func testHeadersPrepareAndResponseHooks() async throws {
        server = try await .start { request in
            request.target == "/fail" ? .json(#"{"error": 1}"#, status: 500) : .json(#"{"id": 1, "name": "owl"}"#)
        }
        let delegate = RecordingDelegate()
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(),
                                  delegate: delegate)
        var request = Get<Item>(path: "/items/1")
        request.headers = ["X-Trace": "request"]
        let item = try await networker.send(request)

        // didReceive rewrote the name.
        XCTAssertEqual(item, Item(id: 1, name: "OWL"))
        let only = await server.onlyRequest
        let received = try XCTUnwrap(only)
        XCTAssertEqual(received.headers["authorization"], "Bearer token-1")
        XCTAssertEqual(received.headers["x-trace"], "request", "the request's own header wins over the delegate's")
        XCTAssertEqual(received.headers["x-prepared"], "yes")
        XCTAssertEqual(delegate.events, ["headers", "prepare GET /items/1", "didReceive 200"])

        do {
            _ = try await networker.send(Get<Item>(path: "/fail"))
            XCTFail("expected a status error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(500))
        }
        XCTAssertEqual(delegate.events.suffix(4), ["headers", "prepare GET /fail", "didReceive 500", "didFail 500"])
    }

    func testPrepareCanStopARequest() async throws {
        server = try await .start()
        let delegate = RecordingDelegate()
        delegate.refuse = true
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(),
                                  delegate: delegate)
        do {
            _ = try await networker.send(RawRequest(path: "/x"))
            XCTFail("the delegate refused")
        } catch is Refused {}
        let received = await server.requests
        XCTAssertTrue(received.isEmpty)
    }

    func testDefaultImplementationsChangeNothing() async throws {
        server = try await .start { _ in StubResponse(body: Data("raw".utf8)) }
        let delegate = SilentDelegate()
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(),
                                  delegate: delegate)
        let data = try await networker.send(RawRequest(path: "/x"))
        XCTAssertEqual(data, Data("raw".utf8))
        XCTAssertTrue(networker.delegate === delegate)
    }

    func testTheNetworkerKeepsADelegateCreatedInline() async throws {
        server = try await .start()
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(),
                                  delegate: HeaderDelegate())
        _ = try await networker.send(RawRequest(path: "/x"))
        let onlyRequest = await server.onlyRequest
        let received = try XCTUnwrap(onlyRequest)
        XCTAssertEqual(received.headers["x-inline-delegate"], "kept")
    }
}

private struct Refused: Error {}

private final class SilentDelegate: NetworkingDelegate {}

private final class HeaderDelegate: NetworkingDelegate {
    func headers(for networking: any Networking) async -> [String: String] { ["X-Inline-Delegate": "kept"] }
}

private final class RecordingDelegate: NetworkingDelegate {
    private let recorded = Locked<[String]>([])
    private let refusing = Locked(false)
    var refuse: Bool {
        get { refusing.withLock { $0 } }
        set { refusing.withLock { $0 = newValue } }
    }

    var events: [String] { recorded.withLock { $0 } }

    private func record(_ event: String) {
        recorded.withLock { $0.append(event) }
    }

    func headers(for networking: any Networking) async -> [String: String] {
        record("headers")
        return ["Authorization": "Bearer token-1", "X-Trace": "delegate"]
    }

    func networking(_ networking: any Networking, prepare request: URLRequest) async throws -> URLRequest {
        if refuse { throw Refused() }
        record("prepare \(request.httpMethod ?? "?") \(request.url?.path ?? "?")")
        var request = request
        request.setValue("yes", forHTTPHeaderField: "X-Prepared")
        return request
    }

    func networking(
        _ networking: any Networking, didReceive response: HTTPResponse<Data>, for request: URLRequest
    ) async throws -> HTTPResponse<Data> {
        record("didReceive \(response.statusCode)")
        return response.map {
            Data(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "owl", with: "OWL").utf8)
        }
    }

    func networking(_ networking: any Networking, didFail error: NetworkingError, for request: URLRequest) async {
        record("didFail \(error.statusCode ?? 0)")
    }
}
