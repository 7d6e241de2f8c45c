import Translate
import XCTest

final class ModelSnippetTests: XCTestCase {
    func testShorthandAndFullFormProperties() {
        let files = generated("""
            service: S
            keys: snake_case
            models:
              User:
                properties:
                  fullName: String
                  htmlURL: { type: URL, doc: Profile page. }
                  nickname: { type: String?, key: nick }
            """)
        assertContains(files["User.swift"], """
                public var fullName: String
                /// Profile page.
                public var htmlURL: URL
                public var nickname: String?
            """)
        assertContains(files["User.swift"], """
                    self.fullName = try container.decode(String.self, forKey: "full_name")
                    self.htmlURL = try container.decodeURL(forKey: "html_url")
                    self.nickname = try container.decodeIfPresent(String.self, forKey: "nick")
                }
            """)
    }
}
