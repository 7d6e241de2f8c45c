import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// One networker, a thousand requests at once: all complete, each with its own answer, and none is left in
/// flight. (How fast is for Benchmarks/Load; this only asserts that it works.)
final class LoadTests: XCTestCase {
    func testOneNetworkerCompletesAThousandConcurrentRequests() async throws {
        let server = try FaultServer.start { request in
            let id = Int(request.target.split(separator: "/").last ?? "") ?? -1
            return .json(#"{"id": \#(id), "name": "item \#(id)"}"#)
        }
        defer { server.stop() }
        let networker = Networker(baseURL: server.baseURL, configuration: TestEnvironment.makeConfiguration())
        let count = 1_000
        let items = try await withThrowingTaskGroup(of: Item.self) { group in
            for id in 0..<count {
                group.addTask { try await networker.send(Get<Item>(path: "/items/\(id)")) }
            }
            return try await group.reduce(into: [Item]()) { $0.append($1) }
        }
        XCTAssertEqual(items.count, count)
        XCTAssertEqual(Set(items.map(\.id)), Set(0..<count))
        XCTAssertTrue(items.allSatisfy { $0.name == "item \($0.id)" })
        XCTAssertEqual(server.requests.count, count)
        XCTAssertEqual(networker.tasksInFlight, 0)
    }
}
