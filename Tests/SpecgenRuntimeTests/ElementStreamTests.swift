import Foundation
@testable import SpecgenRuntime
import TestSupport
import XCTest

/// A `ResponseStream` made from an `AsyncThrowingStream` (what mocks build) behaves as a network stream does.
final class ElementStreamTests: XCTestCase {
    private let url = URL(string: "https://mock.invalid/feed")

    func testCancellingTheConsumerThrowsCancelledAndTerminatesTheStream() async throws {
        let terminated = Signal()
        let (stream, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
        continuation.onTermination = { _ in terminated.fire() }
        continuation.yield(1)
        let responseStream = ResponseStream(stream, method: "GET", url: url)
        let first = Signal()
        let task = Task {
            for try await _ in responseStream { first.fire() }
        }
        await first.wait()
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            let error = error as? NetworkingError
            XCTAssertEqual(error?.reason, .cancelled)
            XCTAssertEqual(error?.method, "GET")
            XCTAssertEqual(error?.url, self.url)
        }
        await terminated.wait()
    }

    func testElementsThenTheEndOrTheError() async throws {
        let (stream, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
        for value in 1...3 { continuation.yield(value) }
        continuation.finish()
        var values: [Int] = []
        for try await value in ResponseStream(stream, url: url) { values.append(value) }
        XCTAssertEqual(values, [1, 2, 3])

        let (failing, failure) = AsyncThrowingStream<Int, any Error>.makeStream()
        failure.yield(1)
        failure.finish(throwing: NetworkingError(.transport(URLError(.networkConnectionLost)), method: "GET", url: url))
        var received: [Int] = []
        do {
            for try await value in ResponseStream(failing, url: url) { received.append(value) }
            XCTFail("expected the error")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.transportCode, .networkConnectionLost)
        }
        XCTAssertEqual(received, [1])
    }

    func testBreakingOutTerminatesTheStream() async throws {
        let terminated = Signal()
        let (stream, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
        continuation.onTermination = { _ in terminated.fire() }
        continuation.yield(1)
        continuation.yield(2)
        do {
            let responseStream = ResponseStream(stream, url: url)
            for try await _ in responseStream { break }
        }
        await terminated.wait()
    }
}
