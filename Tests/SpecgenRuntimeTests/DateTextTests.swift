import Foundation
@testable import SpecgenRuntime
import XCTest

/// How dates written as text are read: RFC 3339, checked against Foundation's own ISO 8601 parser, and the forms
/// servers send beside it.
final class DateTextTests: XCTestCase {
    private func read(_ text: String, strict: Bool = false) -> Double? {
        DateText.secondsSince1970(text, strict: strict)
    }

    /// Ten thousand random instants from 1600 to 2400 in random offsets, with and without fractions and the offset's
    /// colon, read by us and by Foundation alike (strictly only as RFC 3339 writes them: with the colon).
    func testRFC3339AgreesWithFoundationOnRandomDates() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10_000 {
            let seconds = Double(Int64.random(in: -11_676_096_000...13_569_465_600, using: &generator))
                + Double(Int.random(in: 0..<1000, using: &generator)) / 1000
            let offset = Int.random(in: -14 * 60...14 * 60, using: &generator) / 15 * 15
            let zone = try XCTUnwrap(TimeZone(secondsFromGMT: offset * 60))
            let colon = Bool.random(using: &generator)
            let style = Date.ISO8601FormatStyle(timeZone: zone).year().month().day()
                .time(includingFractionalSeconds: Bool.random(using: &generator))
                .timeZone(separator: colon ? .colon : .omitted)
            let text = Date(timeIntervalSince1970: seconds).formatted(style)
            let foundation = try style.parse(text).timeIntervalSince1970
            XCTAssertEqual(read(text) ?? .nan, foundation, accuracy: 0.0005, text)
            if colon || offset == 0 {
                XCTAssertEqual(read(text, strict: true) ?? .nan, foundation, accuracy: 0.0005, text)
            } else {
                XCTAssertNil(read(text, strict: true), text)
            }
        }
    }

    func testStrictReadsRFC3339Only() {
        XCTAssertEqual(read("2017-09-15T21:43:08Z", strict: true), 1_505_511_788)
        XCTAssertEqual(read("2017-09-15t21:43:08z", strict: true), 1_505_511_788, "RFC 3339 allows lower case")
        XCTAssertEqual(read("2017-09-15T23:43:08+02:00", strict: true), 1_505_511_788)
        XCTAssertEqual(read("2017-09-15T21:43:08.123456789Z", strict: true) ?? 0, 1_505_511_788.123_456_789,
                       accuracy: 1e-6, "a fraction of any length")
        for text in ["2018-01-02T03:04:05", "2021-06-14 14:45:46Z", "2017-09-15T23:43:08+0200",
                     "2017-09-15T23:43:08+02", "2023-05-01"] {
            XCTAssertNil(read(text, strict: true), text)
        }
    }

    func testWhatServersSendBesideRFC3339() {
        XCTAssertEqual(read("2018-01-02T03:04:05"), read("2018-01-02T03:04:05Z"), "no offset: UTC")
        XCTAssertEqual(read("2021-06-14 14:45:46"), read("2021-06-14T14:45:46Z"), "a space for the T")
        XCTAssertEqual(read("2021-06-14 16:45:46+0200"), read("2021-06-14T14:45:46Z"))
        XCTAssertEqual(read("2021-06-14 16:45:46+02"), read("2021-06-14T14:45:46Z"))
        XCTAssertEqual(read("2021-06-14 14:45:46.5"), 1_623_681_946.5)
        XCTAssertEqual(read("2021-06-14T14:45:46,25Z"), 1_623_681_946.25)
        XCTAssertEqual(read("2023-05-01"), 1_682_899_200, "a day alone: its midnight in UTC")
        XCTAssertEqual(read("1969-12-31T23:59:59Z"), -1)
        XCTAssertEqual(read("2016-12-31T23:59:60Z"), read("2017-01-01T00:00:00Z"), "a leap second")
    }

    func testTextThatIsNoDate() {
        for text in ["", "15/09/2017", "2017-9-15", "2017-02-29", "2016-02-30", "2017-13-01", "2017-09-15T24:00:00Z",
                     "2017-09-15T21:60:00Z", "2017-09-15T21:43", "2017-09-15T21:43:08.", "2017-09-15T21:43:08Zjunk",
                     "2017-09-15T21:43:08+25:00", "2017-09-15T21:43:08+02:60", "2017-09-15  21:43:08",
                     "2017-09-15T21:43:08 Z", "٢٠١٧-٠٩-١٥", "2017-09-15T21:43:08+2"] {
            XCTAssertNil(read(text), text)
        }
        XCTAssertEqual(read("2016-02-29"), 1_456_704_000, "a leap day")
    }
}
