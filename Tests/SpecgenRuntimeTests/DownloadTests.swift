import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// `download(_:to:progress:)` writes a body to a file as it arrives, reports progress, and leaves nothing behind
/// when it fails.
final class DownloadTests: XCTestCase {
    private var server: FaultServer!
    private var folder: URL!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("DownloadTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        server?.stop()
        server = nil
        try? FileManager.default.removeItem(at: folder)
    }

    private func networker() -> Networker {
        Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
    }

    private static let body = Data((0..<(5 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 7) })

    /// What is in the folder besides `kept`.
    private func leftovers(besides kept: [String] = []) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !kept.contains($0) }
    }

    func testABodyGoesToTheFileWithProgress() async throws {
        server = try .start { request in
            request.target == "/chunked"
                ? [.head(headers: ["Transfer-Encoding": "chunked"], contentLength: nil)]
                    + stride(from: 0, to: Self.body.count, by: 100_000).map {
                        .chunk(Self.body.subdata(in: $0..<min($0 + 100_000, Self.body.count)))
                    } + [.chunk(Data())]
                : .response(headers: ["Content-Type": "application/octet-stream"], body: Self.body)
        }
        let file = folder.appendingPathComponent("body.bin")
        let reports = Locked<[(Int64, Int64?)]>([])
        let response = try await networker().download(RawRequest(path: "/sized"), to: file) { received, expected in
            reports.withLock { $0.append((received, expected)) }
        }
        XCTAssertEqual(response.value, file)
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(try Data(contentsOf: file), Self.body)
        let seen = reports.withLock { $0 }
        XCTAssertEqual(seen.first?.0, 0)
        XCTAssertEqual(seen.last?.0, Int64(Self.body.count))
        XCTAssertTrue(seen.allSatisfy { $0.1 == Int64(Self.body.count) })
        XCTAssertEqual(seen.map(\.0), seen.map(\.0).sorted())
        XCTAssertGreaterThan(seen.count, 2, "reported as it arrived")

        // No length announced; an older file at the destination is replaced.
        let expected = Locked<[Int64?]>([])
        _ = try await networker().download(RawRequest(path: "/chunked"), to: file) { _, total in
            expected.withLock { $0.append(total) }
        }
        XCTAssertEqual(try Data(contentsOf: file), Self.body)
        XCTAssertTrue(expected.withLock { $0 }.allSatisfy { $0 == nil })
        XCTAssertEqual(try leftovers(besides: ["body.bin"]), [])
    }

    func testAFailedDownloadLeavesNothingAndKeepsAnOlderFile() async throws {
        server = try .start { request in
            switch request.target {
            case "/cut": [.head(contentLength: 1000), .write(Data(repeating: 1, count: 400)), .close]
            default: .json("{\"title\": \"no such file\"}", status: 404)
            }
        }
        let fresh = folder.appendingPathComponent("fresh.bin")
        do {
            _ = try await networker().download(RawRequest(path: "/cut"), to: fresh)
            XCTFail("expected the transport error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.transportCode, .networkConnectionLost)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: fresh.path))

        let older = folder.appendingPathComponent("older.bin")
        try Data("older".utf8).write(to: older)
        do {
            _ = try await networker().download(Get<Item>(path: "/missing"), to: older)
            XCTFail("expected the status error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(404))
            XCTAssertEqual(error.response.map { String(decoding: $0.value, as: UTF8.self) },
                           "{\"title\": \"no such file\"}")
        }
        XCTAssertEqual(try Data(contentsOf: older), Data("older".utf8))
        XCTAssertEqual(try leftovers(besides: ["older.bin"]), [], "no temporary file left")
    }

    func testACancelledDownloadLeavesNothing() async throws {
        server = try .start { _ in
            [.head(contentLength: 10_000_000), .write(Data(repeating: 2, count: 100_000)), .stall]
        }
        let networker = networker()
        let file = folder.appendingPathComponent("cancelled.bin")
        let started = Signal()
        let task = Task {
            try await networker.download(RawRequest(path: "/slow"), to: file) { received, _ in
                if received > 0 { started.fire() }
            }
        }
        await started.wait()
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertEqual((error as? NetworkingError)?.reason, .cancelled, "\(error)")
        }
        XCTAssertEqual(try leftovers(), [])
        let closed = await eventually { self.server.openConnections == 0 }
        XCTAssertTrue(closed)
    }

    func testAFolderThatCannotBeWrittenIsAFileError() async throws {
        server = try .start { _ in .response(body: Data("x".utf8)) }
        let file = folder.appendingPathComponent("no/such/folder/file.bin")
        do {
            _ = try await networker().download(RawRequest(path: "/x"), to: file)
            XCTFail("expected the file error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.transportCode, .cannotCreateFile)
        }
    }
}
