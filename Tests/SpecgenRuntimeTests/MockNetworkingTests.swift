import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// A mock as generated code will write one: it implements the single `Networking` requirement and gets
/// `send`, the completion-handler bridge (and on Apple platforms the publisher) for free.
private final class MockNetworker: Networking {
    private let received = Locked<[String]>([])
    var requests: [String] { received.withLock { $0 } }

    func response<R: Request>(for request: R) async throws -> HTTPResponse<R.Response> {
        received.withLock { $0.append(request.path) }
        switch request {
        case let request as Get<Item>:
            let item = Item(id: 9, name: request.path)
            return try XCTUnwrap(
                HTTPResponse(value: item,
                             headers: ["Link": #"<https://h/p2>; rel="next""#]) as? HTTPResponse<R.Response>)
        default:
            throw NetworkingError.status(HTTPResponse(value: Data("not stubbed".utf8), statusCode: 501), method: "GET",
                                         url: nil)
        }
    }
}

final class MockNetworkingTests: XCTestCase {
    func testMockNeedsOnlyOneMethod() async throws {
        let mock = MockNetworker()
        let item = try await mock.send(Get<Item>(path: "/a"))
        XCTAssertEqual(item, Item(id: 9, name: "/a"))
        let response = try await mock.response(for: Get<Item>(path: "/b"))
        XCTAssertEqual(response.link(rel: "next")?.absoluteString, "https://h/p2")
        do {
            _ = try await mock.send(RawRequest(path: "/c"))
            XCTFail("unstubbed")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.statusCode, 501)
        }
        let name: String = try await withCheckedThrowingContinuation { continuation in
            mock.send(Get<Item>(path: "/d")) { continuation.resume(with: $0.map(\.name)) }
        }
        XCTAssertEqual(name, "/d")
        XCTAssertEqual(mock.requests, ["/a", "/b", "/c", "/d"])
    }

    func testWorksThroughTheExistential() async throws {
        let networking: any Networking = MockNetworker()
        let item = try await networking.send(Get<Item>(path: "/e"))
        XCTAssertEqual(item.name, "/e")
    }
}
