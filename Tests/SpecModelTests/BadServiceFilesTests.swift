import Generator
import SpecModel
import Wording
import XCTest

/// One service written as several files, written wrong: what belongs to the service given two ways, and type
/// names that collide across its files — each with the exact lines `gen` prints.
final class BadServiceFilesTests: XCTestCase {
    private func assertDiagnostics(_ files: [(String, String)], _ expected: [String], file: StaticString = #filePath,
                                   line: UInt = #line) {
        let result = Generation.run(files.map { SpecInput(path: $0.0, bytes: Array($0.1.utf8)) })
        XCTAssertEqual(result.diagnostics.flatMap(\.lines), expected, file: file, line: line)
    }

    func testFilesOfOneServiceFormItWithTheBaseURLAndDocGivenOnceOrAlike() {
        assertDiagnostics([
            ("Shop.yaml", "service: Shop\ndoc: The shop.\nbaseURL: https://shop.example/v1\nendpoints:\n  getCart: { "
                          + "path: /cart }\n"),
            ("Orders.yaml",
             "service: Shop\nbaseURL: https://shop.example/v1\nendpoints:\n  getOrder: { path: /order }\n"),
            ("Stock.yaml", "service: Shop\ndoc: The shop.\n"),
        ], [])
    }

    func testTwoBaseURLsForOneService() {
        assertDiagnostics([
            ("Shop.yaml", "service: Shop\nbaseURL: https://shop.example/v1\n"),
            ("Orders.yaml", "service: Shop\nendpoints:\n  getOrder: { path: /order }\n"),
            ("Stock.yaml", "service: Shop\nbaseURL: https://stock.example\n"),
        ], [
            "Stock.yaml:2:10: error: 'baseURL' of service 'Shop' differs from the one another of its files gives; give "
                + "it once, or alike in each file",
            "Shop.yaml:2:10: note: 'baseURL' of service 'Shop' is given here",
        ])
    }

    func testTwoDocsForOneService() {
        assertDiagnostics([
            ("Shop.yaml", "service: Shop\ndoc: The shop.\n"),
            ("Orders.yaml", "service: Shop\ndoc: Orders of the shop.\n"),
        ], [
            "Orders.yaml:2:6: error: 'doc' of service 'Shop' differs from the one another of its files gives; give it "
                + "once, or alike in each file",
            "Shop.yaml:2:6: note: 'doc' of service 'Shop' is given here",
        ])
    }

    // Request types are one set across the service's files (and the run), also ignoring case.
    func testAnEndpointTypeCollidingAcrossFilesOfOneService() {
        assertDiagnostics([
            ("Shop.yaml",
             "service: Shop\nendpoints:\n  getOrder: { path: /orders/1 }\n  list-items: { path: /items }\n"),
            ("Orders.yaml",
             "service: Shop\nendpoints:\n  get_order: { path: /orders/2 }\n  listitems: { path: /items2 }\n"),
        ], [
            "Orders.yaml:3:3: error: endpoint 'get_order' becomes Swift type 'GetOrderRequest', which endpoint "
                + "'getOrder' already is",
            "Shop.yaml:3:3: note: endpoint 'getOrder' is defined here",
            "Orders.yaml:4:3: error: endpoint 'listitems' becomes Swift type 'ListitemsRequest', which differs only in "
                + "case from 'ListItemsRequest' of endpoint 'list-items' (their files would collide on "
                + "case-insensitive file systems)",
            "Shop.yaml:4:3: note: endpoint 'list-items' is defined here",
        ])
    }

    // Reported once for the service, not again for its other files.
    func testAModelAndAServiceOfOneNameInDifferentFiles() {
        assertDiagnostics([
            ("Common.yaml", "models:\n  Shop: { properties: { id: String } }\n"),
            ("Shop.yaml", "service: Shop\nendpoints:\n  getShop: { path: /shop, response: Shop }\n"),
            ("Orders.yaml", "service: Orders\nendpoints:\n  getOrder: { path: /order }\n"),
            ("Other.yaml", "models:\n  Orders: { properties: { id: String } }\n"),
            ("Stock.yaml", "service: Shop\n"),
        ], [
            "Shop.yaml:1:10: error: service 'Shop' is named like model 'Shop', and each is a Swift type of that name; "
                + "rename one",
            "Common.yaml:2:3: note: model 'Shop' is defined here",
            "Other.yaml:2:3: error: model 'Orders' is named like service 'Orders', and each is a Swift type of that "
                + "name; rename one",
            "Orders.yaml:1:10: note: service 'Orders' is defined here",
        ])
    }
}
