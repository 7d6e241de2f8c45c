import ExampleAPI
import ExampleAPIMocks
import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

/// A generated mock throws exactly what a `Networker` throws for the same answer, so code tested with a mock
/// behaves as it will in the app.
final class MockLikeTheNetworkTests: XCTestCase {
    private var server: TestServer!

    override func tearDown() async throws {
        await server?.stop()
        server = nil
    }

    /// The error a real networker throws when the server answers `status` with `body`, and the mock's for the same.
    private func both(status: Int, body: String, headers: [String: String] = [:]) async throws
        -> (network: NetworkingError, mock: NetworkingError) {
        server = try await .start { _ in StubResponse(status: status, headers: headers, body: Data(body.utf8)) }
        let base = server.baseURL.appendingPathComponent("api/v1")
        let networker = Networker(baseURL: base, configuration: TestEnvironment.makeConfiguration())
        let mock = MockDeliveryNetworker(baseURL: base)
        mock.getDeliveryMethod.respond(statusCode: status, body: body, headers: headers)
        let request = GetDeliveryMethodRequest(id: 7)
        func error(_ networking: any Networking) async throws -> NetworkingError {
            do {
                _ = try await networking.send(request)
            } catch let error as NetworkingError {
                return error
            }
            XCTFail("expected an error")
            throw CancellationError()
        }
        return (try await error(networker), try await error(mock))
    }

    func testANon2xxAnswerThrowsWhatTheNetworkerThrows() async throws {
        let (network, mock) = try await both(status: 404, body: #"{"message": "no such method"}"#,
                                             headers: ["X-Trace": "t1"])
        XCTAssertEqual(mock.reason, .status(404))
        XCTAssertEqual(mock.reason, network.reason)
        XCTAssertEqual(mock.method, network.method)
        XCTAssertEqual(mock.url, network.url)
        XCTAssertEqual(mock.response?.value, network.response?.value)
        XCTAssertEqual(mock.response?.value(forHTTPHeaderField: "x-trace"), "t1")
        XCTAssertEqual(mock.localizedDescription, network.localizedDescription)
    }

    func testA2xxBodyThatDoesNotDecodeThrowsWhatTheNetworkerThrows() async throws {
        let (network, mock) = try await both(status: 200, body: #"{"id": "seven"}"#)
        XCTAssertEqual(mock.reason, network.reason)
        guard case .decoding(let codingPath, _) = mock.reason else { return XCTFail("\(mock)") }
        XCTAssertEqual(codingPath, "id")
        XCTAssertEqual(mock.localizedDescription, network.localizedDescription)
    }

    func testTypedValuesWithAnErrorStatusThrowToo() async throws {
        let mock = MockDeliveryNetworker()
        let method = DeliveryMethod(id: 1, name: "Courier", kind: .courier, price: 9.5, currency: "EUR")
        mock.getDeliveryMethod.returns(method, statusCode: 500, headers: ["Retry-After": "3"])
        do {
            _ = try await mock.send(GetDeliveryMethodRequest(id: 1))
            XCTFail("a 500 throws, as from a server")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(500))
            XCTAssertEqual(error.url?.absoluteString, "https://mock.invalid/delivery-methods/1")
            XCTAssertEqual(error.response?.value(forHTTPHeaderField: "Retry-After"), "3")
            // DeliveryMethod only arrives in responses, so it is Decodable only: there is no JSON to send for it
            // (`respond(statusCode:body:)` gives an error status a body).
            XCTAssertEqual(error.response?.value, Data(), "a type that can't encode leaves the body empty")
        }
        mock.getDeliveryMethod.handleResponse { _ in HTTPResponse(value: method, statusCode: 503) }
        do {
            _ = try await mock.send(GetDeliveryMethodRequest(id: 1))
            XCTFail("a 503 throws")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(503))
        }
        XCTAssertEqual(mock.getDeliveryMethod.callCount, 2)
    }

    func testATransportFailureNamesTheRequest() async throws {
        let mock = MockXenoCantoNetworker(baseURL: XenoCanto.baseURL)
        mock.searchRecordings.fails(with: URLError(.notConnectedToInternet))
        do {
            _ = try await mock.send(SearchRecordingsRequest(query: "owl", page: 2))
            XCTFail("offline")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .transport(URLError(.notConnectedToInternet)))
            XCTAssertEqual(error.localizedDescription,
                           "GET https://xeno-canto.org/api/2/recordings?query=owl&page=2: not connected to the "
                               + "internet (URLError -1009)")
        }
    }

    @MainActor
    func testAControllerFailsThroughTheMockAsThroughTheNetwork() async throws {
        let mock = MockDeliveryNetworker()
        mock.listDeliveryMethods.respond(statusCode: 503, body: "busy")
        let controller = ListDeliveryMethodsController(networking: mock, country: "NL")
        do {
            try await controller.reload()
            XCTFail("the page fails")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(503))
        }
        XCTAssertEqual((controller.state.error as? NetworkingError)?.statusCode, 503)
        mock.listDeliveryMethods.returns([])
        try await controller.loadMore()
        XCTAssertEqual(controller.objects, [])
    }

    func testUnstubbedAndUnknownRequestsStillNameTheEndpointAndService() async throws {
        let mock = MockKodecoNetworker()
        do {
            _ = try await mock.send(DownloadImageRequest(name: "owl.png"))
            XCTFail("not stubbed")
        } catch let error as MockNetworkingError {
            XCTAssertTrue(error.localizedDescription.contains("endpoint 'downloadImage'"), error.localizedDescription)
        }
        do {
            _ = try await mock.send(GetDeliveryMethodRequest(id: 1))
            XCTFail("another service's request")
        } catch let error as MockNetworkingError {
            XCTAssertEqual(error.localizedDescription.hasPrefix("the Kodeco mock has no endpoint for this request"),
                           true)
        }
    }
}
