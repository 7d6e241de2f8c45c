import Translate
import XCTest

/// `public `, `package ` and nothing (internal) on every generated declaration.
final class AccessSnippetTests: XCTestCase {
    private let yaml = #"""
        service: S
        baseURL: https://example.com
        headers: { Accept: application/json }
        models:
          Kind: { enum: [a] }
          Item:
            properties:
              id: String
              n: { type: Int, default: 1 }
        endpoints:
          getItem:
            method: POST
            path: "/items/{id}"
            query: { q: String? }
            body: Item
            response: Item
        """#

    private func check(_ access: AccessLevel, _ prefix: String) {
        let files = generated(yaml, access: access)
        assertContains(files["S.swift"], "\(prefix)enum S {\n    /// The service's default base URL: give it to a "
                + "`Networker`.\n    \(prefix)static let baseURL = URL(string: \"https://example.com\")!\n")
        assertContains(files["Kind.swift"], "\n\(prefix)enum Kind: RawRepresentable")
        for line in ["    \(prefix)static var allCases: [Kind] { [.a] }\n", "    \(prefix)init(rawValue: String) {\n",
                     "    \(prefix)var rawValue: String {\n"] {
            assertContains(files["Kind.swift"], line)
        }
        for line in ["\n\(prefix)struct Item: Codable, Equatable, Sendable {\n", "    \(prefix)var id: String\n",
                     "    \(prefix)init(id: String, n: Int = 1) {\n",
                     "    \(prefix)init(from decoder: any Decoder) throws {\n",
                     "    \(prefix)func encode(to encoder: any Encoder) throws {\n"] {
            assertContains(files["Item.swift"], line)
        }
        for line in ["\n\(prefix)struct GetItemRequest: Request {\n", "    \(prefix)typealias Response = Item\n",
                     "    \(prefix)var id: String\n", "    \(prefix)var item: Item\n", "    \(prefix)var q: String?\n",
                     "    \(prefix)init(id: String, item: Item, q: String? = nil) {\n",
                     "    \(prefix)var method: HTTPMethod { .post }\n", "    \(prefix)var path: String {",
                     "    \(prefix)var queryItems: [URLQueryItem] {\n",
                     "    \(prefix)var headers: [String: String] {\n",
                     "    \(prefix)var body: RequestBody? { .json(self.item) }\n",
                     "    \(prefix)var dateCoding: DateCoding? { .iso8601 }\n"] {
            assertContains(files["GetItemRequest.swift"], line)
        }
    }

    func testPublic() { check(.public, "public ") }
    func testPackage() { check(.package, "package ") }

    func testInternal() {
        check(.internal, "")
        let files = generated(yaml, access: .internal)
        for (name, text) in files {
            XCTAssertFalse(text.contains("public ") || text.contains("package ") || text.contains("internal "), name)
        }
    }

    func testAccessLevelPrefix() {
        XCTAssertEqual(AccessLevel.public.prefix, "public ")
        XCTAssertEqual(AccessLevel.package.prefix, "package ")
        XCTAssertEqual(AccessLevel.internal.prefix, "")
    }
}
