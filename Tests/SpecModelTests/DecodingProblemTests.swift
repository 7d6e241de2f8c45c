import SpecModel
import Wording
import XCTest
import YAML

/// A value checked as generated code decodes it, each problem with the declared type it contradicts: the property
/// (and the steps below it), or the model whose rule it breaks; a value no member of a union fits, with the problems
/// of the member of its kind it fits best.
final class DecodingProblemTests: XCTestCase {
    private let spec = """
        service: Shop
        baseURL: https://shop.example
        models:
          Item:
            properties:
              id: Int
              tags: "[String]"
              sizes: "[String: Int]?"
              state: State?
              price: Price?
              note: { type: String, nullable: true }
              site: URL?
          State: { enum: [open, closed] }
          Price:
            oneOf: [Money, Int]
          Money:
            properties:
              amount: Int
              currency: String
              state: State?
        endpoints:
          getItem:
            path: /item
            response: Item
        """

    private func problems(_ json: String) throws -> (api: CheckedAPI, problems: [DecodingProblem]) {
        let loaded = loadSpecs([("Specs/Shop.yaml", spec)])
        XCTAssertEqual(loaded.diagnostics.flatMap(\.lines), [])
        let body = try XCTUnwrap(YAMLLoader.load(Array(json.utf8)).root)
        let endpoint = try XCTUnwrap(loaded.api.endpoints.first)
        return (loaded.api, loaded.api.decodingProblems(of: Literal(body), as: try XCTUnwrap(endpoint.response),
                                                        dates: .iso8601))
    }

    private func propertyMark(_ api: CheckedAPI, _ model: String, _ property: String) -> Mark? {
        api.models.first { $0.name.value == model }?.properties.first { $0.name.value == property }?.name.mark
    }

    func testEachProblemNamesThePropertyAndTheStepsBelowIt() throws {
        let (api, found) = try problems(#"{"tags": ["a", null], "sizes": {"s": "x"}, "state": "lost"}"#)
        XCTAssertEqual(found.count, 4)
        let missing = try XCTUnwrap(found.first { if case .missingKey = $0.problem { true } else { false } })
        XCTAssertEqual(missing.model.map { api[$0].name.value }, "Item")
        XCTAssertNil(missing.holder.property, "the whole response")
        let null = try XCTUnwrap(found.first { $0.found == .null })
        XCTAssertEqual(null.holder, ValueHolder(property: propertyMark(api, "Item", "tags"), steps: [.element]))
        let string = try XCTUnwrap(found.first { $0.found == .string && $0.model == nil })
        XCTAssertEqual(string.holder, ValueHolder(property: propertyMark(api, "Item", "sizes"), steps: [.value]))
        let state = try XCTUnwrap(found.first { if case .notEnumValue = $0.problem { true } else { false } })
        XCTAssertEqual(state.model.map { api[$0].name.value }, "State")
    }

    /// A required nullable property decodes `null` and a missing key alike, as nil.
    func testARequiredNullablePropertyMayBeLeftOut() throws {
        XCTAssertEqual(try problems(#"{"id": 1, "tags": []}"#).problems, [])
        XCTAssertEqual(try problems(#"{"id": 1, "tags": [], "note": null}"#).problems, [])
        XCTAssertEqual(try problems(#"{"tags": []}"#).problems.count, 1)
    }

    /// As JSONDecoder reads numbers and the runtime reads URLs: `1.0` is an integer, `""` an optional URL's nil.
    func testAnIntegralNumberIsAnIntegerAndAnEmptyOptionalURLIsNil() throws {
        XCTAssertEqual(try problems(#"{"id": 1.0, "tags": [], "site": ""}"#).problems, [])
        XCTAssertEqual(try problems(#"{"id": 1.5, "tags": [], "site": "https://a.example"}"#).problems.count, 1)
    }

    func testAValueNoMemberFitsCarriesTheProblemsOfTheNearestMemberOfItsKind() throws {
        let (api, found) = try problems(#"{"id": 1, "tags": [], "price": {"amount": "3"}}"#)
        let union = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        guard case .noUnionMember(let name, _) = union.problem else { return XCTFail("\(union.problem)") }
        XCTAssertEqual(name, "Price")
        XCTAssertEqual(union.nearest.count, 2, "Money's: 'amount' a string, 'currency' left out")
        XCTAssertTrue(union.nearest.contains { $0.holder.property == propertyMark(api, "Money", "amount") })
        XCTAssertTrue(union.nearest.contains { $0.model.map { api[$0].name.value } == "Money" })
        let list = try problems(#"{"id": 1, "tags": [], "price": [1]}"#).problems
        XCTAssertEqual(list.first?.nearest, [], "no member is a list")
        // A member whose only problem is an enum value decodes it (as `.unknown`): the value is the problem.
        let open = try problems(#"{"id": 1, "tags": [], "price": {"amount": 3, "currency": "EUR", "state": "lost"}}"#)
        guard case .notEnumValue("lost", "State", _)? = open.problems.first?.problem, open.problems.count == 1 else {
            return XCTFail("\(open.problems)")
        }
    }
}
