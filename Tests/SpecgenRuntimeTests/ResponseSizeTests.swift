import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// Bodies larger than the networker's limit end the request with a clear error as soon as their size is known;
/// a 50 MB body within the limit arrives whole.
final class ResponseSizeTests: XCTestCase {
    private var server: FaultServer!
    private static let fiftyMB = 50 * 1024 * 1024
    private static let chunk = Data(repeating: UInt8(ascii: "x"), count: 64 * 1024)

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func networker(maxResponseSize: Int) -> Networker {
        Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(),
                  maxResponseSize: maxResponseSize)
    }

    /// A 50 MB body: announced by `Content-Length`, or chunked with no length.
    private func startServer() throws {
        server = try .start { request in
            let chunks = Self.fiftyMB / Self.chunk.count
            if request.target == "/chunked" {
                return [.head(headers: ["Transfer-Encoding": "chunked"], contentLength: nil)]
                    + Array(repeating: .chunk(Self.chunk), count: chunks) + [.chunk(Data())]
            }
            return [.head(contentLength: Self.fiftyMB)] + Array(repeating: .write(Self.chunk), count: chunks)
        }
    }

    func testAnAnnouncedLengthOverTheLimitFailsBeforeTheBody() async throws {
        server = try .start { _ in [.head(contentLength: Self.fiftyMB), .write(Data("xxxx".utf8)), .stall] }
        let networker = networker(maxResponseSize: 1_000_000)
        do {
            _ = try await networker.send(RawRequest(path: "/announced"))
            XCTFail("over the limit")
        } catch let error as NetworkingError {
            // The server stalls after the head: only the announced length can have ended this call.
            XCTAssertEqual(error.reason, .responseTooLarge(limit: 1_000_000))
            XCTAssertEqual(error.statusCode, 200)
            XCTAssertTrue(error.localizedDescription.contains("the response is larger than the limit of 1000000 bytes"),
                          error.localizedDescription)
        }
        XCTAssertEqual(networker.tasksInFlight, 0)
    }

    func testAChunkedBodyOverTheLimitIsAbandonedAndKeepsOnlyAnExcerpt() async throws {
        try startServer()
        let networker = networker(maxResponseSize: 1_000_000)
        do {
            _ = try await networker.send(RawRequest(path: "/chunked"))
            XCTFail("over the limit")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .responseTooLarge(limit: 1_000_000))
            XCTAssertEqual(error.response?.value.count, 200)
        }
        XCTAssertEqual(networker.tasksInFlight, 0)
    }

    func testFiftyMegabytesWithinTheLimitArriveWhole() async throws {
        try startServer()
        let networker = networker(maxResponseSize: 64 * 1024 * 1024)
        let announced = try await networker.send(RawRequest(path: "/announced"))
        XCTAssertEqual(announced.count, Self.fiftyMB)
        let chunked = try await networker.send(RawRequest(path: "/chunked"))
        XCTAssertEqual(chunked.count, Self.fiftyMB)
        XCTAssertTrue(chunked.allSatisfy { $0 == UInt8(ascii: "x") })
    }
}
