import Translate
import XCTest

/// Unions as Swift enums: case names derived from members (and renamed by the naming rules), the map form's
/// names, decoding order, `indirect` for a union that holds itself.
final class UnionSnippetTests: XCTestCase {
    func testCaseNamesAreDerivedFromMembersAndRenamedWhenTheyCollide() {
        let files = generated("""
            service: S
            models:
              Cat: { properties: { id: Int } }
              Url: { properties: { id: Int } }
              Value:
                oneOf: [Cat, URL, Url, "[Cat]", "[String: [Int]]", JSON]
              Other:
                oneOf: [Url, URL]
            """)
        assertContains(files["Value.swift"], """
                case cat(Cat)
                case url(URL)
                case urlCase(Url)
                case catList([Cat])
                case intListMap([String: [Int]])
                case json(JSONValue)
            """)
        // Derived names are claimed in the order listed: Url takes url, URL's is renamed.
        assertContains(files["Other.swift"], """
                case url(Url)
                case urlCase(URL)
            """)
    }

    func testUntaggedDecodingTriesStringsNumbersBooleansListsObjectsThenJSON() {
        let files = generated("""
            service: S
            models:
              Cat: { properties: { id: Int } }
              Value:
                oneOf: { any: JSON, cat: Cat, flag: Bool, list: "[Int]", count: Int, name: String, when: Date }
            """)
        assertContains(files["Value.swift"], """
                    var attempts = UnionDecoding(decoder, union: "Value")
                    if let value = attempts.decode(String.self, member: "String") { self = .name(value); return }
                    if let value = attempts.decode(Date.self, member: "Date") { self = .when(value); return }
                    if let value = attempts.decode(Int.self, member: "Int") { self = .count(value); return }
                    if let value = attempts.decode(Bool.self, member: "Bool") { self = .flag(value); return }
                    if let value = attempts.decode([Int].self, member: "[Int]") { self = .list(value); return }
                    if let value = attempts.decode(Cat.self, member: "Cat") { self = .cat(value); return }
                    if let value = attempts.decode(JSONValue.self, member: "JSON") { self = .any(value); return }
                    throw attempts.failure()
            """)
        assertContains(files["Value.swift"], "import Foundation\n@_spi(Generated) import SpecgenRuntime\n")
    }

    func testTaggedDecodingSwitchesOnTheTagAndKeepsUnknownOnes() {
        let files = generated("""
            service: S
            models:
              Cat: { properties: { type: String } }
              Dog: { properties: { type: String } }
              Pet: { oneOf: [Cat, Dog], tag: type, tags: { cat: Cat, kitten: Cat } }
            """)
        assertContains(files["Pet.swift"], """
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    switch try? container.decode(String.self, forKey: .tag) {
                    case "cat", "kitten": self = .cat(try decoder.singleValueContainer().decode(Cat.self))
                    case "Dog": self = .dog(try decoder.singleValueContainer().decode(Dog.self))
                    default: self = .unknown(try decoder.singleValueContainer().decode(JSONValue.self))
                    }
            """)
    }

    func testAUnionThatHoldsItselfIsIndirect() {
        let files = generated("""
            service: S
            models:
              Leaf: { properties: { value: Int } }
              Branch: { properties: { children: "[Node]" } }
              Node: { oneOf: [Leaf, Branch] }
              Flat: { oneOf: [Leaf, Int] }
            """)
        assertContains(files["Node.swift"], "public indirect enum Node: Codable, Equatable, Sendable {")
        assertContains(files["Flat.swift"], "public enum Flat: Codable, Equatable, Sendable {")
    }
}
