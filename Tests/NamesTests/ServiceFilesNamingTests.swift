@testable import Names
import SpecModel
import XCTest

/// Files that name one service form it: one namespace and mock, the mock's endpoints named in one scope across
/// the files, and grouped files that keep apart per file.
final class ServiceFilesNamingTests: XCTestCase {
    private func valid(_ files: [(String, String)], file: StaticString = #filePath, line: UInt = #line) -> Names {
        let result = decided(files: files)
        XCTAssertEqual(result.diagnostics, [], "the specs must be valid", file: file, line: line)
        return result.names
    }

    func testTheFilesOfAServiceShareItsNamespaceAndMock() {
        let names = valid([
            ("Shop.yaml", "service: Shop\nendpoints:\n  getCart: { path: /cart }\n"),
            ("Shared.yaml", "models:\n  Tag: { properties: { name: String } }\n"),
            ("Orders.yaml", "service: Shop\nendpoints:\n  getOrder: { path: /order }\n"),
        ])
        XCTAssertEqual(names.services.map(\.namespace), ["Shop", nil, "Shop"])
        XCTAssertEqual(names.services.map(\.mock), ["MockShopNetworker", nil, "MockShopNetworker"])
    }

    // `reset_endpoint` camel-cases to `resetEndpoint`, which `reset` (a member of every mock) would be renamed to:
    // taken first as a name camel-casing made, it sends `reset` of the other file on to `resetEndpoint2`.
    func testMockEndpointsAreNamedInOneScopeAcrossTheFiles() {
        let names = valid([
            ("Shop.yaml", "service: Shop\nendpoints:\n  reset: { path: /reset }\n  getCart: { path: /cart }\n"),
            ("Orders.yaml",
             "service: Shop\nendpoints:\n  reset_endpoint: { path: /orders/reset }\n  send: { path: /send }\n"),
        ])
        XCTAssertEqual(names.services[0].mockEndpoints, ["resetEndpoint2", "getCart"])
        XCTAssertEqual(names.services[1].mockEndpoints, ["resetEndpoint", "sendEndpoint"])
    }

    func testTheFileNamedAfterTheServiceKeepsTheServicesGroupedFileNames() {
        let names = valid([
            ("Specs/A.yaml", "service: Shop\n"),
            ("Specs/Shop.yaml", "service: Shop\n"),
            ("Specs/order-lines.yaml", "service: Shop\n"),
            ("Specs/Shared.yaml", "models:\n  Tag: { properties: { name: String } }\n"),
            ("Specs/B.yaml", "service: Other\n"),
        ])
        XCTAssertEqual(names.services.map(\.fileGroup), ["Shop+A", "Shop", "Shop+OrderLines", "Shared", "Other"])
    }

    func testWithoutAFileNamedAfterTheServiceItsFirstFileKeepsThem() {
        let names = valid([
            ("shop.yaml", "service: Shop\n"),
            ("Orders.yaml", "service: Shop\n"),
            ("_.yaml", "service: Shop\n"),
        ])
        XCTAssertEqual(names.services.map(\.fileGroup), ["Shop", "Shop+Orders", "Shop+_"],
                       "the base name must equal the service's name; one that can't be camel-cased is kept as it is")
    }
}
