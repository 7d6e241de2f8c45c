import Foundation
@testable import Names
import SpecModel
import XCTest

/// Every type the runtime makes public is a name no model, service or generated type may take: generated code
/// imports the runtime, and a model of the same name would shadow the runtime's type there. The generator never
/// imports the runtime, so its list is written by hand; this test reads the runtime's sources, so a type added there
/// can't be forgotten here, and a name the runtime no longer has can't stay reserved.
final class RuntimeTypesReservedTests: XCTestCase {
    func testEveryPublicRuntimeTypeIsReserved() throws {
        let runtime = try RuntimeSources.publicTypes()
        XCTAssertGreaterThan(runtime.count, 30, "the runtime's sources were read")
        let unreserved = runtime.filter { Reserved.typeNames[$0] != .runtimeType }
        XCTAssertEqual(unreserved.sorted(), [],
                       "public runtime types a model could shadow: add them to Reserved.runtimeTypes")
    }

    func testEveryReservedRuntimeTypeIsTheRuntimes() throws {
        let runtime = try RuntimeSources.publicTypes()
        let stale = Set(Reserved.runtimeTypes).subtracting(runtime)
        XCTAssertEqual(stale.sorted(), [],
                       "reserved as runtime types, but the runtime declares no public type of that name")
    }

}
