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
                private enum CodingKeys: String, CodingKey {
                    case fullName = "full_name"
                    case htmlURL = "html_url"
                    case nickname = "nick"
                }
            """)
    }
}
