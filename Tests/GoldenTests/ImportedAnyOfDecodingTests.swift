import Foundation
import GoldenImportedAnyOf
import SpecgenRuntime
import TestSupport
import XCTest

/// What gen-import made of `anyOf`s of objects (Tests/ImportTests/Fixtures/AnyOf.yaml), decoding what a server sends
/// through a real networker on 127.0.0.1: a value that fits several members keeps every member's keys.
final class ImportedAnyOfDecodingTests: WireTestCase {
    func testAValueThatFitsSeveralMembersKeepsEveryMembersKeys() async throws {
        server = try await Self.serve([
            "/plans/1": #"{"cap": {"amount": 5, "period": "day", "strict": true}}"#,
            "/plans/2": #"{"cap": {"amount": "unlimited"}}"#,
            "/plans/3": #"{"cap": ["not", "an", "object"]}"#,
        ])
        let both = try await networker().send(GetPlanRequest(id: "1"))
        guard case .capObject(let cap)? = both.cap else {
            return XCTFail("an object is read as the merged object, before JSON: \(String(describing: both.cap))")
        }
        XCTAssertEqual(cap.amount, .int(5), "a key one member types as an integer")
        XCTAssertEqual(cap.period, "day", "the first member's key")
        XCTAssertEqual(cap.strict, true, "the second member's key, in the same value")
        let text = try await networker().send(GetPlanRequest(id: "2"))
        guard case .capObject(let other)? = text.cap else { return XCTFail("not the merged object") }
        XCTAssertEqual(other.amount, .string("unlimited"), "the same key the other member types as text")
        let free = try await networker().send(GetPlanRequest(id: "3"))
        XCTAssertEqual(free.cap, .json(.array([.string("not"), .string("an"), .string("object")])))
    }

    func testAChainOfTwoKindsOfHopIsOneModelNamingItself() async throws {
        server = try await Self.serve([
            "/plans/1": #"{"route": {"km": 1.5, "next": {"km": 2, "vessel": "Ada", "next": {"km": 0.5}}}}"#,
        ])
        let plan = try await networker().send(GetPlanRequest(id: "1"))
        let route = try XCTUnwrap(plan.route)
        XCTAssertEqual(route.km, 1.5)
        XCTAssertEqual(route.next?.km, 2, "an integer where one member says number and the other integer")
        XCTAssertEqual(route.next?.vessel, "Ada")
        XCTAssertEqual(route.next?.next?.km, 0.5)
        XCTAssertNil(route.next?.next?.next)
    }
}
