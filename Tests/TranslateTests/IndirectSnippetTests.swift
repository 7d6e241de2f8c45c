import Translate
import XCTest

/// `@Indirect` for a model or union held directly (self and mutual references among them), not through lists
/// or dictionaries, nor for string enums and builtins.
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

                public init(text: String, parent: Comment? = nil, replies: [Comment], byID: [String: Comment], maybeReplies: [Comment]? = nil, thread: Thread? = nil) {
                    self.text = text
                    self.parent = parent
            """#)
        assertContains(files["Thread.swift"], "    @Indirect public var first: Comment?\n")
    }

    func testOnlyModelsAndUnionsAreBoxed() {
        let files = generated(#"""
            models:
              Leaf: { properties: { name: String } }
              Either: { oneOf: [Leaf, String] }
              Wrapper:
                properties:
                  leaf: Leaf?
                  either: Either
                  kind: Kind?
                  leaves: "[Leaf]"
                  byName: "[String: Leaf]?"
                  name: String
              Kind: { enum: [a] }
            """#)
        assertContains(files["Wrapper.swift"], #"""
                @Indirect public var leaf: Leaf?
                @Indirect public var either: Either
                public var kind: Kind?
                public var leaves: [Leaf]
                public var byName: [String: Leaf]?
                public var name: String
            """#)
        XCTAssertFalse(files["Leaf.swift"]?.contains("@Indirect") ?? true)
    }

    func testRequiredModelPropertiesAreBoxedToo() {
        let files = generated(#"""
            models:
              A: { properties: { b: B } }
              B: { properties: { a: A? } }
            """#)
        assertContains(files["A.swift"], "    @Indirect public var b: B\n")
        assertContains(files["A.swift"], "        self.b = try container.decode(B.self, forKey: \"b\")\n")
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
        assertContains(files["Node.swift"], "        self.next = try container.decodeIfPresent(Node.self, forKey: \"next\")\n")
    }
}

/// The enums of a request's several success responses and typed error bodies hold models out of line too.
final class IndirectResponseSnippetTests: XCTestCase {
    func testResponseAndErrorEnumsHoldingModelsAreIndirect() {
        let files = generated(#"""
            service: Shop
            baseURL: https://shop.example.com
            models:
              Product: { properties: { id: String } }
              Problem: { properties: { title: String } }
            endpoints:
              updateProduct:
                method: POST
                path: /products
                responses: { 200: Product, 202: ~ }
                errors: { 404: Problem, 409: String }
              countProducts:
                path: /products/count
                responses: { 200: Int, 203: "[Product]" }
                errors: { 404: String, 409: Int }
            """#)
        let requests = files.filter { $0.key.hasSuffix("Request.swift") }.values.joined()
        assertContains(requests, "    public indirect enum Response: Sendable, Equatable {\n        /// 200: `Product`.")
        assertContains(requests, "public indirect enum UpdateProductErrorBody: Sendable, Equatable {")
        assertContains(requests, "    public enum Response: Sendable, Equatable {\n        /// 200: `Int`.")
        assertContains(requests, "public enum CountProductsErrorBody: Sendable, Equatable {")
    }
}
