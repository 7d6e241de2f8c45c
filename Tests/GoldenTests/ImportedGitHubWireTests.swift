import Foundation
import GoldenImportedGitHub
import GoldenImportedGitHubMocks
import SpecgenRuntime
import TestSupport
import XCTest

/// GitHub's list of a repository's issues, imported from its published description: the controller gen-import gave it
/// (from the Link header its 200 response declares) against a server on 127.0.0.1 that answers as GitHub does —
/// issues in GitHub's shape (the description's own example, numbered), `per_page` at a time, each page with a
/// `Link` header to the next one on another path (`/repositories/<id>/issues`), the last without `rel="next"`.
final class ImportedGitHubWireTests: WireTestCase {
    /// The first issue of the description's example response.
    private static func exampleIssue() throws -> [String: Any] {
        let fixture = GoldenScenario.root.appendingPathComponent("Tests/ImportTests/Fixtures/GitHub.json")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as? [String: Any]
        let examples = (document?["components"] as? [String: Any])?["examples"] as? [String: Any]
        let items = (examples?["issue-simple-items"] as? [String: Any])?["value"] as? [[String: Any]]
        return try XCTUnwrap(items?.first)
    }

    /// A server holding `count` issues, numbered 1…count.
    private static func serveIssues(_ count: Int) async throws -> TestServer {
        var issue = try exampleIssue()
        let issues = try (1...count).map { number in
            issue["number"] = number
            issue["id"] = 1000 + number
            issue["title"] = "Issue \(number)"
            return try XCTUnwrap(String(data: JSONSerialization.data(withJSONObject: issue), encoding: .utf8))
        }
        return try await .start { request in
            let components = URLComponents(string: request.target)
            let query = Dictionary((components?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
                                   uniquingKeysWith: { $1 })
            let perPage = Int(query["per_page"] ?? "") ?? 30
            let page = Int(query["page"] ?? "") ?? 1
            let last = (count + perPage - 1) / perPage
            let slice = issues.dropFirst((page - 1) * perPage).prefix(perPage)
            let host = request.headers["host"] ?? ""
            func link(_ page: Int, _ rel: String) -> String {
                "<http://\(host)/repositories/1296269/issues?per_page=\(perPage)&page=\(page)>; rel=\"\(rel)\""
            }
            var links = page < last ? [link(page + 1, "next"), link(last, "last")] : []
            if page > 1 { links += [link(1, "first"), link(page - 1, "prev")] }
            return .json("[" + slice.joined(separator: ",") + "]",
                         headers: links.isEmpty ? [:] : ["Link": links.joined(separator: ", ")])
        }
    }

    @MainActor
    func testTheImportedControllerPages13IssuesOver5PagesFollowingLink() async throws {
        server = try await Self.serveIssues(13)
        let controller = IssuesListForRepoController(networking: networker(), owner: "octocat", repo: "Hello-World",
                                                     perPage: 3)
        var pages = 0
        while controller.hasMore {
            _ = try await controller.loadMore()
            pages += 1
            XCTAssertLessThan(pages, 10, "the controller stops")
        }
        XCTAssertEqual(pages, 5)
        XCTAssertEqual(controller.objects.map(\.number), Array(1...13))
        XCTAssertEqual(controller.objects.first?.user?.login, "octocat", "the issues decode whole, in GitHub's shape")
        let seen = await server.requests.map(\.target)
        XCTAssertEqual(seen, ["/repos/octocat/Hello-World/issues?per_page=3"]
            + (2...5).map { "/repositories/1296269/issues?per_page=3&page=\($0)" })
    }

    @MainActor
    func testOnePageWithoutALinkHeaderIsTheLast() async throws {
        server = try await Self.serveIssues(2)
        let controller = IssuesListForRepoController(networking: networker(), owner: "octocat", repo: "Hello-World")
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore)
        XCTAssertEqual(controller.objects.map(\.number), [1, 2])
    }

    func testTheMockAnswersWithTheDescriptionsExample() async throws {
        let issues = try await MockGitHubV3RESTAPINetworker()
            .send(IssuesListForRepoRequest(owner: "octocat", repo: "Hello-World"))
        XCTAssertEqual(issues.first?.title, "Found a bug")
        XCTAssertEqual(issues.first?.labels.first?.name, "bug")
    }
}
