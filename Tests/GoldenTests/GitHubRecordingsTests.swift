import Foundation
import GoldenImportedGitHub
@_spi(Generated) import SpecgenRuntime
import TestSupport
import XCTest

/// Real responses of GitHub's API, recorded by octokit/fixtures (`Recordings/GitHub`, whose README says where each
/// comes from), replayed to the code generated from GitHub's own description (the `GitHub.json` import fixture): a
/// server on 127.0.0.1 answers each request with the recorded status, headers and body of the exchange whose path
/// and query it matches, its `Link` URLs pointed at the server as a proxy would. Every exchange is sent with the
/// generated request of its operation and must decode to the values the recording holds; the recorded pages of a
/// repository's issues are walked by the generated controller, following the recorded `Link` headers to the end.
final class GitHubRecordingsTests: WireTestCase {
    /// The origin of every recorded URL.
    private static let recordedOrigin = "https://api.github.com"

    /// One recorded exchange, as its file in `Recordings/GitHub` holds it.
    struct Recording: Sendable {
        /// The file's name.
        let file: String
        /// The octokit/fixtures scenario it was recorded in, and its place there.
        let scenario: String
        let exchange: Int
        /// The operation of the description that answers it: `GET /repos/{owner}/{repo}`.
        let operation: String
        /// Path and query, as recorded.
        let path: String
        let status: Int
        let headers: [String: String]
        /// The recorded body, as JSON text.
        let body: Data

        /// The operation's path template.
        var template: String { String(operation.split(separator: " ", maxSplits: 1).last ?? "") }

        /// The body as Foundation objects, for reading the values the generated types must decode.
        func json() throws -> Any {
            try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
        }

        /// The path and query of the next page its `Link` header names, as recorded (without the origin).
        var nextPage: String? {
            guard let link = headers["link"] else { return nil }
            for entry in link.split(separator: ",") where entry.contains("rel=\"next\"") {
                guard let start = entry.firstIndex(of: "<"), let end = entry.firstIndex(of: ">") else { continue }
                let url = String(entry[entry.index(after: start)..<end])
                if url.hasPrefix(GitHubRecordingsTests.recordedOrigin) {
                    return String(url.dropFirst(GitHubRecordingsTests.recordedOrigin.count))
                }
            }
            return nil
        }
    }

