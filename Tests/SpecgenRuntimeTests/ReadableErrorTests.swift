import Foundation
import SpecgenRuntime
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An API's error model, as a spec will declare one per status.
private struct Problem: Decodable, Sendable, Equatable {
    var title: String
    var detail: String?
}

/// A request whose error responses decode into `Problem`, as generated requests with error models will.
private struct OwlRequest: Request {
    typealias Response = Item
    var id: Int
    var path: String { "/owls/\(id)" }

    func decodeErrorBody(_ response: HTTPResponse<Data>, decoder: JSONDecoder) -> (any Sendable)? {
        try? decoder.decode(Problem.self, from: response.value)
    }
}

/// What an app shows: `localizedDescription`, and the typed error body inside the one error type.
final class ReadableErrorTests: XCTestCase {
    private var server: TestServer!

    override func tearDown() async throws {
        await server?.stop()
        server = nil
    }

    private func error(_ send: (Networker) async throws -> Void) async throws -> NetworkingError {
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
        do {
            try await send(networker)
        } catch let error as NetworkingError {
            return error
        }
        XCTFail("expected a NetworkingError")
        throw CancellationError()
    }

    func testAStatusErrorCarriesTheDecodedErrorBody() async throws {
        server = try await .start { request in
            request.target == "/owls/7"
                ? .json(#"{"title": "No such owl", "detail": "Owl 7 flew away."}"#, status: 404)
                : .json("<html>bad gateway</html>", status: 502)
        }
        let error = try await error { try await $0.send(OwlRequest(id: 7)) }
        XCTAssertEqual(error.errorBody(as: Problem.self), Problem(title: "No such owl", detail: "Owl 7 flew away."))
        XCTAssertNil(error.errorBody(as: String.self))
        // The caller's switch, as Docs/Runtime.md shows it.
        let shown: String
        switch error.reason {
        case .status(401): shown = "sign in"
        case .status(500...): shown = "try later"
        case .status: shown = error.errorBody(as: Problem.self)?.title ?? error.localizedDescription
        case .cancelled: shown = ""
        default: shown = error.localizedDescription
        }
        XCTAssertEqual(shown, "No such owl")

        let notAProblem = try await self.error { try await $0.send(OwlRequest(id: 8)) }
        XCTAssertEqual(notAProblem.reason, .status(502))
        XCTAssertNil(notAProblem.errorBody, "a body that isn't the model leaves errorBody nil")
        XCTAssertEqual(notAProblem.response.map { String(decoding: $0.value, as: UTF8.self) },
                       "<html>bad gateway</html>")
    }

    func testStatusMessageNamesMethodURLStatusAndBody() async throws {
        server = try await .start { _ in .json(#"{"error": "gone"}"#, status: 410) }
        var request = Get<Item>(method: .delete, path: "/items/1")
        request.queryItems = [URLQueryItem(name: "hard", value: "true")]
        let error = try await error { try await $0.send(request) }
        XCTAssertEqual(
            error.localizedDescription,
            "DELETE \(server.baseURL.absoluteString)/items/1?hard=true: HTTP 410 "
                + "(\(HTTPURLResponse.localizedString(forStatusCode: 410))); "
                + #"body: {"error": "gone"}"#)
        XCTAssertEqual(error.failureReason, "HTTP 410 (\(HTTPURLResponse.localizedString(forStatusCode: 410)))")
        XCTAssertEqual("\(error)", error.localizedDescription)
    }

    func testDecodingMessageNamesThePathAndShowsTheBody() async throws {
        let json = #"{"items": [{"id": 1, "name": "a"}, {"id": 2, "name": 5}]}"#
        server = try await .start { _ in .json(json) }
        let error = try await error { try await $0.send(Get<[String: [Item]]>(path: "/list")) }
        let text = error.localizedDescription
        XCTAssertTrue(text.hasPrefix("GET \(server.baseURL.absoluteString)/list: cannot decode the response: "
                                     + "[String: [Item]].items[1].name: expected a string, found a number (5); "), text)
        XCTAssertTrue(text.hasSuffix("; HTTP 200; body: " + json), text)
    }

    func testLongAndBinaryBodiesAreCut() async throws {
        let long = String(repeating: "é", count: 150) + "\nend"
        server = try await .start { request in
            request.target == "/long" ? StubResponse(status: 500, body: Data(long.utf8))
                : StubResponse(status: 500, body: Data([0xFF, 0xFE, 0x00, 0x01]))
        }
        let longError = try await error { try await $0.send(RawRequest(path: "/long")) }
        let text = longError.localizedDescription
        XCTAssertTrue(text.hasSuffix("body: " + String(repeating: "é", count: 100) + "… (304 bytes)"), text)
        let binary = try await error { try await $0.send(RawRequest(path: "/binary")) }
        XCTAssertTrue(binary.localizedDescription.hasSuffix("body: (4 bytes, not text)"), binary.localizedDescription)
    }

    func testTransportAndURLMessages() async throws {
        let closed = try await TestServer.start()
        let url = closed.baseURL
        await closed.stop()
        let networker = Networker(baseURL: url, configuration: TestEnvironment.makeConfiguration())
        do {
            _ = try await networker.send(RawRequest(path: "/x"))
            XCTFail("nothing listens")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.localizedDescription,
                           "GET \(url.absoluteString)/x: cannot connect to the server (URLError -1004)")
        }
        var request = Get<Item>()
        request.absoluteURL = URL(string: "mailto:owl@example.com")
        do {
            _ = try await networker.send(request)
            XCTFail("not an HTTP URL")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.localizedDescription,
                           #"GET (no URL): cannot build a URL from "mailto:owl@example.com""#)
        }
    }

    func testCredentialsInTheURLAreNotShown() {
        let error = NetworkingError(.cancelled, method: "GET",
                                    url: URL(string: "https://user:secret@example.com/a?q=1"))
        XCTAssertEqual(error.localizedDescription, "GET https://example.com/a?q=1: cancelled")
        XCTAssertTrue(error.isCancellation)
    }
}
