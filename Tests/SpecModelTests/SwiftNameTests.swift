import SpecModel
import YAML
import XCTest

final class SwiftNameTests: XCTestCase {
    func testLowerCamelDerivation() {
        let cases: [(String, String?)] = [
            ("per_page", "perPage"), ("X-Request-ID", "xRequestID"), ("filter[content_types][]", "filterContentTypes"),
            ("no score", "noScore"), ("+1", "plus1"), ("-1", "minus1"), ("bookmarked?", "bookmarked"), ("page[number]", "pageNumber"),
            ("2fa", "_2fa"), ("URLValue", "urlValue"), ("ID", "id"), ("Name", "name"), ("numRecordings", "numRecordings"),
            ("date_desc", "dateDesc"), ("A", "a"), ("htmlURL", "htmlURL"), ("café au lait", "caféAuLait"),
            ("[]", nil), ("???", nil), ("", nil), ("_", nil),
        ]
        for (name, expected) in cases {
            XCTAssertEqual(SwiftName.lowerCamel(name), expected, name)
        }
    }

    func testUpperCamelForTypeNames() {
        XCTAssertEqual(SwiftName.upperCamel("searchRecordings"), "SearchRecordings")
        XCTAssertEqual(SwiftName.upperCamel("list-items"), "ListItems")
        XCTAssertEqual(SwiftName.upperCamel("get_user_by_id"), "GetUserById")
        XCTAssertEqual(SwiftName.upperCamel("2fa"), "_2fa")
        XCTAssertNil(SwiftName.upperCamel("//"))
    }

    func testEnumCaseNamesAvoidTheUnknownCase() {
        XCTAssertEqual(SwiftName.enumCase("unknown"), "unknownValue")
        XCTAssertEqual(SwiftName.enumCase("Unknown"), "unknownValue")
        XCTAssertEqual(SwiftName.enumCase("no score"), "noScore")
    }

    func testSnakeCaseKeepsAcronymsWhole() {
        let cases = [
            ("fullName", "full_name"), ("htmlURL", "html_url"), ("nodeID", "node_id"), ("urlValue", "url_value"),
            ("URLValue", "url_value"), ("sha256Hash", "sha256_hash"), ("id", "id"), ("already_snake", "already_snake"),
            ("cardArtworkURL", "card_artwork_url"), ("releasedAt", "released_at"),
        ]
        for (name, expected) in cases {
            XCTAssertEqual(SwiftName.snakeCase(name), expected, name)
        }
    }

    func testIdentifiers() {
        for name in ["a", "_a", "a1", "café", "default", "Self"] { XCTAssertTrue(SwiftName.isIdentifier(name), name) }
        for name in ["", "_", "1a", "a-b", "a b", "a?", "[x]"] { XCTAssertFalse(SwiftName.isIdentifier(name), name) }
        XCTAssertTrue(SwiftName.keywords.contains("default"))
        XCTAssertTrue(SwiftName.keywords.contains("self"))
    }

    func testDidYouMean() {
        XCTAssertEqual(didYouMean("Strng", among: ["String", "Int"]), "String")
        XCTAssertEqual(didYouMean("string", among: ["String", "Int"]), "String")
        XCTAssertEqual(didYouMean("pathh", among: ["path", "params", "query"]), "path")
        XCTAssertEqual(didYouMean("iso8061", among: ["iso8601", "seconds"]), "iso8601")
        XCTAssertNil(didYouMean("Recording", among: ["String", "Int"]))
        XCTAssertNil(didYouMean("x", among: [String]()))
    }
}

final class RequestPropertyNameTests: XCTestCase {
    func testParametersNamedLikeRequestMembersAreStoredUnderAnotherName() {
        XCTAssertEqual(SwiftName.requestProperty("path"), "pathParameter")
        XCTAssertEqual(SwiftName.requestProperty("headers"), "headersParameter")
        XCTAssertEqual(SwiftName.requestProperty("query"), "query")
    }

    func testBodyPropertyNames() {
        let mark = YAML.Mark.start
        XCTAssertEqual(SwiftName.bodyProperty(.named("NewRecording", at: mark)), "newRecording")
        XCTAssertEqual(SwiftName.bodyProperty(.named("Body", at: mark)), "bodyParameter")
        XCTAssertEqual(SwiftName.bodyProperty(.array(.named("Tag", at: mark))), "payload")
        XCTAssertEqual(SwiftName.bodyProperty(.named("JSON", at: mark)), "payload")
    }

    func testABodyAndAParameterWithTheSameSwiftNameCollide() {
        let loaded = loadSpecs([("Bad/BodyCollision.yaml", """
            service: S
            models:
              Tag: { properties: { name: String } }
            endpoints:
              addTag:
                method: POST
                path: /tags
                query: { tag: String }
                body: Tag
            """)])
        XCTAssertEqual(loaded.diagnostics.flatMap(\.lines), [
            "Bad/BodyCollision.yaml:8:14: error: query parameter 'tag' becomes Swift property 'tag' of endpoint 'addTag', as the body 'Tag' does; give one a 'name:'",
            "Bad/BodyCollision.yaml:9:11: note: the body 'Tag' is here",
        ])
    }
}
