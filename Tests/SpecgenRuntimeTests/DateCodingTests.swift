import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

final class DateCodingTests: XCTestCase {
    private var server: TestServer!

    override func tearDown() async throws {
        await server?.stop()
        server = nil
    }

    /// Serves `{"date": <json>}` and decodes it with `coding` declared on the request.
    private func decode(_ json: String, _ coding: DateCoding?, networkerCoding: JSONCoding = JSONCoding()) async throws
        -> Date {
        server = try await .start { _ in .json(#"{"date": \#(json)}"#) }
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(),
                                  coding: networkerCoding)
        let value = try await networker.send(Get<Stamped>(path: "/stamp", dateCoding: coding))
        await server.stop()
        return value.date
    }

    /// Posts `{"date": date}` with `coding` and returns the body the server received.
    private func encode(_ date: Date, _ coding: DateCoding) async throws -> String {
        server = try await .start { _ in StubResponse(status: 204) }
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
        try await networker.send(PostStamp(body: .json(Stamped(date: date)), dateCoding: coding))
        let last = await server.requests.last
        await server.stop()
        return String(decoding: try XCTUnwrap(last).body, as: UTF8.self)
    }

    /// Text a server sends where a date in a format is expected, with characters that take several UTF-16 units (a
    /// digit with a combining mark, which traps Foundation's DateFormatter on Linux): a decoding error, not a crash.
    func testADateWithCombiningMarksIsADecodingErrorNotACrash() async throws {
        do {
            _ = try await decode("\"202\u{0743}05-01\"", .format("yyyy-MM-dd"))
            XCTFail("not a date")
        } catch let error as NetworkingError {
            XCTAssertTrue("\(error)".contains("yyyy-MM-dd"), "\(error)")
        }
        let ok = try await decode("\"2024-05-01\"", .format("yyyy-MM-dd"))
        XCTAssertEqual(ok, Date(timeIntervalSince1970: 1_714_521_600))
    }

    func testISO8601AcceptsWithAndWithoutFractionalSeconds() async throws {
        let whole = try await decode(#""2017-09-15T21:43:08Z""#, .iso8601)
        XCTAssertEqual(whole.timeIntervalSince1970, 1_505_511_788)
        let fractional = try await decode(#""2019-07-10T13:10:55.296Z""#, .iso8601)
        XCTAssertEqual(fractional.timeIntervalSince1970, 1_562_764_255.296, accuracy: 0.0005)
        let encoded = try await encode(Date(timeIntervalSince1970: 1_505_511_788), .iso8601)
        XCTAssertEqual(encoded, #"{"date":"2017-09-15T21:43:08Z"}"#)
    }

    func testISO8601RejectsOtherText() async throws {
        do {
            _ = try await decode(#""15/09/2017""#, .iso8601)
            XCTFail("not ISO 8601")
        } catch let error as NetworkingError {
            guard case .decoding(let codingPath, let description) = error.reason else { return XCTFail("\(error)") }
            XCTAssertEqual(codingPath, "date")
            XCTAssertTrue(description.contains("15/09/2017"), description)
        }
    }

    func testSecondsSince1970() async throws {
        let date = try await decode("1505511788.5", .seconds)
        XCTAssertEqual(date.timeIntervalSince1970, 1_505_511_788.5)
        let encoded = try await encode(Date(timeIntervalSince1970: 1_505_511_788), .seconds)
        XCTAssertEqual(encoded, #"{"date":1505511788}"#)
    }

    func testMillisecondsSince1970() async throws {
        let date = try await decode("1562764255296", .milliseconds)
        XCTAssertEqual(date.timeIntervalSince1970, 1_562_764_255.296, accuracy: 0.0005)
        let encoded = try await encode(Date(timeIntervalSince1970: 1_505_511_788), .milliseconds)
        XCTAssertEqual(encoded, #"{"date":1505511788000}"#)
    }

    func testFixedFormatInUTC() async throws {
        let date = try await decode(#""2019-07-10""#, .format("yyyy-MM-dd"))
        XCTAssertEqual(date.timeIntervalSince1970, 1_562_716_800)
        let encoded = try await encode(Date(timeIntervalSince1970: 1_562_764_255), .format("yyyy-MM-dd"))
        XCTAssertEqual(encoded, #"{"date":"2019-07-10"}"#)
    }

    func testRequestWithoutDateCodingUsesTheNetworkersDefaults() async throws {
        let date = try await decode("1505511788", nil, networkerCoding: JSONCoding(dates: .seconds))
        XCTAssertEqual(date.timeIntervalSince1970, 1_505_511_788)
        let iso = try await decode(#""2017-09-15T21:43:08Z""#, nil)
        XCTAssertEqual(iso.timeIntervalSince1970, 1_505_511_788)
    }

    func testNetworkerKeyStrategyAppliesOnlyToRequestsWithoutDateCoding() async throws {
        server = try await .start { _ in .json(#"{"full_name": "Barn Owl"}"#) }
        let networker = Networker(
            baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(),
            coding: JSONCoding(keys: .snakeCase))
        let handWritten = try await networker.send(Get<Person>(path: "/p"))
        XCTAssertEqual(handWritten.fullName, "Barn Owl")
        let generated = try await networker.send(Get<GeneratedPerson>(path: "/p", dateCoding: .iso8601))
        XCTAssertEqual(generated.fullName, "Barn Owl")
    }

    func testStringFromDateForQueryValues() {
        let date = Date(timeIntervalSince1970: 1_505_511_788)
        XCTAssertEqual(DateCoding.iso8601.string(from: date), "2017-09-15T21:43:08Z")
        XCTAssertEqual(DateCoding.seconds.string(from: date), "1505511788")
        XCTAssertEqual(DateCoding.milliseconds.string(from: date), "1505511788000")
        XCTAssertEqual(DateCoding.seconds.string(from: Date(timeIntervalSince1970: 1.25)), "1.25")
        XCTAssertEqual(DateCoding.format("yyyy-MM-dd HH:mm").string(from: date), "2017-09-15 21:43")
    }
}

private struct PostStamp: Request {
    typealias Response = Void
    var method: HTTPMethod { .post }
    var path: String { "/stamp" }
    var body: RequestBody?
    var dateCoding: DateCoding?
}

/// Hand-written: relies on the networker's snake_case key strategy.
private struct Person: Decodable, Sendable {
    var fullName: String
}

/// As generated: explicit coding keys, which a snake_case strategy would break.
private struct GeneratedPerson: Decodable, Sendable {
    var fullName: String
    enum CodingKeys: String, CodingKey { case fullName = "full_name" }
}
