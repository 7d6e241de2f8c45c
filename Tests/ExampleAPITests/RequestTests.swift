import ExampleAPI
import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// Generated requests build the URLs, headers and bodies the spec describes, checked on the wire against
/// a real HTTP server on 127.0.0.1.
final class RequestTests: XCTestCase {
    private var server: TestServer!

    override func tearDown() async throws {
        await server?.stop()
    }

    private func networker(_ base: String = "/api/2") -> Networker {
        Networker(baseURL: server.baseURL.appendingPathComponent(String(base.dropFirst())),
                  configuration: TestEnvironment.makeConfiguration())
    }

    func testSearchRecordingsGoesOutAsTheSpecSays() async throws {
        server = try await .start { _ in
            .json(#"{"numRecordings": "0", "numSpecies": "0", "page": 2, "numPages": 2, "recordings": []}"#)
        }
        let page = try await networker().send(SearchRecordingsRequest(query: "strix aluco+cnt:france&x=1", page: 2))
        XCTAssertEqual(page.page, 2)
        let received = await server.onlyRequest
        XCTAssertEqual(received?.requestLine,
                       "GET /api/2/recordings?query=strix%20aluco%2Bcnt%3Afrance%26x%3D1&page=2 HTTP/1.1")
        XCTAssertEqual(received?.headers["accept"], "application/json")
    }

    func testOptionalQueryParametersAreLeftOut() async throws {
        server = try await .start { _ in
            .json(#"{"numRecordings": "0", "numSpecies": "0", "page": 1, "numPages": 1, "recordings": []}"#)
        }
        _ = try await networker().send(SearchRecordingsRequest(query: "owl"))
        let received = await server.onlyRequest
        XCTAssertEqual(received?.target, "/api/2/recordings?query=owl")
    }

    func testKodecoListSendsTheConstFilterAndItsOwnAccept() async throws {
        server = try await .start { _ in
            .json(#"{"data": [], "links": {"self": "https://api.kodeco.com/api/contents"}}"#)
        }
        let page = try await networker("/api").send(ListArticlesRequest(pageSize: 5))
        XCTAssertEqual(page.data, [])
        let received = await server.onlyRequest
        XCTAssertEqual(received?.target, "/api/contents?filter%5Bcontent_types%5D%5B%5D=article&page%5Bsize%5D=5")
        XCTAssertEqual(received?.headers["accept"], "application/vnd.api+json")
    }

    func testImageDownloadKeepsTheNameInOneSegmentAndReturnsRawBytes() async throws {
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])
        server = try await .start { _ in StubResponse(headers: ["Content-Type": "image/png"], body: bytes) }
        let data = try await networker("/api").send(DownloadImageRequest(name: "my art/../x?.png"))
        XCTAssertEqual(data, bytes)
        let received = await server.onlyRequest
        XCTAssertEqual(received?.target, "/api/images/my%20art%2F..%2Fx%3F.png")
        XCTAssertEqual(received?.headers["accept"], "image/*", "the endpoint's const Accept replaces the service's")
    }

    func testDeliveryMethodsSendOffsetAndLimitDefaults() async throws {
        server = try await .start { _ in .json("[]") }
        let methods = try await networker("/v1").send(ListDeliveryMethodsRequest(country: "DE"))
        XCTAssertEqual(methods, [])
        let received = await server.onlyRequest
        XCTAssertEqual(received?.target, "/v1/delivery-methods?country=DE&offset=0&limit=20")
    }

    func testABodyIsEncodedWithTheServicesKeysAndDates() async throws {
        server = try await .start { _ in
            .json(#"{"id": 4, "name": "Post", "kind": "post", "price": 2.5, "currency": "EUR"}"#)
        }
        let selection = DeliverySelection(methodID: 4, note: "ring twice",
                                          preferredDate: Date(timeIntervalSince1970: 1_700_000_000))
        let method = try await networker("/v1")
            .send(SelectDeliveryMethodRequest(orderID: "A/7", deliverySelection: selection))
        XCTAssertEqual(method.kind, .post)
        let received = await server.onlyRequest
        XCTAssertEqual(received?.requestLine, "PUT /v1/orders/A%2F7/delivery HTTP/1.1")
        XCTAssertEqual(received?.headers["content-type"], "application/json")
        let body = try XCTUnwrap(
            received.map { try JSONSerialization.jsonObject(with: $0.body) as? [String: Any] } ?? nil)
        XCTAssertEqual(body["method_id"] as? Int, 4)
        XCTAssertEqual(body["note"] as? String, "ring twice")
        XCTAssertEqual(body["preferred_date"] as? String, "2023-11-14T22:13:20Z")
        XCTAssertEqual(body.count, 3)
    }

    func testANilOptionalIsLeftOutOfTheBody() async throws {
        server = try await .start { _ in
            .json(#"{"id": 4, "name": "Post", "kind": "post", "price": 2.5, "currency": "EUR"}"#)
        }
        _ = try await networker("/v1")
            .send(SelectDeliveryMethodRequest(orderID: "1", deliverySelection: DeliverySelection(methodID: 4)))
        let received = await server.onlyRequest
        XCTAssertEqual(received.map { String(decoding: $0.body, as: UTF8.self) }, #"{"method_id":4}"#)
    }

    func testServicesExposeTheirBaseURLs() {
        XCTAssertEqual(XenoCanto.baseURL.absoluteString, "https://xeno-canto.org/api/2")
        XCTAssertEqual(Kodeco.baseURL.absoluteString, "https://api.kodeco.com/api")
        XCTAssertEqual(Delivery.baseURL.absoluteString, "https://shop.example.com/api/v1")
        let request = try? Networker(baseURL: XenoCanto.baseURL)
            .urlRequest(for: SearchRecordingsRequest(query: "owl", page: 3))
        XCTAssertEqual(request?.url?.absoluteString, "https://xeno-canto.org/api/2/recordings?query=owl&page=3")
        XCTAssertEqual(request?.httpMethod, "GET")
    }
}
