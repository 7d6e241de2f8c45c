import Foundation
@_spi(Generated) import SpecgenRuntime
import TestSupport
import XCTest

/// List styles, deep-object dictionaries and already encoded query items, checked against the raw request line
/// the server received.
final class QueryStyleTests: LoopbackTestCase {
    private func sentTarget(_ q: QueryItems, absoluteURL: URL? = nil) async throws -> String {
        let request = Get<[Item]>(path: "/search", absoluteURL: absoluteURL, queryItems: q.items,
                                  percentEncodedQueryItems: q.percentEncodedItems)
        return try await received(request).target
    }

    func testTheThreeListStyles() async throws {
        var q = QueryItems()
        q.add("tag", ["a b", "c+d"], style: .repeated)
        q.add("kind", [Sort.newest, Sort.oldest], style: .bracketed)
        q.add("id", ["x,y", "a&b=c", "é", "7"], style: .commaJoined)
        q.add("n", [1, 2], style: .commaJoined)
        let target = try await sentTarget(q)
        XCTAssertEqual(
            target,
            "/search?tag=a%20b&tag=c%2Bd&kind%5B%5D=date_desc&kind%5B%5D=date_asc"
                + "&id=x%2Cy,a%26b%3Dc,%C3%A9,7&n=1,2")
    }

    func testCommaJoinedItemsComeAfterTheOthersWhateverTheOrderOfAdding() async throws {
        var q = QueryItems()
        q.add("ids", ["1", "2"], style: .commaJoined)
        q.add("q", "owl")
        q.add("a b", ["x"], style: .commaJoined)
        XCTAssertEqual(q.items, [URLQueryItem(name: "q", value: "owl")])
        XCTAssertEqual(q.percentEncodedItems,
                       [URLQueryItem(name: "ids", value: "1,2"), URLQueryItem(name: "a%20b", value: "x")])
        let target = try await sentTarget(q)
        XCTAssertEqual(target, "/search?q=owl&ids=1,2&a%20b=x")
    }

    func testNilAndEmptyListsAddNothingInAnyStyle() async throws {
        var q = QueryItems()
        let none: [String]? = nil
        for style in [QueryItems.Style.repeated, .commaJoined, .bracketed] {
            q.add("none", none, style: style)
            q.add("empty", [String](), style: style)
            q.add("dates", [Date](), style: style, coding: .iso8601)
        }
        XCTAssertEqual(q, QueryItems())
        let target = try await sentTarget(q)
        XCTAssertEqual(target, "/search")
    }

    func testDatesAndRawValuesInEveryStyle() {
        var q = QueryItems()
        let dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 86_400)]
        q.add("on", dates, style: .commaJoined, coding: .format("yyyy-MM-dd"))
        q.add("at", dates, style: .bracketed, coding: .seconds)
        q.add("d", [Described.a], style: .commaJoined)
        q.add("e", [Described.a], style: .repeated)
        XCTAssertEqual(q.items, [
            URLQueryItem(name: "at[]", value: "0"), URLQueryItem(name: "at[]", value: "86400"),
            URLQueryItem(name: "e", value: "raw a"),
        ])
        XCTAssertEqual(q.percentEncodedItems, [
            URLQueryItem(name: "on", value: "1970-01-01,1970-01-02"), URLQueryItem(name: "d", value: "raw%20a"),
        ])
    }

    func testDeepObjectDictionariesAreSortedByKey() async throws {
        var q = QueryItems()
        q.add("filter", ["year": 2024, "month": 5, "a&b": 1])
        q.add("sort", ["z": Sort.newest, "b": Sort.oldest])
        q.add("desc", ["k": Described.a])
        q.add("since", ["to": Date(timeIntervalSince1970: 60), "from": Date(timeIntervalSince1970: 0)],
              coding: .iso8601)
        let none: [String: String]? = nil
        q.add("none", none)
        q.add("empty", [String: String]())
        let target = try await sentTarget(q)
        XCTAssertEqual(
            target,
            "/search?filter%5Ba%26b%5D=1&filter%5Bmonth%5D=5&filter%5Byear%5D=2024"
                + "&sort%5Bb%5D=date_asc&sort%5Bz%5D=date_desc&desc%5Bk%5D=raw%20a"
                + "&since%5Bfrom%5D=1970-01-01T00%3A00%3A00Z&since%5Bto%5D=1970-01-01T00%3A01%3A00Z")
    }

    func testEncodedItemsFollowAnAbsoluteURLsOwnQuery() async throws {
        var q = QueryItems()
        q.add("limit", 10)
        q.add("ids", ["a", "b"], style: .commaJoined)
        let target = try await sentTarget(
            q, absoluteURL: URL(string: server.baseURL.absoluteString + "/other?cursor=x%2By"))
        XCTAssertEqual(target, "/other?cursor=x%2By&limit=10&ids=a,b")
    }

    func testANextPageKeepsOnlyItsOwnURLsQuery() async throws {
        var q = QueryItems()
        q.add("ids", ["a", "b"], style: .commaJoined)
        let first = Get<[Item]>(path: "/search", percentEncodedQueryItems: q.percentEncodedItems)
        let next = try await received(
            NextPageRequest(first, url: URL(string: server.baseURL.absoluteString + "/search?page=2")!))
        XCTAssertEqual(next.target, "/search?page=2", "the next link carries the whole query")
    }

    func testMocksNameTheSameURL() async throws {
        let endpoints = MockEndpoints(service: "Search", baseURL: URL(string: "https://mock.example")!)
        let endpoint = endpoints.add(MockEndpoint<Get<[Item]>>(name: "search"))
        endpoint.respond(statusCode: 500)
        var q = QueryItems()
        q.add("q", "a,b")
        q.add("ids", ["a,b", "c"], style: .commaJoined)
        do {
            _ = try await endpoints.response(for: Get<[Item]>(path: "/search", queryItems: q.items,
                                                              percentEncodedQueryItems: q.percentEncodedItems))
            XCTFail("500")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.url?.absoluteString, "https://mock.example/search?q=a%2Cb&ids=a%2Cb,c")
        }
    }
}
