import Generator
import SpecModel
import Wording
import XCTest

/// `auth:` and `security:` written wrong — each with the exact lines `gen` prints — and written right, with what the
/// checker makes of them.
final class BadAuthTests: XCTestCase {
    private func diagnostics(_ files: [(String, String)]) -> [String] {
        Generation.run(files.map { SpecInput(path: $0.0, bytes: Array($0.1.utf8)) }).diagnostics.flatMap(\.lines)
    }

    private let head = "version: 1.1\nservice: Shop\n"

    func testUnknownKindsAndMalformedSchemes() {
        XCTAssertEqual(diagnostics([("Shop.yaml", head + """
            auth:
              a: bearr
              b: { header: X-Key, query: k }
              c: { cookie: session }
              d: { }
              e: [bearer]
            """)]), [
            "Shop.yaml:4:6: error: unknown credential scheme 'bearr' (did you mean 'bearer'?); use bearer, basic, { "
                + "header: X-API-Key } or { query: api_key }",
            "Shop.yaml:5:6: error: scheme 'b' takes one of 'header' and 'query', found both",
            "Shop.yaml:6:8: error: unknown key 'cookie' in scheme 'c'",
            "Shop.yaml:7:3: error: scheme 'd' needs 'header:' or 'query:' (the name the API key is sent as)",
            "Shop.yaml:8:6: error: expected a mapping for scheme 'e', found a list; a scheme is bearer, basic, { "
                + "header: X-API-Key } or { query: api_key }",
        ])
    }

    func testSecurityNamesOnlyTheServicesSchemes() {
        XCTAssertEqual(diagnostics([("Shop.yaml", head + """
            auth: { token: bearer, key: { header: X-Key } }
            security: [tokn]
            endpoints:
              a: { path: /a, security: [[token, kee]] }
              b: { path: /b, security: token }
            """)]), [
            "Shop.yaml:4:12: error: unknown scheme 'tokn' in 'security' (did you mean 'token'?)",
            "Shop.yaml:6:37: error: unknown scheme 'kee' in 'security' (did you mean 'key'?)",
            "Shop.yaml:7:28: error: expected a list of scheme names for 'security' ([] for none), found a string",
        ])
    }

    func testSecurityWithoutAuthAndAuthWithoutAService() {
        XCTAssertEqual(diagnostics([
            ("Shop.yaml", head + "endpoints:\n  a: { path: /a, security: [token] }\n"),
            ("Common.yaml", "version: 1.1\nauth: { token: bearer }\n"),
        ]), [
            "Shop.yaml:4:29: error: unknown scheme 'token' in 'security'; the service declares none under 'auth:'",
            "Common.yaml:2:9: error: 'auth' belongs to a service: this file has no 'service:'",
        ])
    }

    func testASchemeGivenTwiceDifferentlyAcrossTheServicesFiles() {
        XCTAssertEqual(diagnostics([
            ("Shop.yaml", head + "auth: { token: bearer }\n"),
            ("Orders.yaml", head + "auth: { token: basic }\nendpoints:\n  a: { path: /a }\n"),
        ]), [
            "Orders.yaml:3:9: error: scheme 'token' is given twice, differently; a service's schemes are one set",
        ])
    }

    func testTheCheckerJoinsTheServicesSchemesAndSaysWhatEachEndpointTakes() throws {
        let result = Generation.check([
            SpecInput(path: "Shop.yaml", bytes: Array((head + """
                auth: { token: bearer, key: { header: X-Key } }
                endpoints:
                  any: { path: /any }
                  none: { path: /none, security: [] }
                """).utf8)),
            SpecInput(path: "Orders.yaml", bytes: Array((head + """
                auth: { login: basic }
                security: [[key, login]]
                endpoints:
                  pair: { path: /pair }
                  either: { path: /either, security: [token, login] }
                """).utf8)),
        ])
        XCTAssertEqual(result.flatMap(\.lines), [])
        let loaded = SpecLoader.load([
            SpecInput(path: "Shop.yaml",
                      bytes: Array((head + "auth: { token: bearer }\nendpoints:\n  any: { path: /any }\n").utf8)),
        ]) { _ in nil }
        let api = SpecChecker.check(loaded.specs).api
        XCTAssertEqual(api.endpoints.map(\.security), [[["token"]]], "unsaid: any one of the service's schemes")
    }
}
