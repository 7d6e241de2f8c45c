import Translate
import XCTest

/// A model's `==` is written out: `isFieldwiseEqual(to:)` compares every stored property, as Swift's synthesized
/// `Equatable` would, through the runtime's one generic `Fieldwise.equal`.
final class EqualitySnippetTests: XCTestCase {
    func testEveryStoredPropertyIsComparedThroughSelfAndOther() {
        let files = generated("""
            service: S
            models:
              Node:
                properties: { default: String, self: Int?, other: "[String]", parent: Node?, note: { type: String?, \
            nullable: true } }
                additionalProperties: Int
            endpoints:
              get: { path: /n, response: Node }
            """)
        assertContains(files["Node.swift"], """
            extension Node: FieldwiseEquatable {
                public func isFieldwiseEqual(to other: Node) -> Bool {
                    guard Fieldwise.equal(self.`default`, other.`default`) else { return false }
                    guard Fieldwise.equal(self.`self`, other.`self`) else { return false }
                    guard Fieldwise.equal(self.other, other.other) else { return false }
                    guard Fieldwise.equal(self.parent, other.parent) else { return false }
                    guard Fieldwise.equal(self.note, other.note) else { return false }
                    guard Fieldwise.equal(self.additionalProperties, other.additionalProperties) else { return false }
                    return true
                }
            }
            """)
        XCTAssertTrue(files["Node.swift"]?.contains("@Indirect public var parent: Node?") == true,
                      "the boxed property is compared by its value")
    }

    func testAModelWithoutPropertiesIsAlwaysEqualAndItsAccessIsTheModels() {
        let files = generated("""
            service: S
            models:
              Empty: { properties: {} }
            endpoints:
              get: { path: /e, response: Empty }
            """, access: .package)
        assertContains(files["Empty.swift"], """
            extension Empty: FieldwiseEquatable {
                package func isFieldwiseEqual(to other: Empty) -> Bool {
                    return true
                }
            }
            """)
        XCTAssertTrue(files["Empty.swift"]?.contains("import SpecgenRuntime") == true, "the protocol is the runtime's")
    }

    func testHashableModelsCompareTheSameWay() {
        let files = generated("""
            service: S
            models:
              Tag: { properties: { name: String } }
            endpoints:
              get: { path: /t, response: Tag }
            """, conformances: [.hashable])
        assertContains(files["Tag.swift"], "public struct Tag: Decodable, Hashable, Sendable {")
        assertContains(files["Tag.swift"], "        guard Fieldwise.equal(self.name, other.name) else { return false }")
    }
}
