import Foundation
@_spi(Generated) import SpecgenRuntime
import XCTest

private struct Problem: Decodable, Sendable, Equatable {
    var title: String
}

/// A request with an error model, as generated requests with typed error bodies will be.
private struct OwlRequest: Request {
    typealias Response = Item
    var id: Int
    var path: String { "/owls/\(id)" }

    func decodeErrorBody(_ response: HTTPResponse<Data>, decoder: JSONDecoder) -> (any Sendable)? {
        try? decoder.decode(Problem.self, from: response.value)
    }
}

/// The registry generated mocks are built on: one lookup by request type, next pages to their base request's
/// endpoint, answers handled as a networker handles responses.
final class MockEndpointsTests: XCTestCase {
    private func registry() -> (MockEndpoints, MockEndpoint<OwlRequest>, MockEndpoint<Get<[Item]>>) {
        let endpoints = MockEndpoints(service: "Owls", baseURL: URL(string: "https://owls.example/api")!)
        let owl = endpoints.add(MockEndpoint<OwlRequest>(name: "getOwl"))
        let list = endpoints.add(MockEndpoint<Get<[Item]>>(name: "listOwls",
                                                           exampleJSON: #"[{"id": 1, "name": "tawny"}]"#))
        return (endpoints, owl, list)
    }

    func testRoutesByRequestTypeAndNextPagesToTheirBase() async throws {
        let (endpoints, owl, list) = registry()
        owl.handle { Item(id: $0.id, name: "owl \($0.id)") }
        let item = try await endpoints.response(for: OwlRequest(id: 3))
        XCTAssertEqual(item.value, Item(id: 3, name: "owl 3"))
        XCTAssertEqual(item.url?.absoluteString, "https://owls.example/api/owls/3")

        let first = try await endpoints.response(for: Get<[Item]>(path: "/owls"))
        XCTAssertEqual(first.value, [Item(id: 1, name: "tawny")], "the example, decoded")
        let next = URL(string: "https://owls.example/api/owls?page=2")!
        _ = try await endpoints.response(for: NextPageRequest(Get<[Item]>(path: "/owls"), url: next))
        XCTAssertEqual(list.pageURLs, [nil, next])
        XCTAssertEqual(list.requests.map(\.path), ["/owls", "/owls"])
        XCTAssertEqual(owl.callCount, 1)

        endpoints.reset()
        XCTAssertEqual(owl.callCount + list.callCount, 0)
        do {
            _ = try await endpoints.response(for: OwlRequest(id: 3))
            XCTFail("the handler is gone")
        } catch MockNetworkingError.notStubbed(let endpoint, _) {
            XCTAssertEqual(endpoint, "getOwl")
        }
        do {
            _ = try await endpoints.response(for: RawRequest(path: "/x"))
            XCTFail("no endpoint for RawRequest")
        } catch MockNetworkingError.unexpectedRequest(let service, _) {
            XCTAssertEqual(service, "Owls")
        }
    }

    func testAnErrorStatusCarriesTheDecodedErrorBody() async throws {
        let (endpoints, owl, _) = registry()
        owl.respond(statusCode: 404, body: #"{"title": "No such owl"}"#)
        do {
            _ = try await endpoints.response(for: OwlRequest(id: 9))
            XCTFail("404")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(404))
            XCTAssertEqual(error.errorBody(as: Problem.self), Problem(title: "No such owl"))
            XCTAssertEqual(error.url?.absoluteString, "https://owls.example/api/owls/9")
        }
    }

    func testATypedValueWithAnErrorStatusIsTheBodyWhenItEncodes() async throws {
        let (endpoints, owl, _) = registry()
        owl.returns(Item(id: 9, name: "gone"), statusCode: 410)
        do {
            _ = try await endpoints.response(for: OwlRequest(id: 9))
            XCTFail("410")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(410))
            let body = try XCTUnwrap(error.response?.value)
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: body) as? [String: Any])
            XCTAssertEqual(json["id"] as? Int, 9, "the value is the body, as JSON")
            XCTAssertEqual(json["name"] as? String, "gone")
        }
    }

    func testAnURLANetworkerCannotBuildFailsAsItWouldThere() async throws {
        let (endpoints, _, list) = registry()
        var request = Get<[Item]>()
        request.absoluteURL = URL(string: "mailto:owl@example.com")
        do {
            _ = try await endpoints.response(for: request)
            XCTFail("not an HTTP URL")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .invalidURL("mailto:owl@example.com"))
        }
        XCTAssertEqual(list.callCount, 0, "a networker sends nothing either")
    }
}
