import Foundation
@testable import SpecgenRuntime
import TestSupport
import XCTest

final class LinkHeaderTests: XCTestCase {
    func testGitHubStyleNextAndLast() {
        let value = #"<https://api.github.com/repositories/1/issues?page=2>; rel="next", "#
                    + #"<https://api.github.com/repositories/1/issues?page=5>; rel="last""#
        XCTAssertEqual(
            LinkHeader.url(forRel: "next", in: value)?.absoluteString,
            "https://api.github.com/repositories/1/issues?page=2")
        XCTAssertEqual(
            LinkHeader.url(forRel: "last", in: value)?.absoluteString,
            "https://api.github.com/repositories/1/issues?page=5")
        XCTAssertNil(LinkHeader.url(forRel: "prev", in: value))
    }

    func testCommasInsideURLAndQuotedParametersDoNotSplitLinks() {
        let value = #"<https://h/x?ids=1,2,3>; title="a, b; c"; rel="prev", <https://h/y>; REL=NEXT"#
        let links = LinkHeader.parse(value)
        XCTAssertEqual(links.map(\.url.absoluteString), ["https://h/x?ids=1,2,3", "https://h/y"])
        XCTAssertEqual(links[0].parameters["title"], "a, b; c")
        XCTAssertEqual(links[0].relations, ["prev"])
        XCTAssertEqual(links[1].relations, ["next"])
    }

    func testSeveralRelationsAndRelativeTargets() {
        let value = #"</items?cursor=abc>; rel="next last""#
        let base = URL(string: "https://h/api/2/items?cursor=xyz")!
        XCTAssertEqual(LinkHeader.url(forRel: "next", in: value, relativeTo: base)?.absoluteString,
                       "https://h/items?cursor=abc")
        XCTAssertEqual(LinkHeader.url(forRel: "LAST", in: value, relativeTo: base)?.absoluteString,
                       "https://h/items?cursor=abc")
    }

    func testMalformedEntriesAreSkipped() {
        let value = #"garbage; rel="next", <https://h/ok>; rel="next""#
        XCTAssertEqual(LinkHeader.url(forRel: "next", in: value)?.absoluteString, "https://h/ok")
        XCTAssertEqual(LinkHeader.parse("").count, 0)
    }

    func testResponseLinkLooksUpHeaderIgnoringCase() {
        let response = HTTPResponse(
            value: Data(), headers: ["link": #"<https://h/p2>; rel="next""#], url: URL(string: "https://h/p1"))
        XCTAssertEqual(response.link(rel: "next")?.absoluteString, "https://h/p2")
        XCTAssertNil(HTTPResponse(value: Data()).link(rel: "next"))
    }
}
