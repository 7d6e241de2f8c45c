import Foundation
import GoldenSplitService
import GoldenSplitServiceMocks
import SpecgenRuntime
import TestSupport
import XCTest

/// The SplitService scenario, one service written as three files, against a real HTTP server on 127.0.0.1 and
/// through its one mock: a request of Shop.yaml codes dates as ISO 8601, one of Orders.yaml as seconds, each
/// with its own file's keys and headers; Common.yaml's models keep their own keys in both.
final class SplitServiceWireTests: WireTestCase {
    /// 2024-05-01T10:00:00Z.
    private let mayDay = Date(timeIntervalSince1970: 1_714_557_600)
    private let tea = OrderLine(sku: "tea", quantity: 2, unitPrice: Money(amount: 450, currency: "EUR"))

    func testShopYAMLsRequestCodesDatesAsISO8601() async throws {
        server = try await .start { _ in
            .json(#"[{"id": "p1", "name": "Tea", "price": {"amount": 450, "currency": "EUR"}, "listedAt": "#
                  + #""2024-05-01T10:00:00Z"}]"#)
        }
        let products = try await networker().send(ListProductsRequest(listedSince: mayDay))
        XCTAssertEqual(products,
                       [Product(id: "p1", name: "Tea", price: Money(amount: 450, currency: "EUR"), listedAt: mayDay)])
        let receivedRequest = await server.onlyRequest
        let received = try XCTUnwrap(receivedRequest)
        XCTAssertEqual(received.target, "/products?listedSince=2024-05-01T10%3A00%3A00Z")
        XCTAssertEqual(received.headers["accept"], "application/json")
        XCTAssertNil(received.headers["x-orders-version"], "Orders.yaml's headers are its own")
        XCTAssertEqual(Shop.baseURL, URL(string: "https://shop.example/v1"), "the service's one namespace")
    }

    func testOrdersYAMLsRequestCodesDatesAsSecondsWithItsOwnKeysAndHeaders() async throws {
        server = try await .start { _ in
            .json(#"{"id": "o1", "status": "open", "lines": [{"sku": "tea", "quantity": 2, "unitPrice": {"amount": "#
                  + #"450, "currency": "EUR"}}], "placed_at": 1714557600}"#)
        }
        let order = try await networker()
            .send(PlaceOrderRequest(newOrder: NewOrder(lines: [tea], deliverAfter: mayDay)))
        XCTAssertEqual(order, Order(id: "o1", status: .open, lines: [tea], placedAt: mayDay))
        let receivedRequest = await server.onlyRequest
        let received = try XCTUnwrap(receivedRequest)
        XCTAssertEqual(received.headers["x-orders-version"], "2")
        XCTAssertNotEqual(received.headers["accept"], "application/json",
                          "Shop.yaml's headers are its own (curl sends */*)")
        let sent = try XCTUnwrap(try JSONSerialization.jsonObject(with: received.body) as? [String: Any])
        XCTAssertEqual(sent["deliver_after"] as? Double, 1_714_557_600, "seconds, under Orders.yaml's snake_case key")
        let line = try XCTUnwrap((sent["lines"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(line.keys), ["sku", "quantity", "unitPrice"], "Common.yaml's model keeps its own keys")

        _ = try? await networker().send(ListOrdersRequest(placedSince: mayDay))
        let targets = await server.requests.map(\.target)
        XCTAssertEqual(targets.last, "/orders?placedSince=1714557600")
    }

    func testOneMockAnswersForEveryFileWithEachFilesDates() async throws {
        let mock = MockShopNetworker()
        let product = try await mock.send(GetProductRequest(id: "p1"))
        XCTAssertEqual(product.listedAt, mayDay, "Shop.yaml's example, read as ISO 8601")
        let order = try await mock.send(GetOrderRequest(id: "o1"))
        XCTAssertEqual(order.placedAt, mayDay, "Orders.yaml's example, read as seconds")
        XCTAssertEqual(order.status, .shipped)

        mock.placeOrder.returns(Order(id: "o2", status: .open, lines: [tea], placedAt: mayDay))
        let placed = try await mock.send(PlaceOrderRequest(newOrder: NewOrder(lines: [tea])))
        XCTAssertEqual(placed.id, "o2")
        XCTAssertEqual(mock.placeOrder.requests.map(\.newOrder.lines), [[tea]])

        // `reset` is a member of every mock, and Orders.yaml's `reset_endpoint` took `resetEndpoint` first.
        mock.resetEndpoint2.returns(())
        mock.resetEndpoint.returns(())
        try await mock.send(ResetRequest())
        try await mock.send(ResetEndpointRequest())
        try await mock.send(ResetEndpointRequest())
        XCTAssertEqual(mock.resetEndpoint2.callCount, 1)
        XCTAssertEqual(mock.resetEndpoint.callCount, 2)
    }
}
