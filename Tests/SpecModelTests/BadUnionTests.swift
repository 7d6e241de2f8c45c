import Generator
import SpecModel
import Wording
import XCTest

/// Unions written wrong: each mistake with the exact lines `gen` prints.
final class BadUnionTests: XCTestCase {
    private func assertDiagnostics(_ yaml: String, _ expected: [String], file: StaticString = #filePath,
                                   line: UInt = #line) {
        let result = Generation.run([SpecInput(path: "U.yaml", bytes: Array(yaml.utf8))])
        XCTAssertEqual(result.diagnostics.flatMap(\.lines), expected, file: file, line: line)
    }

    private let pets = """
        service: Zoo
        models:
          Cat: { properties: { kind: String, name: String } }
          Dog: { properties: { kind: String, bark: Bool } }
          Fish: { properties: { fins: Int } }
          Odd: { properties: { kind: Int } }
          Maybe: { properties: { kind: String? } }

        """

    func testShapes() {
        assertDiagnostics(pets + """
              A:
                oneOf: [Cat]
                properties: { x: Int }
              B:
                oneOf: []
              C:
                oneOf: Cat
              D:
                oneOf: { "not a name": Cat, ok: Dog }
              E:
                tag: kind
                properties: { x: Int }
              F:
                oneOf: [Cat]
                tags: { c: Cat }
            """, [
            "U.yaml:9:5: error: model 'A' has both 'properties' and 'oneOf'; a model is one of properties, enum or "
                + "oneOf",
            "U.yaml:12:12: error: union 'B' has no members",
            "U.yaml:14:12: error: expected a list of types or a map of case names to types for the union 'C', found a "
                + "string",
            "U.yaml:16:14: error: union case name 'not a name' is not a Swift identifier (in the map form, keys are "
                + "Swift case names)",
            "U.yaml:18:5: error: 'tag' belongs to a union: model 'E' has no 'oneOf'",
            "U.yaml:22:5: error: 'tags' maps values of the tag: give the tag's JSON key with 'tag:'",
        ])
    }

    func testMembers() {
        assertDiagnostics(pets + """
              A:
                oneOf: [Cat, Cat, "Dog?", Catt]
            """, [
            "U.yaml:9:18: error: union 'A' lists 'Cat' twice",
            "U.yaml:9:13: note: 'Cat' is first listed here",
            "U.yaml:9:23: error: member 'Dog?' of union 'A' can't be optional (null would match no member); make the "
                + "property that holds 'A' optional instead",
            "U.yaml:9:31: error: unknown type 'Catt' (did you mean 'Cat'?)",
        ])
    }

    func testTaggedMembersNeedTheTag() {
        assertDiagnostics(pets + """
              Pet:
                oneOf: [Cat, Dog, Fish, Odd, Maybe, String]
                tag: kind
                tags: { cat: Cat, c: Cat, Dog: Cat, dog: Dog, x: Bird }
              Twice:
                oneOf: [Cat, Dog]
                tag: kind
                tags: { Dog: Cat }
            """, [
            "U.yaml:9:23: error: member 'Fish' of union 'Pet' has no property with the JSON key 'kind' (the union's "
                + "tag)",
            "U.yaml:5:3: note: 'Fish' is defined here",
            "U.yaml:9:29: error: the tag 'kind' of union 'Pet' is an integer in member 'Odd' and text in the members "
                + "before it",
            "U.yaml:6:24: note: property 'kind' is here",
            "U.yaml:9:34: error: the tag 'kind' of union 'Pet' is 'String?' in member 'Maybe'; a tag is a required "
                + "String, integer or enum",
            "U.yaml:7:26: note: property 'kind' is here",
            "U.yaml:9:41: error: member 'String' of tagged union 'Pet' must be a model with properties (the tag 'kind' "
                + "is one of its keys)",
            "U.yaml:11:54: error: tag value 'x' means 'Bird', which is not a member of 'Pet'",
            "U.yaml:13:18: error: tag value 'Dog' of union 'Twice' means two members",
            "U.yaml:15:13: note: 'Dog' first means a member here",
        ])
    }

    func testAUnionCantBeItsOwnMember() {
        assertDiagnostics("""
            service: Zoo
            models:
              A: { oneOf: [B, Int] }
              B: { oneOf: [String, A] }
              C: { oneOf: [C] }
              D: { oneOf: ["[D]", Int] }
            """, [
            "U.yaml:3:3: error: union 'A' is its own member through 'A' → 'B' → 'A'; decoding it would never end",
            "U.yaml:4:3: error: union 'B' is its own member through 'B' → 'A' → 'B'; decoding it would never end",
            "U.yaml:5:3: error: union 'C' is its own member through 'C' → 'C'; decoding it would never end",
        ])
    }

    func testAnExampleMustFitAMember() {
        assertDiagnostics("""
            service: Zoo
            models:
              Cat: { properties: { kind: String, name: String } }
              Pet: { oneOf: [Cat], tag: kind, tags: { cat: Cat } }
              Value: { oneOf: [Int, Cat] }
            endpoints:
              pet:
                path: /pet
                response: Pet
                example: { kind: cat }
              values:
                path: /values
                response: "[Value]"
                example: [1, { kind: cat, name: Tom }, true, { kind: dog, other: 1 }]
              other:
                path: /other
                response: Pet
                example: { kind: lion, anything: [1] }
            """, [
            "U.yaml:10:14: error: example of endpoint 'pet': missing key 'name' (property 'name' of 'Cat')",
            "U.yaml:14:44: error: example of endpoint 'values': matches no member of union 'Value' (Int: expected an "
                + "integer for 'Int', found a boolean 'true'; Cat: expected a mapping for 'Cat', found a boolean "
                + "'true')",
            "U.yaml:14:50: error: example of endpoint 'values': matches no member of union 'Value' (Int: expected a "
                + "value for 'Int', found a mapping; Cat: missing key 'name' (property 'name' of 'Cat'))",
        ])
    }
}
