import Foundation
import SpecgenRuntime
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The ready-made policy's decisions, without a network.
final class RetryPolicyTests: XCTestCase {
    private let url = URL(string: "https://api.example.com/items")!

    private func request(_ method: HTTPMethod) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        return request
    }

    private func status(_ code: Int, retryAfter: String? = nil) -> NetworkingError {
        let headers = retryAfter.map { ["Retry-After": $0] } ?? [:]
        return .status(HTTPResponse(value: Data(), statusCode: code, headers: headers), method: "GET", url: url)
    }

    private func transport(_ code: URLError.Code) -> NetworkingError {
        NetworkingError(.transport(URLError(code)), method: "GET", url: url)
    }

    private func delay(_ decision: RetryDecision) -> Duration? {
        if case .retry(let delay, _) = decision { return delay }
        return nil
    }

    func testRetriesIdempotentMethodsOnTransientFailuresOnly() {
        let policy = RetryPolicy(jitter: 0)
        for method in [HTTPMethod.get, .head, .put, .delete] {
            XCTAssertNotNil(delay(policy.decision(for: request(method), error: status(503), attempt: 1)),
                            method.rawValue)
        }
        for method in [HTTPMethod.post, .patch] {
            XCTAssertNil(delay(policy.decision(for: request(method), error: status(503), attempt: 1)), method.rawValue)
        }
        XCTAssertNotNil(delay(policy.decision(for: request(.get), error: status(429), attempt: 1)))
        XCTAssertNotNil(delay(policy.decision(for: request(.get), error: transport(.timedOut), attempt: 1)))
        XCTAssertNotNil(delay(policy.decision(for: request(.get), error: transport(.networkConnectionLost),
                                              attempt: 1)))
        for error in [status(500), status(401), status(404), transport(.secureConnectionFailed), transport(.badURL),
                      NetworkingError(.decoding(codingPath: "", description: "x"), method: "GET", url: url),
                      NetworkingError(.cancelled, method: "GET", url: url)] {
            XCTAssertNil(delay(policy.decision(for: request(.get), error: error, attempt: 1)), "\(error)")
        }
    }

    func testPOSTIsRetriedOnlyWhenTold() {
        var policy = RetryPolicy(jitter: 0)
        policy.methods.insert(.post)
        XCTAssertNotNil(delay(policy.decision(for: request(.post), error: status(503), attempt: 1)))
    }

    func testBackoffDoublesUpToTheCapAndAttemptsAreCapped() {
        let policy = RetryPolicy(maxAttempts: 6, baseDelay: .milliseconds(500), maxDelay: .seconds(3), jitter: 0)
        let delays =
            (1...5).map { delay(policy.decision(for: request(.get), error: transport(.timedOut), attempt: $0)) }
        XCTAssertEqual(delays, [.milliseconds(500), .seconds(1), .seconds(2), .seconds(3), .seconds(3)])
        XCTAssertNil(delay(policy.decision(for: request(.get), error: transport(.timedOut), attempt: 6)))
        XCTAssertNil(delay(RetryPolicy().decision(for: request(.get), error: transport(.timedOut), attempt: 3)),
                     "3 attempts by default")
    }

    func testJitterShortensTheWaitWithinItsShare() {
        let policy = RetryPolicy(baseDelay: .seconds(2), jitter: 0.5)
        var generator = SplitMix64(seed: 42)
        var seen = Set<Duration>()
        for _ in 0..<50 {
            let wait = try! XCTUnwrap(delay(policy.decision(for: request(.get), error: status(503), attempt: 1,
                                                            using: &generator)))
            XCTAssertGreaterThanOrEqual(wait, .seconds(1))
            XCTAssertLessThanOrEqual(wait, .seconds(2))
            seen.insert(wait)
        }
        XCTAssertGreaterThan(seen.count, 10, "the waits differ")
    }

    func testRetryAfterInSecondsOrAsADate() {
        let policy = RetryPolicy(maxDelay: .seconds(60), jitter: 1)
        XCTAssertEqual(delay(policy.decision(for: request(.get), error: status(503, retryAfter: "7"), attempt: 1)),
                       .seconds(7), "Retry-After is never shortened by jitter")
        XCTAssertEqual(delay(policy.decision(for: request(.get), error: status(429, retryAfter: "0"), attempt: 1)),
                       .zero)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        let soon = formatter.string(from: Date().addingTimeInterval(20))
        let wait = try! XCTUnwrap(delay(policy.decision(for: request(.get), error: status(503, retryAfter: soon),
                                                        attempt: 1)))
        XCTAssertGreaterThan(wait, .seconds(15))
        XCTAssertLessThanOrEqual(wait, .seconds(21))
        XCTAssertNotNil(delay(policy.decision(for: request(.get),
                                              error: status(503, retryAfter: "Wed, 2\u{0743}1 Oct 2015 07:28:00 GMT"),
                                              attempt: 1)),
                        "a Retry-After with a combining mark is not a date (and doesn't trap DateFormatter): the usual "
                            + "backoff")
        let past = formatter.string(from: Date().addingTimeInterval(-100))
        XCTAssertEqual(delay(policy.decision(for: request(.get), error: status(503, retryAfter: past), attempt: 1)),
                       .zero)
        XCTAssertNil(delay(policy.decision(for: request(.get), error: status(503, retryAfter: "3600"), attempt: 1)),
                     "a wait past maxDelay is not waited for")
        XCTAssertNotNil(delay(policy.decision(for: request(.get), error: status(503, retryAfter: "soon-ish"),
                                              attempt: 1)),
                        "an unreadable Retry-After falls back to backoff")
    }
}
