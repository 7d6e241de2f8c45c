import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// A server that misbehaves on purpose: every failure is a `NetworkingError` naming the request, with the status
/// and the first bytes of the body where there is one; nothing hangs (every wait is bounded by a timeout far
/// shorter than the test's) and no task is left behind.
final class FaultTests: XCTestCase {
    private var server: FaultServer!

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func networker(requestTimeout: TimeInterval = 20, resourceTimeout: TimeInterval = 60,
                           maxResponseSize: Int? = nil) -> Networker {
        let configuration = TestEnvironment.makeConfiguration(requestTimeout: requestTimeout,
                                                              resourceTimeout: resourceTimeout)
        if let maxResponseSize {
            return Networker(baseURL: server.baseURL, configuration: configuration, maxResponseSize: maxResponseSize)
        }
        return Networker(baseURL: server.baseURL, configuration: configuration)
    }

    /// The error `send` throws; fails the test if it returns.
    private func failure<R: Request>(_ request: R, on networker: Networker) async throws -> NetworkingError {
        do {
            _ = try await networker.send(request)
        } catch let error as NetworkingError {
            XCTAssertEqual(networker.tasksInFlight, 0, "a thrown call leaves no task behind")
            XCTAssertEqual(error.method, request.method.rawValue)
            XCTAssertEqual(error.url?.path, request.path)
            return error
        }
        XCTFail("expected a NetworkingError")
        throw CancellationError()
    }