    /// Every recording, by file name.
    static func recordings() throws -> [Recording] {
        let folder = GoldenScenario.root.appendingPathComponent("Tests/GoldenTests/Recordings/GitHub")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
        return try names.map { name in
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name)))
            let fields = try XCTUnwrap(object as? [String: Any], name)
            return Recording(
                file: name,
                scenario: try XCTUnwrap(fields["scenario"] as? String, name),
                exchange: try XCTUnwrap(fields["exchange"] as? Int, name),
                operation: try XCTUnwrap(fields["operation"] as? String, name),
                path: try XCTUnwrap(fields["path"] as? String, name),
                status: try XCTUnwrap(fields["status"] as? Int, name),
                headers: try XCTUnwrap(fields["headers"] as? [String: String], name),
                body: try JSONSerialization.data(withJSONObject: XCTUnwrap(fields["body"], name),
                                                 options: [.fragmentsAllowed])
            )
        }
    }

    /// A request target as a proxy compares them: the path and the query items percent-decoded, the items sorted.
    static func requestKey(_ target: String) -> String {
        guard let components = URLComponents(string: target) else { return target }
        let items = (components.queryItems ?? []).map { "\($0.name)=\($0.value ?? "")" }.sorted()
        return components.path + "?" + items.joined(separator: "&")
    }

    /// A server answering each request with the recording whose path and query it matches (404 if none does), its
    /// `Link` URLs rewritten from GitHub's origin to the server's.
    static func replaying(_ recordings: [Recording]) async throws -> TestServer {
        let byKey = Dictionary(recordings.map { (requestKey($0.path), $0) }, uniquingKeysWith: { first, _ in first })
        return try await .start { request in
            guard request.method == "GET", let recording = byKey[requestKey(request.target)] else {
                return .json(#"{"message":"Not Found (no recording of \#(request.method) \#(request.target))"}"#,
                             status: 404)
            }
            var headers = recording.headers
            if let link = headers["link"] {
                headers["link"] = link.replacingOccurrences(of: recordedOrigin,
                                                            with: "http://" + (request.headers["host"] ?? ""))
            }
            return StubResponse(status: recording.status, headers: headers, body: recording.body)
        }
    }

    /// The path parameters of `path` (its query cut off) when it has the shape of `template`, percent-decoded.
    static func pathParameters(_ path: String, template: String) -> [String: String]? {
        let bare = String(path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
        let segments = bare.split(separator: "/", omittingEmptySubsequences: false)
        let pattern = template.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count == pattern.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, expected) in zip(segments, pattern) {
            if expected.hasPrefix("{"), expected.hasSuffix("}") {
                parameters[String(expected.dropFirst().dropLast())] = String(segment).removingPercentEncoding
                    ?? String(segment)
            } else if segment != expected {
                return nil
            }
        }
        return parameters
    }

    /// The query items of `path`, percent-decoded.
    static func queryItems(_ path: String) -> [String: String] {
        let items = URLComponents(string: path)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    }

    /// What replaying one recording needs: the parameters its request is made with and, for a page only a recorded
    /// `Link` header leads to, that page's URL on the server.
    struct Replay: Sendable {
        let recording: Recording
        /// The path parameters and query of the request: the recording's own, or for a page reached by a `Link`
        /// header, those of the first page of its chain.
        let parameters: [String: String]
        let query: [String: String]
        /// The page's URL on the server when it is reached by a `Link` header rather than by the operation's path.
        let nextPageURL: String?
        let networker: Networker

        func parameter(_ name: String) throws -> String {
            try XCTUnwrap(parameters[name], "\(recording.file): no path parameter \(name)")
        }

        func integer(_ name: String) throws -> Int {
            try XCTUnwrap(Int(parameter(name)), "\(recording.file): \(name) is not an integer")
        }

        /// Sends `request` as the recording's client did: to the operation's path, or to the page's URL.
        func send<R: Request>(_ request: R) async throws -> R.Response {
            try await networker.send(request, nextPageURL: nextPageURL)
        }

        /// The recorded body as an object.
        func object() throws -> [String: Any] {
            try XCTUnwrap(recording.json() as? [String: Any], "\(recording.file): the body is not an object")
        }

        /// The recorded body as a list of objects.
        func list() throws -> [[String: Any]] {
            try XCTUnwrap(recording.json() as? [[String: Any]], "\(recording.file): the body is not a list of objects")
        }
    }

    /// How each recording is reached: by its operation's path, or by the `Link` header of the recording before it.
    static func replays(_ recordings: [Recording], server: URL, networker: Networker) throws -> [Replay] {
        let linkedFrom = Dictionary(recordings.compactMap { recording in recording.nextPage.map { ($0, recording) } },
                                    uniquingKeysWith: { first, _ in first })
        return try recordings.map { recording in
            var first = recording
            var steps = 0
            while pathParameters(first.path, template: first.template) == nil {
                first = try XCTUnwrap(linkedFrom[first.path], "\(recording.file): neither the path "
                        + "of \(recording.operation) nor a recorded Link leads to \(recording.path)")
                steps += 1
                XCTAssertLessThanOrEqual(steps, recordings.count, "\(recording.file): the recorded links go round")
                if steps > recordings.count { break }
            }
            let parameters = try XCTUnwrap(pathParameters(first.path, template: first.template))
            return Replay(recording: recording, parameters: parameters, query: queryItems(first.path),
                          nextPageURL: first.file == recording.file ? nil : server.absoluteString + recording.path,
                          networker: networker)
        }
    }

    /// An ISO 8601 date of the recording, as the generated code must decode it.
    static func date(_ value: Any?) -> Date? {
        (value as? String).flatMap { ISO8601DateFormatter().date(from: $0) }
    }

    /// The logins of a recorded user (or `nil` for `null`).
    static func login(_ value: Any?) -> String? {
        (value as? [String: Any])?["login"] as? String
    }

    /// The assertions of each operation: the generated request sent, its response read against the recording.
    static let checks: [String: @Sendable (Replay) async throws -> Void] = [
        "GET /repos/{owner}/{repo}/issues": { replay in
            let issues = try await replay.send(
                IssuesListForRepoRequest(owner: replay.parameter("owner"), repo: replay.parameter("repo"),
                                         perPage: replay.query["per_page"].flatMap(Int.init)))
            let recorded = try replay.list()
            let file = replay.recording.file
            XCTAssertEqual(issues.map(\.number), recorded.map { $0["number"] as? Int }, file)
            XCTAssertEqual(issues.map(\.title), recorded.map { $0["title"] as? String }, file)
            XCTAssertEqual(issues.map(\.state), recorded.map { $0["state"] as? String }, file)
            XCTAssertEqual(issues.map(\.user?.login), recorded.map { login($0["user"]) }, file)
            XCTAssertEqual(issues.map(\.createdAt), recorded.map { date($0["created_at"]) }, file)
            XCTAssertEqual(issues.map(\.authorAssociation.rawValue),
                           recorded.map { $0["author_association"] as? String }, file)
            XCTAssertEqual(issues.map { $0.labels.map(\.name) },
                           recorded.map { (($0["labels"] as? [[String: Any]]) ?? []).map { $0["name"] as? String } },
                           file)
        },
        "GET /repos/{owner}/{repo}": { replay in
            let repository = try await replay.send(ReposGetRequest(owner: replay.parameter("owner"),
                                                                   repo: replay.parameter("repo")))
            let recorded = try replay.object()
            XCTAssertEqual(repository.id, recorded["id"] as? Int)
            XCTAssertEqual(repository.fullName, recorded["full_name"] as? String)
            XCTAssertEqual(repository.owner.login, login(recorded["owner"]))
            XCTAssertEqual(repository.defaultBranch, recorded["default_branch"] as? String)
            XCTAssertEqual(repository.private, recorded["private"] as? Bool)
            XCTAssertEqual(repository.htmlUrl.absoluteString, recorded["html_url"] as? String)
            XCTAssertEqual(repository.pushedAt, date(recorded["pushed_at"]))
            XCTAssertEqual(repository.stargazersCount, recorded["stargazers_count"] as? Int)
            XCTAssertEqual(repository.permissions?.admin,
                           (recorded["permissions"] as? [String: Any])?["admin"] as? Bool)
        },
        "GET /orgs/{org}": { replay in
            let organization = try await replay.send(OrgsGetRequest(org: replay.parameter("org")))
            let recorded = try replay.object()
            XCTAssertEqual(organization.login, recorded["login"] as? String)
            XCTAssertEqual(organization.id, recorded["id"] as? Int)
            XCTAssertEqual(organization.publicRepos, recorded["public_repos"] as? Int)
            XCTAssertEqual(organization.createdAt, date(recorded["created_at"]))
            XCTAssertEqual(organization.updatedAt, date(recorded["updated_at"]))
            XCTAssertEqual(organization.plan?.name, (recorded["plan"] as? [String: Any])?["name"] as? String)
        },
        "GET /repos/{owner}/{repo}/labels": { replay in
            let labels = try await replay.send(IssuesListLabelsForRepoRequest(owner: replay.parameter("owner"),
                                                                              repo: replay.parameter("repo")))
            let recorded = try replay.list()
            XCTAssertEqual(labels.map(\.id), recorded.map { ($0["id"] as? Int).map(Int64.init) })
            XCTAssertEqual(labels.map(\.name), recorded.map { $0["name"] as? String })
            XCTAssertEqual(labels.map(\.color), recorded.map { $0["color"] as? String })
            XCTAssertEqual(labels.map(\.default), recorded.map { $0["default"] as? Bool })
            XCTAssertEqual(labels.map(\.description), recorded.map { $0["description"] as? String })
        },
        "GET /repos/{owner}/{repo}/labels/{name}": { replay in
            let label = try await replay.send(
                IssuesGetLabelRequest(owner: replay.parameter("owner"), repo: replay.parameter("repo"),
                                      name: replay.parameter("name")))
            let recorded = try replay.object()
            XCTAssertEqual(label.name, recorded["name"] as? String)
            XCTAssertEqual(label.color, recorded["color"] as? String)
            XCTAssertEqual(label.url.absoluteString, recorded["url"] as? String)
        },
        "GET /search/issues": { replay in
            let query = try XCTUnwrap(replay.query["q"])
            let result = try await replay.send(SearchIssuesAndPullRequestsRequest(q: query))
            let recorded = try replay.object()
            let items = try XCTUnwrap(recorded["items"] as? [[String: Any]])
            XCTAssertEqual(result.totalCount, recorded["total_count"] as? Int)
            XCTAssertEqual(result.incompleteResults, recorded["incomplete_results"] as? Bool)
            XCTAssertEqual(result.items.map(\.number), items.map { $0["number"] as? Int })
            XCTAssertEqual(result.items.map(\.title), items.map { $0["title"] as? String })
            XCTAssertEqual(result.items.map(\.score), items.map { ($0["score"] as? NSNumber)?.doubleValue })
            XCTAssertEqual(result.items.map(\.updatedAt), items.map { date($0["updated_at"]) })
        },
        "GET /repos/{owner}/{repo}/releases/tags/{tag}": { replay in
            let release = try await replay.send(
                ReposGetReleaseByTagRequest(owner: replay.parameter("owner"), repo: replay.parameter("repo"),
                                            tag: replay.parameter("tag")))
            let recorded = try replay.object()
            XCTAssertEqual(release.id, recorded["id"] as? Int)
            XCTAssertEqual(release.tagName, recorded["tag_name"] as? String)
            XCTAssertEqual(release.name, recorded["name"] as? String)
            XCTAssertEqual(release.author.login, login(recorded["author"]))
            XCTAssertEqual(release.draft, recorded["draft"] as? Bool)
            XCTAssertEqual(release.publishedAt, date(recorded["published_at"]))
            XCTAssertEqual(release.assets.map(\.name),
                           ((recorded["assets"] as? [[String: Any]]) ?? []).map { $0["name"] as? String })
        },
        "GET /repos/{owner}/{repo}/releases/{release_id}/assets": { replay in
            let assets = try await replay.send(
                ReposListReleaseAssetsRequest(owner: replay.parameter("owner"), repo: replay.parameter("repo"),
                                              releaseId: replay.integer("release_id")))
            let recorded = try replay.list()
            XCTAssertEqual(assets.map(\.id), recorded.map { $0["id"] as? Int })
            XCTAssertEqual(assets.map(\.name), recorded.map { $0["name"] as? String })
            XCTAssertEqual(assets.map(\.size), recorded.map { $0["size"] as? Int })
            XCTAssertEqual(assets.map(\.state.rawValue), recorded.map { $0["state"] as? String })
            XCTAssertEqual(assets.map(\.uploader?.login), recorded.map { login($0["uploader"]) })
        },
        "GET /repos/{owner}/{repo}/releases/assets/{asset_id}": { replay in
            let asset = try await replay.send(
                ReposGetReleaseAssetRequest(owner: replay.parameter("owner"), repo: replay.parameter("repo"),
                                            assetId: replay.integer("asset_id")))
            let recorded = try replay.object()
            XCTAssertEqual(asset.id, recorded["id"] as? Int)
            XCTAssertEqual(asset.label, recorded["label"] as? String)
            XCTAssertEqual(asset.contentType, recorded["content_type"] as? String)
            XCTAssertEqual(asset.downloadCount, recorded["download_count"] as? Int)
            XCTAssertEqual(asset.browserDownloadUrl.absoluteString, recorded["browser_download_url"] as? String)
            XCTAssertEqual(asset.createdAt, date(recorded["created_at"]))
        },
        "GET /repos/{owner}/{repo}/commits/{ref}/status": { replay in
            let status = try await replay.send(
                ReposGetCombinedStatusForRefRequest(owner: replay.parameter("owner"), repo: replay.parameter("repo"),
                                                    ref: replay.parameter("ref")))
            let recorded = try replay.object()
            let statuses = try XCTUnwrap(recorded["statuses"] as? [[String: Any]])
            XCTAssertEqual(status.state, recorded["state"] as? String)
            XCTAssertEqual(status.sha, recorded["sha"] as? String)
            XCTAssertEqual(status.totalCount, recorded["total_count"] as? Int)
            XCTAssertEqual(status.repository.fullName,
                           (recorded["repository"] as? [String: Any])?["full_name"] as? String)
            XCTAssertEqual(status.statuses.map(\.context), statuses.map { $0["context"] as? String })
            XCTAssertEqual(status.statuses.map(\.state), statuses.map { $0["state"] as? String })
            XCTAssertEqual(status.statuses.map(\.targetUrl.absoluteString),
                           statuses.map { $0["target_url"] as? String })
        },
        "GET /repos/{owner}/{repo}/contents/{path}": { replay in
            let content = try await replay.send(
                ReposGetContentRequest(owner: replay.parameter("owner"), repo: replay.parameter("repo"),
                                       pathParameter: replay.parameter("path")))
            let recorded = try replay.list()
            guard case .contentDirectoryItemList(let items) = content else {
                return XCTFail("\(replay.recording.file): a directory's list decoded as \(content)")
            }
            XCTAssertEqual(items.map(\.name), recorded.map { $0["name"] as? String })
            XCTAssertEqual(items.map(\.type), recorded.map { $0["type"] as? String })
            XCTAssertEqual(items.map(\.size), recorded.map { $0["size"] as? Int })
            XCTAssertEqual(items.map(\.downloadUrl?.absoluteString), recorded.map { $0["download_url"] as? String })
            XCTAssertEqual(items.map(\.links.`self`.absoluteString),
                           recorded.map { ($0["_links"] as? [String: Any])?["self"] as? String })
        },
    ]

    /// Every recorded exchange, sent with its operation's generated request, decodes to what the recording holds.
    func testEveryRecordedResponseDecodesWithTheGeneratedCode() async throws {
        let recordings = try Self.recordings()
        XCTAssertFalse(recordings.isEmpty)
        server = try await Self.replaying(recordings)
        let replays = try Self.replays(recordings, server: server.baseURL, networker: networker())
        var decoded: [String] = []
        for replay in replays {
            let file = replay.recording.file
            guard let check = Self.checks[replay.recording.operation] else {
                XCTFail("\(file): no check for \(replay.recording.operation)")
                continue
            }
            do {
                try await check(replay)
                decoded.append(file)
            } catch {
                XCTFail("\(file) (\(replay.recording.operation)) does not decode: \(error)")
            }
        }
        let received = await server.requests.map { Self.requestKey($0.target) }
        XCTAssertEqual(received, recordings.map { Self.requestKey($0.path) },
                       "each recording was asked for once, by its own path and query")
        XCTAssertEqual(decoded, recordings.map(\.file))
        print("GitHub recordings: \(decoded.count) of \(recordings.count) decode "
              + "(\(Set(recordings.map(\.operation)).count) operations)")
    }

    /// The recorded pages of a repository's issues, walked by the generated controller: it follows each recorded
    /// `Link: <…>; rel="next"` until a page has none, visits every recorded page in the recorded order and collects
    /// every recorded issue.
    @MainActor
    func testTheIssuesControllerFollowsTheRecordedLinksThroughEveryPage() async throws {
        let pages = try Self.recordings().filter { $0.scenario == "paginate-issues" }
            .sorted { $0.exchange < $1.exchange }
        XCTAssertGreaterThan(pages.count, 1, "a scenario of several pages")
        server = try await Self.replaying(pages)
        let first = try XCTUnwrap(pages.first)
        let parameters = try XCTUnwrap(Self.pathParameters(first.path, template: first.template))
        let controller = IssuesListForRepoController(networking: networker(), owner: try XCTUnwrap(parameters["owner"]),
                                                     repo: try XCTUnwrap(parameters["repo"]),
                                                     perPage: Self.queryItems(first.path)["per_page"].flatMap(Int.init))
        var loads = 0
        while controller.hasMore, loads <= pages.count {
            _ = try await controller.loadMore()
            loads += 1
        }
        XCTAssertFalse(controller.hasMore, "the last recorded page has no next link")
        XCTAssertEqual(loads, pages.count)
        let visited = await server.requests.map { Self.requestKey($0.target) }
        XCTAssertEqual(visited, pages.map { Self.requestKey($0.path) }, "every recorded page, in the recorded order")
        let recorded = try pages.flatMap { try XCTUnwrap($0.json() as? [[String: Any]], $0.file) }
        XCTAssertEqual(controller.objects.map(\.number), recorded.map { $0["number"] as? Int })
        XCTAssertEqual(controller.objects.map(\.id), recorded.map { $0["id"] as? Int })
        XCTAssertEqual(controller.objects.map(\.updatedAt), recorded.map { Self.date($0["updated_at"]) })
        print("GitHub recordings: the issues controller followed \(pages.compactMap(\.nextPage).count) Link headers "
              + "over \(loads) of \(pages.count) pages, collecting \(controller.objects.count) of \(recorded.count) "
              + "issues")
    }
}
