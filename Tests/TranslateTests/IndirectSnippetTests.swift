import Translate
import XCTest

/// `@Indirect` for optional self and mutual references, not through lists or dictionaries.
final class IndirectSnippetTests: XCTestCase {
    func testSelfAndMutualReferences() {
        let files = generated(#"""
            models:
              Comment:
                properties:
                  text: String
                  parent: Comment?
                  replies: "[Comment]"
                  byID: "[String: Comment]"
                  maybeReplies: "[Comment]?"
                  thread: Thread?
              Thread:
                properties:
                  first: Comment?
                  title: String
            """#)
        assertContains(files["Comment.swift"], #"""
                public var text: String
                @Indirect public var parent: Comment?
                public var replies: [Comment]
                public var byID: [String: Comment]
                public var maybeReplies: [Comment]?
                @Indirect public var thread: Thread?

                public init(
                    text: String,
                    parent: Comment? = nil,
                    replies: [Comment],
                    byID: [String: Comment],
                    maybeReplies: [Comment]? = nil,
                    thread: Thread? = nil
                ) {
                    self.text = text
                    self.parent = parent
            """#)
        assertContains(files["Thread.swift"], "    @Indirect public var first: Comment?\n")
    }

    func testNoBoxOutsideACycle() {
        let files = generated(#"""
            models:
              Leaf: { properties: { name: String } }
              Wrapper:
                properties:
                  leaf: Leaf?
                  kind: Kind?
              Kind: { enum: [a] }
            """#)
        XCTAssertFalse(files["Wrapper.swift"]?.contains("@Indirect") ?? true)
    }

    func testCycleThroughARequiredPropertyBoxesOnlyTheOptionalOne() {
        let files = generated(#"""
            models:
              A: { properties: { b: B } }
              B: { properties: { a: A? } }
            """#)
        assertContains(files["A.swift"], "    public var b: B\n")
        assertContains(files["B.swift"], "    @Indirect public var a: A?\n")
    }

    func testIndirectWithDefaultsAndAccess() {
        let files = generated(#"""
            models:
              Node:
                properties:
                  next: Node?
                  n: { type: Int, default: 0 }
            """#, access: .package)
        assertContains(files["Node.swift"], #"""
                @Indirect package var next: Node?
                package var n: Int

                package init(next: Node? = nil, n: Int = 0) {
            """#)
        assertContains(files["Node.swift"],
                       "        self.next = try container.decodeIfPresent(Node.self, forKey: \"next\")\n")
    }

    /// With `properties: let` a model's properties are `let`, except a boxed one, a wrapper that can't be: it is
    /// `private(set) var`, read-only too. Requests and controllers keep theirs.
    func testReadOnlyPropertiesKeepBoxesAsPrivateSetVars() {
        let yaml = #"""
            service: S
            baseURL: https://example.com
            models:
              Comment:
                properties:
                  text: String
                  note: String?
                  parent: Comment?
            endpoints:
              getComment:
                path: /comments
                query: { q: String? }
                response: Comment
            """#
        for access in [AccessLevel.public, .internal] {
            let files = generated(yaml, access: access, properties: .readOnly)
            let prefix = access.prefix
            assertContains(files["Comment.swift"], """
                    \(prefix)let text: String
                    \(prefix)let note: String?
                    @Indirect \(prefix)private(set) var parent: Comment?
                """)
            assertContains(files["GetCommentRequest.swift"], "    \(prefix)var q: String?\n")
        }
        assertContains(generated(yaml)["Comment.swift"], "    public var text: String\n    public var note: String?\n")
    }
}
