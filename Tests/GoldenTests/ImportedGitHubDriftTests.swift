import Foundation
import GoldenImportedGitHub
import GoldenImportedGitHubFixed
import SpecgenRuntime
import TestSupport
import XCTest

/// GitHub's description (1.1.4) says a listed pull request's `head.repo` is always a repository; for a pull request
/// from a fork that was deleted, GitHub sends `null`. Imported as published, the generated code refuses that list with
/// a message that says which fix to write; imported with `GitHub.overlay.yaml` (which says `head.repo` may be null),
/// it decodes it. The server on 127.0.0.1 answers with the description's own example of the list, its first pull
/// request's head repository set to null.
final class ImportedGitHubDriftTests: WireTestCase {
    /// The description's example list of pull requests, the first one's `head.repo` null when `deletedFork`; without
    /// `teams`, no team reviewers are requested (the example's team has a `parent: null` the description doesn't allow
    /// either).
    private static func pulls(deletedFork: Bool, teams: Bool = true) throws -> String {
        let fixture = GoldenScenario.root.appendingPathComponent("Tests/ImportTests/Fixtures/GitHub.json")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as? [String: Any]
        let examples = (document?["components"] as? [String: Any])?["examples"] as? [String: Any]
        var items = try XCTUnwrap(
            (examples?["pull-request-simple-items"] as? [String: Any])?["value"] as? [[String: Any]])
        if !teams { items[0]["requested_teams"] = [Any]() }
        if deletedFork {
            var head = try XCTUnwrap(items[0]["head"] as? [String: Any])
            head["repo"] = NSNull()
            items[0]["head"] = head
        }
        return try XCTUnwrap(String(data: JSONSerialization.data(withJSONObject: items), encoding: .utf8))
    }

    private func serve(_ body: String) async throws {
        server = try await .start { request in
            request.target.hasPrefix("/repos/octocat/Hello-World/pulls") ? .json(body)
                : StubResponse(status: 404, body: Data())
        }
    }

    func testImportedAsPublishedTheDeletedForkFailsWithWhereAndWhat() async throws {
        try await serve(Self.pulls(deletedFork: true, teams: false))
        do {
            _ = try await networker().send(GoldenImportedGitHub.PullsListRequest(owner: "octocat", repo: "Hello-World"))
            XCTFail("decoded a null head.repo that the description says is never null")
        } catch let error as NetworkingError {
            guard case .decoding(let codingPath, let description) = error.reason else { return XCTFail("\(error)") }
            XCTAssertEqual(codingPath, "[0].head.repo")
            XCTAssertEqual(description, "[PullRequestSimple][0].head.repo: expected an object, found null")
            XCTAssertTrue(
                error.localizedDescription.contains("cannot decode the response: [PullRequestSimple][0].head.repo: "
                                                    + "expected an object, found null"), error.localizedDescription)
        }
    }

    func testImportedAsPublishedAPullRequestOfAForkThatIsThereDecodes() async throws {
        try await serve(Self.pulls(deletedFork: false, teams: false))
        let pulls = try await networker()
            .send(GoldenImportedGitHub.PullsListRequest(owner: "octocat", repo: "Hello-World"))
        XCTAssertEqual(pulls.map(\.number), [1347])
        XCTAssertEqual(pulls.first?.head.repo.fullName, "octocat/Hello-World")
    }

    /// The description's own example, as it is, needs the overlay's other fix: its requested team has `parent: null`.
    func testImportedAsPublishedTheExampleItselfNeedsTheTeamFix() async throws {
        try await serve(Self.pulls(deletedFork: false))
        do {
            _ = try await networker().send(GoldenImportedGitHub.PullsListRequest(owner: "octocat", repo: "Hello-World"))
            XCTFail("decoded a null team parent that the description says is never null")
        } catch let error as NetworkingError {
            guard case .decoding(_, let description) = error.reason else { return XCTFail("\(error)") }
            XCTAssertEqual(description,
                           "[PullRequestSimple][0].requested_teams[0].parent: expected an object, found null")
        }
    }

    func testWithTheOverlayTheDeletedForkDecodes() async throws {
        try await serve(Self.pulls(deletedFork: true))
        let pulls = try await networker()
            .send(GoldenImportedGitHubFixed.PullsListRequest(owner: "octocat", repo: "Hello-World"))
        XCTAssertEqual(pulls.count, 1)
        XCTAssertNil(pulls[0].head.repo)
        XCTAssertEqual(pulls[0].head.label, "octocat:new-topic")
        XCTAssertEqual(pulls[0].base.repo.fullName, "octocat/Hello-World", "only the head's repository may be null")
        XCTAssertEqual(pulls[0].title, "Amazing new feature")
        let team = try XCTUnwrap(pulls[0].requestedTeams.wrapped?.first)
        XCTAssertEqual(team.slug, "justice-league")
        XCTAssertNil(team.parent,
                     "a team's parent, null at the top, decodes as a team that may be null (the overlay's other fix)")
    }
}
