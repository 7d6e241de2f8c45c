import ExampleAPI
import Foundation
import SpecgenRuntime
import XCTest

/// Generated models decode real-shaped JSON the way the spec says: unknown enum values kept, null and
/// missing optionals alike, defaults for missing keys, both ISO 8601 forms.
final class DecodingTests: XCTestCase {
    /// Decodes as a request of the service would: with its date coding and the generated coding keys.
    private func decode<R: Request>(_ json: String, as request: R) throws -> R.Response where R.Response: Decodable {
        let decoder = JSONCoding(dates: request.dateCoding ?? .iso8601).makeDecoder()
        return try request.decode(HTTPResponse(value: Data(json.utf8)), decoder: decoder)
    }

    func testXenoCantoPageWithUnknownQualityAndNullVersusMissingDate() throws {
        let json = """
            {"numRecordings": "3", "numSpecies": "1", "page": 1, "numPages": 2, "recordings": [
              {"id": "1", "gen": "Strix", "sp": "aluco", "en": "Tawny Owl", "cnt": "France", "loc": "Paris",
               "file": "https://xeno-canto.org/1/download", "q": "A", "length": "0:42", "date": "2019-05-01"},
              {"id": "2", "gen": "Strix", "sp": "aluco", "en": "Tawny Owl", "cnt": "Spain", "loc": "Madrid",
               "file": "https://xeno-canto.org/2/download", "q": "no score", "length": "1:02", "date": null},
              {"id": "3", "gen": "Strix", "sp": "aluco", "en": "Tawny Owl", "cnt": "Italy", "loc": "Rome",
               "file": "https://xeno-canto.org/3/download", "q": "Z+", "length": "0:05", "extra": true}
            ]}
            """
        let page = try decode(json, as: SearchRecordingsRequest(query: "owl"))
        XCTAssertEqual(page.numPages, 2)
        XCTAssertEqual(page.recordings.map(\.quality), [.a, .noScore, .unknown("Z+")])
        XCTAssertEqual(page.recordings.map(\.date), ["2019-05-01", nil, nil],
                       "null and a missing key both decode to nil")
        XCTAssertEqual(page.recordings[0].genus, "Strix")
        XCTAssertEqual(page.recordings[0].file, URL(string: "https://xeno-canto.org/1/download"))
    }

    func testUnknownEnumValuesSurviveARoundTrip() throws {
        let recording = try JSONDecoder().decode(Recording.self, from: Data("""
            {"id": "9", "gen": "g", "sp": "s", "en": "e", "cnt": "c", "loc": "l", "file": "https://x.org/9", \
            "q": "Z+", "length": "1"}
            """.utf8))
        XCTAssertEqual(recording.quality, .unknown("Z+"))
        XCTAssertEqual(recording.quality.rawValue, "Z+")
        // Responses are decoded only (a response-only model is `Decodable`); the raw value is the round trip.
        XCTAssertEqual(Quality(rawValue: recording.quality.rawValue), recording.quality)
        XCTAssertEqual(Quality(rawValue: "no score"), .noScore)
        XCTAssertEqual(Quality.allCases, [.a, .b, .c, .d, .e, .noScore])
    }

    func testKodecoArticlesWithSnakeCaseKeysFractionalAndWholeSecondDatesAndDefaults() throws {
        let json = """
            {"data": [
              {"id": "1", "type": "contents", "attributes": {"name": "Swift Concurrency", "uri": "rw://1",
               "description": "Async.", "released_at": "2019-07-10T13:10:55.296Z", "free": true, \
            "difficulty": "beginner",
               "content_type": "article", "duration": 600, "card_artwork_url": "https://files.kodeco.com/1.png",
               "technology_triple_string": "Swift 5, iOS 15", "contributor_string": null}},
              {"id": "2", "type": "contents", "attributes": {"name": "Podcast", "uri": "rw://2", "description": "Talk.",
               "released_at": "2017-09-15T21:43:08Z", "content_type": "podcast", "duration": 3600,
               "card_artwork_url": "https://files.kodeco.com/2.png"}}
            ],
            "links": {"self": "https://api.kodeco.com/api/contents", "next": \
            "https://api.kodeco.com/api/contents?page%5Bnumber%5D=2"},
            "meta": {"total_result_count": 2}}
            """
        let page = try decode(json, as: ListArticlesRequest())
        let first = page.data[0].attributes, second = page.data[1].attributes
        XCTAssertEqual(first.releasedAt.timeIntervalSince1970, 1_562_764_255.296, accuracy: 0.001)
        XCTAssertEqual(second.releasedAt.timeIntervalSince1970, 1_505_511_788)
        XCTAssertEqual([first.free, second.free], [true, false], "free defaults to false when missing")
        XCTAssertEqual([first.difficulty, second.difficulty], [.beginner, nil])
        XCTAssertEqual([first.contentType, second.contentType], [.article, .unknown("podcast")])
        XCTAssertEqual(first.cardArtworkURL, URL(string: "https://files.kodeco.com/1.png"))
        XCTAssertEqual(first.technologyTripleString, "Swift 5, iOS 15")
        XCTAssertNil(first.contributorString)
        XCTAssertEqual(page.links.`self`, URL(string: "https://api.kodeco.com/api/contents"))
        XCTAssertNil(page.links.prev)
        XCTAssertEqual(page.meta?.totalResultCount, 2)
    }

    func testDeliveryMethodsDecodeAListWithDefaultsAndMapFormEnums() throws {
        let json = """
            [{"id": 1, "name": "Courier", "kind": "courier", "price": 9.5, "currency": "EUR", "estimated_days": 1, \
            "tracked": true},
             {"id": 2, "name": "Locker", "kind": "parcel_locker", "price": 3, "currency": "EUR"},
             {"id": 3, "name": "Drone", "kind": "drone", "price": 20, "currency": "EUR", "estimated_days": null}]
            """
        let methods = try decode(json, as: ListDeliveryMethodsRequest(country: "DE"))
        XCTAssertEqual(methods.map(\.kind), [.courier, .parcelLocker, .unknown("drone")])
        XCTAssertEqual(methods.map(\.tracked), [true, false, false])
        XCTAssertEqual(methods.map(\.estimatedDays), [1, nil, nil])
        XCTAssertEqual(methods[1].price, 3)
    }

    func testAMissingRequiredKeyIsADecodingErrorNamingIt() {
        XCTAssertThrowsError(try decode(#"[{"id": 1, "name": "x", "kind": "post", "price": 1}]"#,
                                        as: ListDeliveryMethodsRequest(country: "DE"))) { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(key.stringValue, "currency")
        }
    }
}
