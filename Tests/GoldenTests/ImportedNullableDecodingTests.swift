import Foundation
import GoldenImportedNullable30
import GoldenImportedNullable31
import SpecgenRuntime
import TestSupport
import XCTest

/// What gen-import made of nullable-through-`$ref` (3.0: a nullable component, allOf beside nullable; 3.1: a type
/// list with null, oneOf / anyOf with `{ type: null }`), decoding what servers send: `null`, the key left out, a
/// value — through a real networker on 127.0.0.1.
final class ImportedNullableDecodingTests: WireTestCase {
    func testOpenAPI30FormsDecodeNullAndMissingKeys() async throws {
        let payloads = [
            #"{"number": 1, "auto_merge": null, "closed_at": null, "milestone": null, "labels": [null, {"name": "#
                + #""bug"}], "assignee": null}"#,
            #"{"number": 2, "labels": []}"#,
            #"{"number": 3, "auto_merge": {"merge_method": "squash"}, "closed_at": "2021-03-04T05:06:07Z", "#
                + #""milestone": {"title": "v1"}, "labels": [], "assignee": {"merge_method": "merge"}}"#,
        ]
        server = try await .start { request in
            .json(payloads[Int(request.target.split(separator: "/").last ?? "1")! - 1])
        }
        let nulls = try await networker().send(GetPullRequest(number: 1))
        XCTAssertNil(nulls.autoMerge)
        XCTAssertNil(nulls.closedAt)
        XCTAssertNil(nulls.milestone)
        XCTAssertEqual(nulls.labels.map { $0?.name }, [nil, "bug"])
        XCTAssertEqual(nulls.assignee, .null)
        let missing = try await networker().send(GetPullRequest(number: 2))
        XCTAssertNil(missing.autoMerge, "a required nullable key the server leaves out reads as nil")
        XCTAssertEqual(missing.assignee, .absent)
        let values = try await networker().send(GetPullRequest(number: 3))
        XCTAssertEqual(values.autoMerge?.mergeMethod, "squash")
        XCTAssertEqual(values.closedAt, Date(timeIntervalSince1970: 1_614_834_367))
        XCTAssertEqual(values.milestone?.title, "v1")
        XCTAssertEqual(values.assignee.wrapped?.mergeMethod, "merge")
    }

    func testOpenAPI31FormsDecodeNullAndMissingKeys() async throws {
        let payloads = [
            #"{"id": 1, "license": null, "owner": null, "homepage": null, "template": null, "topics": null}"#,
            #"{"id": 2}"#,
            #"{"id": 3, "license": {"key": "mit"}, "owner": {"login": "octocat"}, "homepage": "https://example.com", "#
                + #""template": {"name": "t"}, "topics": ["a"]}"#,
        ]
        server = try await .start { request in
            .json(payloads[Int(request.target.split(separator: "/").last ?? "1")! - 1])
        }
        let nulls = try await networker().send(GetRepoRequest(id: 1))
        XCTAssertNil(nulls.license)
        XCTAssertNil(nulls.owner)
        XCTAssertNil(nulls.homepage)
        XCTAssertNil(nulls.template)
        XCTAssertEqual(nulls.topics, .null)
        let missing = try await networker().send(GetRepoRequest(id: 2))
        XCTAssertNil(missing.license)
        XCTAssertEqual(missing.topics, .absent)
        let values = try await networker().send(GetRepoRequest(id: 3))
        XCTAssertEqual(values.license?.key, "mit")
        XCTAssertEqual(values.owner?.login, "octocat")
        XCTAssertEqual(values.homepage, URL(string: "https://example.com"))
        XCTAssertEqual(values.template?.name, "t")
        XCTAssertEqual(values.topics, .value(["a"]))
    }
}
