import Translate
import XCTest

/// Spec names → Swift names (Docs/SpecFormat.md, "Names").
final class NamingSnippetTests: XCTestCase {
    func testKeywordPropertiesAreEscapedEverywhere() {
        let files = generated(#"""
            models:
              K:
                properties:
                  default: Int
                  init: String
                  self: Bool
                  kind: { type: Int, name: Type }
            """#)
        assertContains(files["K.swift"], #"""
                public var `default`: Int
                public var `init`: String
                public var `self`: Bool
                public var `Type`: Int

                public init(`default`: Int, `init`: String, `self` selfValue: Bool, `Type`: Int) {
                    self.`default` = `default`
                    self.`init` = `init`
                    self.`self` = selfValue
                    self.`Type` = `Type`
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyCodingKey.self)
                    self.`default` = try container.decode(Int.self, forKey: "default")
                    self.`init` = try container.decode(String.self, forKey: "init")
                    self.`self` = try container.decode(Bool.self, forKey: "self")
                    self.`Type` = try container.decode(Int.self, forKey: "kind")
                }
            """#)
    }

    func testKeywordPropertiesInCustomDecoding() {
        let files = generated(#"""
            models:
              K:
                properties:
                  default: { type: Int, default: 1 }
                  self: Bool
            """#)
        assertContains(files["K.swift"], #"""
                    let container = try decoder.container(keyedBy: AnyCodingKey.self)
                    self.`default` = try container.decodeIfPresent(Int.self, forKey: "default") ?? 1
                    self.`self` = try container.decode(Bool.self, forKey: "self")
                }
            """#)
    }

    func testDerivedPropertyNames() {
        let files = generated(#"""
            models:
              Odd:
                properties:
                  per_page: Int
                  X-Request-ID: String
                  filter[content_types][]: "[String]"
                  +1: Int
                  -1: Int
                  bookmarked?: Bool
                  page[number]: Int
                  2fa: Bool
                  URLValue: URL
                  ID: String
            """#)
        assertContains(files["Odd.swift"], #"""
                public var perPage: Int
                public var xRequestID: String
                public var filterContentTypes: [String]
                public var plus1: Int
                public var minus1: Int
                public var bookmarked: Bool
                public var pageNumber: Int
                public var _2fa: Bool
                public var urlValue: URL
                public var id: String

                public init(
                    perPage: Int,
                    xRequestID: String,
                    filterContentTypes: [String],
                    plus1: Int,
                    minus1: Int,
                    bookmarked: Bool,
                    pageNumber: Int,
                    _2fa: Bool,
                    urlValue: URL,
                    id: String
                ) {
            """#)
        assertContains(files["Odd.swift"], #"""
                    try container.encode(self.perPage, forKey: "per_page")
                    try container.encode(self.xRequestID, forKey: "X-Request-ID")
                    try container.encode(self.filterContentTypes, forKey: "filter[content_types][]")
                    try container.encode(self.plus1, forKey: "+1")
                    try container.encode(self.minus1, forKey: "-1")
                    try container.encode(self.bookmarked, forKey: "bookmarked?")
                    try container.encode(self.pageNumber, forKey: "page[number]")
                    try container.encode(self._2fa, forKey: "2fa")
                    try container.encode(self.urlValue, forKey: "URLValue")
                    try container.encode(self.id, forKey: "ID")
                }
            """#)
    }

    func testExplicitNameWinsOverDerivedName() {
        let files = generated(#"""
            models:
              Recording:
                properties:
                  bookmarked?: { type: Bool, name: isBookmarked }
                  per_page: { type: Int, name: pageSize }
            """#)
        assertContains(files["Recording.swift"], #"""
                public var isBookmarked: Bool
                public var pageSize: Int

                public init(isBookmarked: Bool, pageSize: Int) {
                    self.isBookmarked = isBookmarked
                    self.pageSize = pageSize
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyCodingKey.self)
                    self.isBookmarked = try container.decode(Bool.self, forKey: "bookmarked?")
                    self.pageSize = try container.decode(Int.self, forKey: "per_page")
                }
            """#)
    }

    func testDerivedParameterNames() {
        let files = generated(#"""
            service: S
            endpoints:
              search:
                path: /search
                query:
                  per_page: Int?
                  filter[content_types][]: "[String]?"
                  page[number]: { type: Int, name: page }
                headers:
                  X-Request-ID: String?
            """#)
        assertContains(files["SearchRequest.swift"], #"""
                public init(perPage: Int? = nil, filterContentTypes: [String]? = nil, page: Int, \#
            xRequestID: String? = nil) {
            """#)
        assertContains(files["SearchRequest.swift"], #"""
                    items.add("per_page", self.perPage)
                    items.add("filter[content_types][]", self.filterContentTypes)
                    items.add("page[number]", self.page)
            """#)
        assertContains(files["SearchRequest.swift"], #"""
                    headers.add("X-Request-ID", self.xRequestID)
            """#)
    }

    func testEndpointNamesBecomeRequestTypes() {
        let files = generated(#"""
            service: S
            endpoints:
              searchRecordings: { path: /a }
              list-items: { path: /b }
              default: { path: /c }
              get_user: { path: /d }
            """#)
        XCTAssertEqual(Set(files.keys), ["S.swift", "SearchRecordingsRequest.swift", "ListItemsRequest.swift",
                                         "DefaultRequest.swift", "GetUserRequest.swift"])
        assertContains(files["ListItemsRequest.swift"], "public struct ListItemsRequest: Request {\n")
        assertContains(files["DefaultRequest.swift"], "public struct DefaultRequest: Request {\n")
    }

    func testEndpointNameWithLeadingAcronymKeepsItsCapitals() {
        // Regression: UpperCamel goes through lowerCamel, so `URLLookup` → `UrlLookupRequest`.
        let files = generated(#"""
            service: S
            endpoints:
              URLLookup: { path: /a }
              HTMLPage: { path: /b }
            """#)
        XCTAssertEqual(Set(files.keys), ["S.swift", "URLLookupRequest.swift", "HTMLPageRequest.swift"])
    }

    func testListEnumCaseNamesAreDerived() {
        let files = generated(#"""
            models:
              Quality:
                enum: [A, no score, per_page, X-Large, 2fa, "+1", unknown, default]
            """#)
        assertContains(files["Quality.swift"], #"""
                case a
                case noScore
                case perPage
                case xLarge
                case _2fa
                case plus1
                case unknownValue
                case `default`
                /// A value this version of the spec doesn't list; decoding keeps it, encoding writes it back.
                case unknown(String)
            """#)
    }
}
