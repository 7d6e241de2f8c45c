import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// `RequestBody.file` sends a file as URLSession reads it, with the Content-Type rules of `.data`.
final class FileUploadTests: XCTestCase {
    private var server: FaultServer!
    private var file: URL!

    override func setUp() async throws {
        file = FileManager.default.temporaryDirectory.appendingPathComponent("FileUploadTests-\(UUID().uuidString)")
        try Self.content.write(to: file)
    }

    override func tearDown() {
        server?.stop()
        server = nil
        try? FileManager.default.removeItem(at: file)
    }

    private static let content = Data((0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })

    func testAFileIsSentAsItIs() async throws {
        server = try .start { request in .json("{\"received\": \(request.body.count)}") }
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
        _ = try await networker.send(BodyRequest(path: "/upload", body: .file(file, contentType: "image/png")))
        _ = try await networker.send(BodyRequest(path: "/plain", body: .file(file)))
        _ = try await networker.send(BodyRequest(path: "/own", headers: ["Content-Type": "text/csv"],
                                                 body: .file(file, contentType: "image/png")))
        let requests = server.requests
        XCTAssertEqual(requests.map(\.method), ["POST", "POST", "POST"])
        XCTAssertEqual(requests.map(\.body), [Self.content, Self.content, Self.content])
        XCTAssertEqual(requests.map { $0.headers["content-length"] }, Array(repeating: "\(3 << 20)", count: 3))
        XCTAssertEqual(requests[0].headers["content-type"], "image/png")
        XCTAssertEqual(requests[2].headers["content-type"], "text/csv", "the request's own Content-Type wins")
    }

    func testAMissingFileIsATransportError() async throws {
        server = try .start { _ in .json("{}") }
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
        let missing = file.appendingPathExtension("missing")
        do {
            _ = try await networker.send(BodyRequest(path: "/upload", body: .file(missing)))
            XCTFail("expected an error")
        } catch let error as NetworkingError {
            guard case .transport = error.reason else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(networker.tasksInFlight, 0)
    }

    func testAStreamCanBeOpenedWithAFileBody() async throws {
        server = try .start { request in
            [.eventStreamHead(), .event("data: \(request.body.count)\n\n"), .chunk(Data())]
        }
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
        var sizes: [String] = []
        for try await size in networker.stream(UploadEvents(body: .file(file))) { sizes.append(size) }
        XCTAssertEqual(sizes, ["\(3 << 20)"])
    }
}

/// Posts a body and streams text events back.
private struct UploadEvents: StreamingRequest {
    typealias Element = String
    typealias Response = [String]
    var body: RequestBody?
    var method: HTTPMethod { .post }
    var path: String { "/transcribe" }
    var framing: StreamFraming { .events(end: nil) }
}