    func testConnectionClosedMidBody() async throws {
        server = try .start { _ in [.head(contentLength: 1000), .write(Data(#"{"id": 1, "name": "ow"#.utf8)), .close] }
        let error = try await failure(Get<Item>(path: "/items/1"), on: networker())
        XCTAssertEqual(error.transportCode, .networkConnectionLost)
        XCTAssertEqual(error.statusCode, 200)
        XCTAssertEqual(error.response.map { String(decoding: $0.value, as: UTF8.self) }, #"{"id": 1, "name": "ow"#)
        XCTAssertTrue(error.localizedDescription.contains("the connection was lost before the response was complete"),
                      error.localizedDescription)
        XCTAssertTrue(error.localizedDescription.hasSuffix(#"; HTTP 200; body: {"id": 1, "name": "ow"#),
                      error.localizedDescription)
    }

    func testChunkedBodyCutShort() async throws {
        server = try .start { _ in
            [.head(headers: ["Transfer-Encoding": "chunked"], contentLength: nil), .chunk(Data("[1, 2,".utf8)), .close]
        }
        let error = try await failure(Get<[Int]>(path: "/numbers"), on: networker())
        XCTAssertEqual(error.transportCode, .networkConnectionLost)
    }

    func testAServerThatStallsBeforeAnsweringTimesOut() async throws {
        server = try .start { _ in [.stall] }
        let error = try await failure(Get<Item>(path: "/slow"), on: networker(requestTimeout: 1))
        XCTAssertEqual(error.transportCode, .timedOut)
        XCTAssertNil(error.response)
    }

    func testAServerThatStallsMidBodyTimesOut() async throws {
        server = try .start { _ in [.head(contentLength: 100), .write(Data(#"{"id":"#.utf8)), .stall] }
        let error = try await failure(Get<Item>(path: "/slow"), on: networker(requestTimeout: 1))
        XCTAssertEqual(error.transportCode, .timedOut)
        XCTAssertEqual(error.statusCode, 200)
    }

    func testASlowTrickleThatKeepsMovingCompletes() async throws {
        // A byte every 50 ms: never idle for the 1 s request timeout.
        let body = Array(#"{"id":7,"name":"trickle"}"#.utf8)
        server = try .start { _ in
            [.head(contentLength: body.count)] + body.flatMap { byte in
                [.write(Data([byte])), .pause(milliseconds: 50)]
            }
        }
        let item = try await networker(requestTimeout: 1).send(Get<Item>(path: "/trickle"))
        XCTAssertEqual(item, Item(id: 7, name: "trickle"))
    }

    func testASlowTrickleEndsAtTheResourceTimeout() async throws {
        // 40 bytes, one per 100 ms: 4 s in all, never idle; the 1 s resource timeout ends it (URLSession on Linux
        // ignores timeoutIntervalForResource: the networker enforces it).
        server = try .start { _ in
            [.head(contentLength: 40)] + (0..<40).flatMap { _ in [.write(Data("x".utf8)), .pause(milliseconds: 100)] }
        }
        let error = try await failure(RawRequest(path: "/trickle"),
                                      on: networker(requestTimeout: 2, resourceTimeout: 1))
        XCTAssertEqual(error.transportCode, .timedOut)
        XCTAssertLessThan(error.response?.value.count ?? 0, 40)
    }

    func testTruncatedAndInvalidJSON() async throws {
        server = try .start { request in
            switch request.target {
            case "/truncated": .json(#"{"id": 1, "na"#)
            case "/invalid": .json(#"{"id": 1, name: "owl"}"#)
            default: .json(#"{"id": "one", "name": "owl"}"#)
            }
        }
        let networker = networker()
        for path in ["/truncated", "/invalid"] {
            let error = try await failure(Get<Item>(path: path), on: networker)
            guard case .decoding(let codingPath, _) = error.reason else { return XCTFail("\(error)") }
            XCTAssertEqual(codingPath, "", path)
            XCTAssertEqual(error.statusCode, 200)
        }
        let mistyped = try await failure(Get<Item>(path: "/mistyped"), on: networker)
        guard case .decoding(let codingPath, _) = mistyped.reason else { return XCTFail("\(mistyped)") }
        XCTAssertEqual(codingPath, "id")
        XCTAssertTrue(mistyped.localizedDescription.hasSuffix(#"body: {"id": "one", "name": "owl"}"#),
                      mistyped.localizedDescription)
    }

    func testContentTypeIsNotTrustedTheBodyDecides() async throws {
        server = try .start { request in
            request.target == "/html"
                ? .response(headers: ["Content-Type": "text/html"],
                            body: Data("<html><body>Maintenance</body></html>".utf8))
                : .response(headers: ["Content-Type": "text/plain"], body: Data(#"{"id": 2, "name": "plain"}"#.utf8))
        }
        let networker = networker()
        let plain = try await networker.send(Get<Item>(path: "/plain"))
        XCTAssertEqual(plain, Item(id: 2, name: "plain"))
        let error = try await failure(Get<Item>(path: "/html"), on: networker)
        guard case .decoding = error.reason else { return XCTFail("\(error)") }
        XCTAssertTrue(error.localizedDescription.hasSuffix("body: <html><body>Maintenance</body></html>"),
                      error.localizedDescription)
    }

    func testEmptyBodyOn200() async throws {
        server = try .start { _ in .response(status: 200) }
        let networker = networker()
        let error = try await failure(Get<Item>(path: "/empty"), on: networker)
        guard case .decoding(let codingPath, _) = error.reason else { return XCTFail("\(error)") }
        XCTAssertEqual(codingPath, "")
        XCTAssertEqual(error.response?.value, Data())
        try await networker.send(NoContentRequest(method: .delete, path: "/empty"))
        let raw = try await networker.send(RawRequest(path: "/empty"))
        XCTAssertEqual(raw, Data())
    }

    func testABurstOf5xxAnswersEveryCallWithItsStatus() async throws {
        server = try .start { request in
            request.index < 20 ? .json(#"{"error": "overloaded"}"#, status: 503) : .json(#"{"id": 1, "name": "ok"}"#)
        }
        let networker = networker()
        let errors = try await withThrowingTaskGroup(of: NetworkingError?.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    do {
                        _ = try await networker.send(Get<Item>(path: "/busy"))
                        return nil
                    } catch let error as NetworkingError {
                        return error
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(errors.compactMap { $0?.reason }, Array(repeating: .status(503), count: 20))
        XCTAssertTrue(
            errors.allSatisfy { $0?.localizedDescription.hasSuffix(#"body: {"error": "overloaded"}"#) == true })
        let item = try await networker.send(Get<Item>(path: "/busy"))
        XCTAssertEqual(item.name, "ok")
        XCTAssertEqual(networker.tasksInFlight, 0)
    }
}
