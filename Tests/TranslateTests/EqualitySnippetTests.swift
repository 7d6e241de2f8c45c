import Translate
import XCTest

/// A model's `==` is written out: it compares every stored property, as Swift's synthesized
/// `Equatable` would, through the runtime's one generic `Fieldwise.equal`.
final class EqualitySnippetTests: XCTestCase {
    func testEveryStoredPropertyIsComparedOneByOne() {
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
            extension Node {
                public static func == (lhs: Self, rhs: Self) -> Bool {
                    guard Fieldwise.equal(lhs.`default`, rhs.`default`) else { return false }
                    guard Fieldwise.equal(lhs.`self`, rhs.`self`) else { return false }
                    guard Fieldwise.equal(lhs.other, rhs.other) else { return false }
                    guard Fieldwise.equal(lhs.parent, rhs.parent) else { return false }
                    guard Fieldwise.equal(lhs.note, rhs.note) else { return false }
                    guard Fieldwise.equal(lhs.additionalProperties, rhs.additionalProperties) else { return false }
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
            extension Empty {
                package static func == (lhs: Self, rhs: Self) -> Bool {
                    return true
                }
            }
            """)
        XCTAssertTrue(files["Empty.swift"]?.contains("import SpecgenRuntime") == true, "Fieldwise is the runtime's")
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
        assertContains(files["Tag.swift"], "        guard Fieldwise.equal(lhs.name, rhs.name) else { return false }")
    }
}
