import Foundation
import GoldenStreams
import GoldenStreamsMocks
import SpecgenRuntime
import TestSupport
import XCTest

/// The Streams scenario's generated requests that outlive a connection or a memory's worth of bytes: a resumable
/// event stream picks up after its last event ID, a download goes to a file with its progress, an upload is sent from
/// a file — against a raw-socket server on 127.0.0.1; and a mock downloads what its endpoint plays.
final class StreamsTransferTests: XCTestCase {
    private var server: FaultServer!
    private var folder: URL!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("StreamsTransfer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        server?.stop()
        server = nil
        try? FileManager.default.removeItem(at: folder)
    }

    private func networker() -> Networker {
        Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(requestTimeout: 20))
    }

    private static func head(_ contentType: String) -> FaultServer.Step {
        .head(headers: ["Content-Type": contentType, "Transfer-Encoding": "chunked"], contentLength: nil)
    }

    func testABrokenTickerResumesAfterItsLastEventID() async throws {
        server = try .start { request in
            request.index == 0
                ? [Self.head("text/event-stream"),
                   .chunk(Data("retry: 10\nid: 1\ndata: {\"ACME\": 1.5}\n\nid: 2\ndata: {\"ACME\": 1.6}\n\n".utf8)),
                   .chunk(Data("id: 3\nda".utf8)), .close]
                : [Self.head("text/event-stream"), .chunk(Data("id: 3\ndata: {\"ACME\": 1.7}\n\n".utf8)),
                   .chunk(Data())]
        }
        var prices: [Double] = []
        for try await tick in networker().stream(FollowTickerRequest(symbol: "ACME")) {
            prices += tick.values
        }
        XCTAssertEqual(prices, [1.5, 1.6, 1.7], "no event repeated or lost")
        XCTAssertEqual(server.requests.map { $0.headers["last-event-id"] }, [nil, "2"])
        XCTAssertEqual(server.requests.map(\.target), ["/ticker/ACME", "/ticker/ACME"])
    }

    func testADownloadGoesToAFileWithItsProgress() async throws {
        let payload = Data((0..<(2 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        server = try .start { _ in
            [.head(headers: ["Content-Type": "application/zip"], contentLength: payload.count),
             .write(payload.prefix(1000)), .pause(milliseconds: 20), .write(payload.dropFirst(1000))]
        }
        let progress = Locked<[Int64]>([])
        let file = folder.appendingPathComponent("archive.zip")
        let saved = try await networker().download(DownloadArchiveRequest(name: "a"), to: file) { received, expected in
            XCTAssertEqual(expected, Int64(payload.count))
            progress.withLock { $0.append(received) }
        }
        XCTAssertEqual(saved.value, file)
        XCTAssertEqual(try Data(contentsOf: file), payload)
        let seen = progress.withLock { $0 }
        XCTAssertEqual(seen.first, 0)
        XCTAssertEqual(seen.last, Int64(payload.count))
        XCTAssertEqual(seen, seen.sorted())
        XCTAssertGreaterThan(seen.count, 2)
    }

    func testAnUploadIsSentFromItsFile() async throws {
        let content = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })
        let file = folder.appendingPathComponent("upload.zip")
        try content.write(to: file)
        server = try .start { _ in .response(status: 204) }
        try await networker().send(UploadArchiveRequest(name: "a", file: file))
        let received = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(received.method, "PUT")
        XCTAssertEqual(received.target, "/archives/a")
        XCTAssertEqual(received.headers["content-type"], "application/zip")
        XCTAssertEqual(received.body, content)
    }

    func testAMockDownloadsWhatItsEndpointPlaysOrReturns() async throws {
        let mock = MockChatNetworker()
        mock.downloadArchive.plays([.element(Data("ab".utf8)), .pause(.milliseconds(5)), .element(Data("c".utf8))])
        let file = folder.appendingPathComponent("mock.zip")
        _ = try await mock.download(DownloadArchiveRequest(name: "x"), to: file)
        XCTAssertEqual(try Data(contentsOf: file), Data("abc".utf8))
        mock.downloadArchive.returns(Data("whole".utf8))
        _ = try await mock.download(DownloadArchiveRequest(name: "x"), to: file)
        XCTAssertEqual(try Data(contentsOf: file), Data("whole".utf8))
        XCTAssertEqual(mock.downloadArchive.callCount, 2)
    }
}
