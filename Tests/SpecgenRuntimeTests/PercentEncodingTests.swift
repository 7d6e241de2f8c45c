import Foundation
@_spi(Generated) import SpecgenRuntime
import TestSupport
import XCTest

/// Every case is checked against the raw request line the server received.
final class PercentEncodingTests: LoopbackTestCase {
    private func sentTarget(path: String, query: [URLQueryItem] = []) async throws -> String {
        let received = try await received(Get<[Item]>(path: path, queryItems: query), basePath: "api")
        XCTAssertTrue(received.requestLine.hasPrefix("GET ") && received.requestLine.hasSuffix(" HTTP/1.1"))
        return received.target
    }

    func testPathParameterStaysInItsSegment() async throws {
        let cases: [(String, String)] = [
            ("a/b", "/api/items/a%2Fb/detail"),
            ("what?", "/api/items/what%3F/detail"),
            ("#1", "/api/items/%231/detail"),
            ("100%", "/api/items/100%25/detail"),
            ("100%2F", "/api/items/100%252F/detail"),
            ("a b", "/api/items/a%20b/detail"),
            ("Zürich 東京", "/api/items/Z%C3%BCrich%20%E6%9D%B1%E4%BA%AC/detail"),
            ("..", "/api/items/%2E%2E/detail"),
            (".", "/api/items/%2E/detail"),
            ("../admin", "/api/items/..%2Fadmin/detail"),
            ("a+b;c=d&e", "/api/items/a%2Bb%3Bc%3Dd%26e/detail"),
            ("v1.2_x-y~z", "/api/items/v1.2_x-y~z/detail"),
        ]
        for (value, expected) in cases {
            let target = try await sentTarget(path: "/items/" + PathSegment.encode(value) + "/detail")
            XCTAssertEqual(target, expected, "path parameter \(value)")
        }
    }

    func testQueryValuesEncodeReservedCharactersSpacesAndNonASCII() async throws {
        let target = try await sentTarget(path: "/search", query: [
            URLQueryItem(name: "q", value: "a+b"),
            URLQueryItem(name: "amp", value: "x&y=z"),
            URLQueryItem(name: "space", value: "a b"),
            URLQueryItem(name: "utf", value: "é東"),
            URLQueryItem(name: "hash", value: "#?/%"),
            URLQueryItem(name: "filter[type][]", value: "article"),
            URLQueryItem(name: "flag", value: nil),
            URLQueryItem(name: "empty", value: ""),
        ])
        XCTAssertEqual(
            target,
            "/api/search?q=a%2Bb&amp=x%26y%3Dz&space=a%20b&utf=%C3%A9%E6%9D%B1&hash=%23%3F%2F%25"
                + "&filter%5Btype%5D%5B%5D=article&flag&empty=")
    }

    func testQueryItemsBuilderRepeatsArraysAndOmitsNil() async throws {
        var q = QueryItems()
        let page: Int? = nil
        q.add("query", "owl")
        q.add("page", page)
        q.add("tag", ["a b", "c+d"])
        q.add("sort", Sort.newest)
        q.add("exact", true)
        let target = try await sentTarget(path: "/recordings", query: q.items)
        XCTAssertEqual(target, "/api/recordings?query=owl&tag=a%20b&tag=c%2Bd&sort=date_desc&exact=true")
    }

    func testPathSegmentForNonStringValues() {
        XCTAssertEqual(PathSegment.encode(42), "42")
        XCTAssertEqual(PathSegment.encode(-1.5), "-1.5")
        let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        XCTAssertEqual(PathSegment.encode(uuid), "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        XCTAssertEqual(PathSegment.encode(Sort.oldest), "date_asc")
        XCTAssertEqual(PathSegment.encode(Described.a), "raw%20a", "raw value, not description")
        XCTAssertEqual(PathSegment.encode(""), "")
    }

    func testQueryItemsOverloads() {
        var q = QueryItems()
        let none: String? = nil
        let noTags: [String]? = nil
        q.add("none", none)
        q.add("noTags", noTags)
        q.add("n", Int64(7))
        q.add("sorts", [Sort.newest, Sort.oldest])
        q.add("described", Described.a)
        q.add("describedList", [Described.a])
        q.add("day", Date(timeIntervalSince1970: 0), coding: .format("yyyy-MM-dd"))
        q.add("at", Date(timeIntervalSince1970: 1.5), coding: .milliseconds)
        q.add("noDate", nil, coding: .iso8601)
        XCTAssertEqual(q.items, [
            URLQueryItem(name: "n", value: "7"),
            URLQueryItem(name: "sorts", value: "date_desc"),
            URLQueryItem(name: "sorts", value: "date_asc"),
            URLQueryItem(name: "described", value: "raw a"),
            URLQueryItem(name: "describedList", value: "raw a"),
            URLQueryItem(name: "day", value: "1970-01-01"),
            URLQueryItem(name: "at", value: "1500"),
        ])
    }
}

/// A string enum as generated code declares it.
enum Sort: String, Sendable {
    case newest = "date_desc"
    case oldest = "date_asc"
}

/// An enum whose description differs from its raw value.
enum Described: String, CustomStringConvertible {
    case a = "raw a"
    var description: String { "description of a" }
}
