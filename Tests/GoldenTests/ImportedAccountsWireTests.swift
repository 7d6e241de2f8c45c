import Foundation
import GoldenImportedAccounts
import GoldenImportedAccountsMocks
import SpecgenRuntime
import TestSupport
import XCTest

/// The Accounts fixture's security schemes — a bearer token, API keys in a header and in the query, HTTP basic, an
/// OAuth 2 token, a cookie key that isn't sent — imported into `AccountsCredentials`, whose authorizer puts on each
/// request exactly what its operation takes, on a real server on 127.0.0.1.
final class ImportedAccountsWireTests: WireTestCase {
    private static let account = #"{"id": 7, "name": "Ada"}"#
    private static let status = #"{"ok": true}"#

    private func serve() async throws {
        server = try await .start { request in
            switch request.target.split(separator: "?")[0] {
            case "/me", "/admin/accounts": .json(Self.account, status: request.method == "POST" ? 201 : 200)
            case "/reports", "/exports": .json("[]")
            default: .json(Self.status)
            }
        }
    }

    private func networker(_ credentials: AccountsCredentials) -> Networker {
        Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration(),
                  delegate: credentials.authorizer())
    }

    /// What each request carried: its Authorization and X-API-Key headers and its query.
    private func sent() async -> [String: [String?]] {
        var result: [String: [String?]] = [:]
        for request in await server.requests {
            let parts = request.target.split(separator: "?", maxSplits: 1).map(String.init)
            result[parts[0]] = [request.headers["authorization"], request.headers["x-api-key"],
                                parts.count > 1 ? parts[1] : nil]
        }
        return result
    }

    private static let everything = AccountsCredentials(bearerToken: "t0k", apiKeyHeader: "hk", apiKeyQuery: "q k",
                                                        basicLogin: UserPassword(user: "ada", password: "pa:ss"),
                                                        oauth: "oa")

    private func sendAll(_ networker: Networker) async throws {
        _ = try await networker.send(GetMeRequest())
        _ = try await networker.send(GetStatusRequest())
        _ = try await networker.send(ListReportsRequest())
        _ = try await networker.send(CreateAccountRequest(account: Account(id: 1, name: "B")))
        _ = try await networker.send(ListExportsRequest())
        _ = try await networker.send(GetSessionRequest())
    }

    func testEachRequestCarriesExactlyWhatItsOperationTakes() async throws {
        try await serve()
        try await sendAll(networker(Self.everything))
        let basic = "Basic " + Data("ada:pa:ss".utf8).base64EncodedString()
        let sent = await sent()
        XCTAssertEqual(sent["/me"], ["Bearer t0k", nil, nil], "the document's security: the bearer token")
        XCTAssertEqual(sent["/status"], [nil, nil, nil], "security: [] takes none")
        XCTAssertEqual(sent["/reports"], [nil, "hk", nil],
                       "the first alternative held: the header key, not the query key")
        XCTAssertEqual(sent["/admin/accounts"], [basic, "hk", nil], "basic and the header key together")
        XCTAssertEqual(sent["/exports"], ["Bearer oa", nil, nil], "the OAuth 2 token as a bearer token")
        XCTAssertEqual(sent["/session"], [nil, nil, nil], "a cookie key isn't sent")
    }

    func testAnAlternativeIsTakenOnlyWhenEveryCredentialOfItIsHeld() async throws {
        try await serve()
        try await sendAll(networker(AccountsCredentials(apiKeyQuery: "q k",
                                                        basicLogin: UserPassword(user: "ada", password: "x"))))
        let sent = await sent()
        XCTAssertEqual(sent["/reports"], [nil, nil, "api_key=q%20k"], "the query key when the header key isn't held")
        XCTAssertEqual(sent["/admin/accounts"], [nil, nil, nil], "basic alone doesn't make the pair")
        XCTAssertEqual(sent["/me"], [nil, nil, nil])
        XCTAssertEqual(sent["/exports"], [nil, nil, nil], "optional credentials: sent without")
    }

    func testAQueryKeyJoinsTheRequestsOwnQuery() async throws {
        try await serve()
        let networker = networker(AccountsCredentials(apiKeyQuery: "k&=1"))
        _ = try await networker.send(ListReportsRequest())
        let target = await server.onlyRequest?.target
        let items = URLComponents(string: target ?? "")?.queryItems
        XCTAssertEqual(items, [URLQueryItem(name: "api_key", value: "k&=1")])
    }

    func testTheMocksAnswerWithTheDocumentsExamples() async throws {
        let mock = MockAccountsNetworker()
        let me = try await mock.send(GetMeRequest())
        XCTAssertEqual(me, Account(id: 7, name: "Ada", plan: .pro), "the media type's example")
        let status = try await mock.send(GetStatusRequest())
        XCTAssertEqual(status, Status(ok: true, version: "1.4.2"), "the first of the named examples")
        let reports = try await mock.send(ListReportsRequest())
        XCTAssertEqual(reports.map(\.title), ["January", "February"], "an example by reference")
        do {
            _ = try await mock.send(GetSessionRequest())
            XCTFail("the example that didn't fit was left out: no answer")
        } catch {}
    }
}
