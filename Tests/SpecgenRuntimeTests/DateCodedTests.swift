import Foundation
@_spi(Generated) import SpecgenRuntime
import XCTest

/// Dates in lists, dictionaries and optionals at any depth, coded with a coding of their own whatever the coder's
/// strategy, as generated code codes a property with its own `dates:`.
final class DateCodedTests: XCTestCase {
    private struct Calendar: Codable, Equatable {
        var weeks: [[Date?]]
        var byName: [String: [Date]]?

        init(weeks: [[Date?]], byName: [String: [Date]]?) {
            self.weeks = weeks
            self.byName = byName
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            weeks = try container.decodeDates([[Date?]].self, forKey: "weeks", coding: .format("yyyy-MM-dd"))
            byName = try container.decodeDatesIfPresent([String: [Date]].self, forKey: "byName", coding: .seconds)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeDates(weeks, forKey: "weeks", coding: .format("yyyy-MM-dd"))
            try container.encodeDatesIfPresent(byName, forKey: "byName", coding: .seconds)
        }
    }

    private let day = Date(timeIntervalSince1970: 1_714_521_600)  // 2024-05-01

    func testNestedListsDictionariesAndNullsRoundTripInTheirOwnCoding() throws {
        let value = Calendar(weeks: [[day, nil], [], [day + 86_400]], byName: ["a": [day]])
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601  // the coder's own strategy, which the properties' codings override
        let data = try encoder.encode(value)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(object["weeks"] as? NSArray, [["2024-05-01", NSNull()], [], ["2024-05-02"]] as NSArray)
        XCTAssertEqual(object["byName"] as? NSDictionary, ["a": [1_714_521_600]] as NSDictionary)
        XCTAssertEqual(try JSONDecoder().decode(Calendar.self, from: data), value)
        let absent = try JSONDecoder().decode(Calendar.self, from: Data(#"{"weeks": []}"#.utf8))
        XCTAssertNil(absent.byName, "an optional property left out")
    }

    func testADateNotInItsCodingSaysWhere() {
        let body = Data(#"{"weeks": [["2024-05-01T10:00:00Z"]]}"#.utf8)
        XCTAssertThrowsError(try JSONDecoder().decode(Calendar.self, from: body)) { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue },
                           ["weeks", "0", "0"])
            XCTAssertEqual(context.debugDescription,
                           "Expected a date written as yyyy-MM-dd, got '2024-05-01T10:00:00Z'.")
        }
    }
}
