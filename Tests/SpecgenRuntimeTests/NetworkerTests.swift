import Foundation
import SpecgenRuntime
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class NetworkerTests: XCTestCase {
    private var server: TestServer!

    override func tearDown() async throws {
        await server?.stop()
        server = nil
    }

    private func networker(path: String = "", coding: JSONCoding = JSONCoding()) -> Networker {
        Networker(baseURL: server.baseURL.appendingPathComponent(path),
                  configuration: TestEnvironment.makeConfiguration(), coding: coding)
    }

    func testDecodesJSONAndExposesStatusAndHeaders() async throws {
        server = try await .start { _ in
            .json(#"{"id": 7, "name": "owl"}"#, status: 201, headers: ["X-Total-Count": "42"])
        }
        let response = try await networker().response(for: Get<Item>(path: "/items/7"))
        XCTAssertEqual(response.value, Item(id: 7, name: "owl"))
        XCTAssertEqual(response.statusCode, 201)
        XCTAssertEqual(response.value(forHTTPHeaderField: "x-total-count"), "42")
        XCTAssertEqual(response.url?.path, "/items/7")
        let sent = try await networker().send(Get<Item>(path: "/items/7"))
        XCTAssertEqual(sent.name, "owl")
    }

    func testSendsMethodHeadersAndJSONBody() async throws {
        server = try await .start { _ in StubResponse(status: 204) }
        var request = Get<JSONValue>(method: .post, path: "/items")
        request.headers = ["X-Trace": "abc"]
        request.body = .json(Item(id: 1, name: "owl"))
        let networker = networker()
        do {
            _ = try await networker.send(request)
            XCTFail("an empty 204 body is not JSON")
        } catch let error as NetworkingError {
            guard case .decoding = error.reason else { return XCTFail("expected a decoding error, got \(error)") }
            XCTAssertEqual(error.statusCode, 204)
            XCTAssertEqual(error.method, "POST")
        }
        let only = await server.onlyRequest
        let received = try XCTUnwrap(only)
        XCTAssertEqual(received.requestLine, "POST /items HTTP/1.1")
        XCTAssertEqual(received.headers["x-trace"], "abc")
        XCTAssertEqual(received.headers["content-type"], "application/json")
        XCTAssertEqual(String(decoding: received.body, as: UTF8.self), #"{"id":1,"name":"owl"}"#)
    }

    func testRawDataBodyAndTheRequestsContentTypeWin() async throws {
        server = try await .start { _ in StubResponse(status: 204) }
        var request = Get<Item>(method: .put, path: "/blob")
        request.body = .data(Data("a,b".utf8), contentType: "text/csv")
        request.headers = ["Content-Type": "text/plain"]
        _ = try? await networker().send(request)
        let only = await server.onlyRequest
        let received = try XCTUnwrap(only)
        XCTAssertEqual(received.method, "PUT")
        XCTAssertEqual(received.headers["content-type"], "text/plain")
        XCTAssertEqual(received.body, Data("a,b".utf8))
    }

    /// Every method goes out on the request line as its raw value: `OPTIONS` and `TRACE` too, which URLSession sends
    /// as written.
    func testEveryMethodIsSentOnTheRequestLine() async throws {
        server = try await .start { _ in StubResponse(status: 204) }
        for method in HTTPMethod.allCases {
            _ = try? await networker().send(NoContentRequest(method: method, path: "/items"))
        }
        let lines = await server.requests.map(\.requestLine)
        XCTAssertEqual(lines, HTTPMethod.allCases.map { "\($0.rawValue) /items HTTP/1.1" })
    }

    func testBaseURLKeepsItsPath() async throws {
        server = try await .start { _ in .json("[]") }
        _ = try await networker(path: "api/2").send(Get<[Item]>(path: "/recordings"))
        _ = try await Networker(baseURL: URL(string: server.baseURL.absoluteString + "/api/2/")!,
                                configuration: TestEnvironment.makeConfiguration())
            .send(Get<[Item]>(path: "recordings"))
        _ = try await networker(path: "api/2").send(Get<[Item]>())
        let lines = await server.requests.map(\.requestLine)
        XCTAssertEqual(lines, ["GET /api/2/recordings HTTP/1.1", "GET /api/2/recordings HTTP/1.1",
                               "GET /api/2 HTTP/1.1"])
    }

    func testAbsoluteURLIgnoresTheBaseURLAndKeepsItsQuery() async throws {
        server = try await .start { _ in .json("[]") }
        var request = Get<[Item]>(path: "/ignored")
        request.absoluteURL = URL(string: server.baseURL.absoluteString + "/other/items?cursor=a%2Bb")
        request.queryItems = [URLQueryItem(name: "limit", value: "10")]
        _ = try await networker(path: "api/2").send(request)
        let only = await server.onlyRequest
        let received = try XCTUnwrap(only)
        XCTAssertEqual(received.requestLine, "GET /other/items?cursor=a%2Bb&limit=10 HTTP/1.1")
    }

    func testNon2xxStatusKeepsStatusHeadersAndBody() async throws {
        server = try await .start { _ in .json(#"{"error": "gone"}"#, status: 410, headers: ["X-Reason": "deleted"]) }
        do {
            _ = try await networker().send(Get<Item>(path: "/items/1"))
            XCTFail("expected a status error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(410))
            let response = try XCTUnwrap(error.response)
            XCTAssertEqual(response.statusCode, 410)
            XCTAssertEqual(response.value(forHTTPHeaderField: "X-REASON"), "deleted")
            XCTAssertEqual(String(decoding: response.value, as: UTF8.self), #"{"error": "gone"}"#)
            XCTAssertEqual(error.method, "GET")
            XCTAssertEqual(error.url?.path, "/items/1")
        }
    }

    func testStatusCodesAroundTheSuccessRange() async throws {
        server = try await .start { request in
            let status = Int(request.target.dropFirst()) ?? 500
            // 204 and 304 must not carry a body.
            return StubResponse(status: status, body: [204, 304].contains(status) ? Data() : Data("x".utf8))
        }
        let networker = networker()
        for status in [200, 201, 204, 299] {
            let body = try await networker.send(RawRequest(path: "/\(status)"))
            XCTAssertEqual(body, status == 204 ? Data() : Data("x".utf8), "status \(status)")
        }
        for status in [300, 304, 400, 401, 404, 500, 503] {
            do {
                _ = try await networker.send(RawRequest(path: "/\(status)"))
                XCTFail("status \(status) should throw")
            } catch let error as NetworkingError {
                XCTAssertEqual(error.statusCode, status)
            }
        }
    }

    func testDataAndVoidResponses() async throws {
        server = try await .start { _ in StubResponse(body: Data([0xFF, 0x00, 0x7B])) }
        let networker = networker()
        let data = try await networker.send(RawRequest(path: "/raw"))
        XCTAssertEqual(data, Data([0xFF, 0x00, 0x7B]))
        try await networker.send(NoContentRequest(path: "/items/1"))
        let lines = await server.requests.map(\.requestLine)
        XCTAssertEqual(lines, ["GET /raw HTTP/1.1", "DELETE /items/1 HTTP/1.1"])
    }

    func testCustomDecodeSeesHeaders() async throws {
        server = try await .start { _ in StubResponse(headers: ["X-Total-Count": "12"]) }
        let count = try await networker().send(CountRequest())
        XCTAssertEqual(count, 12)
    }

    func testTransportErrorWhenNothingListens() async throws {
        let closed = try await TestServer.start()
        let url = closed.baseURL
        await closed.stop()
        server = nil
        do {
            _ = try await Networker(baseURL: url, configuration: TestEnvironment.makeConfiguration())
                .send(RawRequest(path: "/x"))
            XCTFail("expected a transport error")
        } catch let error as NetworkingError {
            guard case .transport(let urlError) = error.reason else {
                return XCTFail("expected a transport error, got \(error)")
            }
            XCTAssertEqual(urlError.code, .cannotConnectToHost)
            XCTAssertNil(error.response)
        }
    }

    func testInvalidURL() async throws {
        server = try await .start()
        var request = Get<Item>()
        request.absoluteURL = URL(string: "mailto:owl@example.com")
        do {
            _ = try await networker().send(request)
            XCTFail("expected invalidURL")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .invalidURL("mailto:owl@example.com"))
            XCTAssertEqual(error.method, "GET")
            XCTAssertNil(error.url)
        }
        let received = await server.requests
        XCTAssertTrue(received.isEmpty)
    }

    func testCompletionHandlerBridge() async throws {
        server = try await .start { _ in .json(#"{"id": 3, "name": "wren"}"#) }
        let networker = networker()
        let value: Item = try await withCheckedThrowingContinuation { continuation in
            networker.send(Get<Item>(path: "/items/3")) { continuation.resume(with: $0) }
        }
        XCTAssertEqual(value, Item(id: 3, name: "wren"))
        let status: Int = try await withCheckedThrowingContinuation { continuation in
            networker.response(for: Get<Item>(path: "/items/3")) { continuation.resume(with: $0.map(\.statusCode)) }
        }
        XCTAssertEqual(status, 200)
    }
}
