import Foundation
import GoldenUnions
import GoldenUnionsMocks
import SpecgenRuntime
import TestSupport
import XCTest

/// The Unions scenario's generated code against a real HTTP server on 127.0.0.1: tagged and untagged unions
/// decode from the wire, encode to JSON equal to what was decoded, and keep unknown tags.
final class UnionWireTests: WireTestCase {
    private func json(_ data: Data) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: data) }

    private func json(_ text: String) throws -> JSONValue { try json(Data(text.utf8)) }

    func testTaggedUnionDecodesEachMemberByItsTag() async throws {
        let answers = [
            #"{"petType": "cat", "name": "Tom"}"#,
            #"{"petType": "doggo", "name": "Rex", "goodBoy": true}"#,
            #"{"petType": "Bird", "wingspan": 0.3}"#,
            #"{"petType": "fish", "fins": 2}"#,
            #"{"name": "no tag"}"#,
        ]
        server = try await .start { request in
            .json(answers[Int(request.target.split(separator: "/").last!)!])
        }
        var pets: [Pet] = []
        for id in answers.indices { pets.append(try await networker().send(GetPetRequest(id: id))) }
        XCTAssertEqual(pets[0], .cat(Cat(petType: "cat", name: "Tom", lives: 9)),
                       "a missing key with a default decodes to it")
        XCTAssertEqual(pets[1], .dog(Dog(petType: "doggo", name: "Rex", goodBoy: true)), "a tag value from tags:")
        XCTAssertEqual(pets[2], .bird(Bird(petType: .bird, wingspan: 0.3)),
                       "a member without tags: is tagged with its name")
        XCTAssertEqual(pets[3], .unknown(["petType": "fish", "fins": 2]), "an unknown tag keeps the JSON")
        XCTAssertEqual(pets[4], .unknown(["name": "no tag"]), "a missing tag keeps the JSON")
    }

    func testTaggedUnionEncodesBackToEqualJSON() async throws {
        let sent = [
            #"{"petType": "dog", "name": "Rex", "goodBoy": false}"#,
            #"{"petType": "parrot", "wingspan": null}"#,
            #"{"petType": "fish", "fins": [1, 2], "deep": {"x": null}}"#,
        ]
        server = try await .start { request in
            StubResponse(headers: ["Content-Type": "application/json"], body: request.body)
        }
        for text in sent {
            let pet = try JSONDecoder().decode(Pet.self, from: Data(text.utf8))
            let echoed = try await networker().send(AddPetRequest(pet: pet))
            XCTAssertEqual(echoed, pet, text)
            let received = await server.requests.last
            let body = try XCTUnwrap(received?.body)
            // Absent and null optionals are one value in Swift; compare with nulls dropped where Swift drops them.
            XCTAssertEqual(try json(body).droppingNullMembers, try json(text).droppingNullMembers, text)
        }
    }

    func testUntaggedUnionTriesMembersByJSONKindThenInOrder() async throws {
        let text =
            #"[1, 2.5, "three", true, [1, "x", [false]], {"a": 1}, {"petType": "cat", "name": "Tom", "lives": 3}]"#
        server = try await .start { _ in .json(text) }
        let values = try await networker().send(ListValuesRequest())
        XCTAssertEqual(values, [
            .double(1), .double(2.5), .string("three"), .bool(true),
            .valueList([.double(1), .string("x"), .valueList([.bool(false)])]),
            .intMap(["a": 1]),
            .cat(Cat(petType: "cat", name: "Tom", lives: 3)),
        ], "Double is listed before Int, so it takes 1; an object that isn't a Cat is the dictionary")
        let encoded = try JSONEncoder().encode(values)
        XCTAssertEqual(try json(encoded), try json(#"[1, 2.5, "three", true, [1, "x", [false]], {"a": 1}, {"petType": "#
                                                   + #""cat", "name": "Tom", "lives": 3}]"#))
    }

    func testAValueNoMemberTakesNamesEveryMemberTried() async throws {
        server = try await .start { _ in .json(#"[null]"#) }
        do {
            _ = try await networker().send(ListValuesRequest())
            XCTFail("null is no member of Value")
        } catch let error as NetworkingError {
            let text = error.localizedDescription
            for member in ["Cat", "[Value]", "Bool", "Double", "Int", "String", "[String: Int]"] {
                XCTAssertTrue(text.contains(member + ":"), "\(member) in \(text)")
            }
        }
    }

    func testAMemberThatFailsInsideSaysWhere() async throws {
        server = try await .start { _ in .json(#"[{"petType": "cat", "name": null}]"#) }
        do {
            _ = try await networker().send(ListValuesRequest())
            XCTFail("a Cat without a name is no member of Value")
        } catch let error as NetworkingError {
            let text = error.localizedDescription
            XCTAssertTrue(text.contains("Cat: at name: "), text)
            // A dictionary's members are decoded in no fixed order: either key is where it fails.
            XCTAssertTrue(text.contains("[String: Int]: at petType: ") || text.contains("[String: Int]: at name: "),
                          text)
        }
    }

    func testAnEnumValueTheSpecDoesNotListGoesBackOnTheWire() async throws {
        server = try await .start { request in
            StubResponse(headers: ["Content-Type": "application/json"], body: request.body)
        }
        let pet = Pet.bird(Bird(petType: .unknown("owl"), wingspan: 1.5))
        let echoed = try await networker().send(AddPetRequest(pet: pet))
        let received = await server.requests.last
        let body = try XCTUnwrap(received?.body)
        XCTAssertEqual(try json(body), try json(#"{"petType": "owl", "wingspan": 1.5}"#), "the raw value as it came")
        XCTAssertEqual(echoed, .unknown(["petType": "owl", "wingspan": 1.5]), "an unlisted tag decodes as unknown")
        XCTAssertEqual(try JSONDecoder().decode([PetType].self, from: Data(#"["Bird", "owl"]"#.utf8)),
                       [.bird, .unknown("owl")])
    }

    func testMapFormCasesAndJSONCatchAllGoOnTheWire() async throws {
        server = try await .start { _ in StubResponse(status: 204) }
        let settings: [(Setting, String)] = [
            (.text("dark"), #""dark""#), (.number(1.5), "1.5"), (.flags([true, false]), "[true, false]"),
            (.raw(["any": [1, nil]]), #"{"any": [1, null]}"#),
        ]
        for (setting, expected) in settings {
            try await networker().send(PutSettingRequest(name: "theme", setting: setting))
            let last = await server.requests.last
        let body = try XCTUnwrap(last?.body)
            XCTAssertEqual(try json(body), try json(expected))
            XCTAssertEqual(try JSONDecoder().decode(Setting.self, from: body), setting, "decodes back to the same case")
        }
    }

    func testARecursiveUnionDecodesATree() async throws {
        server = try await .start { _ in
            .json(#"{"children": [{"value": 1}, {"children": [{"value": 2}], "label": "inner"}]}"#)
        }
        let tree = try await networker().send(GetTreeRequest())
        XCTAssertEqual(tree,
                       .branch(Branch(children: [.leaf(Leaf(value: 1)),
                                                 .branch(Branch(children: [.leaf(Leaf(value: 2))], label: "inner"))])))
    }

    func testTheMockAnswersWithTheSpecsExample() async throws {
        let mock = MockZooNetworker()
        let pet = try await mock.send(GetPetRequest(id: 1))
        XCTAssertEqual(pet, .dog(Dog(petType: "doggo", name: "Rex", goodBoy: true)))
        let values = try await mock.send(ListValuesRequest())
        XCTAssertEqual(values.count, 7)
    }
}

private extension JSONValue {
    /// The value with object members whose value is `null` left out, at every depth.
    var droppingNullMembers: JSONValue {
        switch self {
        case .object(let members): return .object(members.filter { $0.value != .null }.mapValues(\.droppingNullMembers))
        case .array(let items): return .array(items.map(\.droppingNullMembers))
        default: return self
        }
    }
}
