import Foundation
@_spi(Generated) import SpecgenRuntime
import XCTest

/// An error model, as generated code declares one.
private struct Problem: Codable, Sendable, Equatable {
    var title: String
    var at: Date
}

/// An error value that has no JSON form.
private struct LocalProblem: Sendable, Equatable {
    var code: Int
}

/// A request whose own error decoding would find nothing in an empty body, and dates as seconds.
private struct ProblemRequest: Request {
    typealias Response = Item
    var path: String { "/owls/1" }
    var method: HTTPMethod { .delete }
    var dateCoding: DateCoding? { .seconds }

    func decodeErrorBody(_ response: HTTPResponse<Data>, decoder: JSONDecoder) -> (any Sendable)? {
        try? decoder.decode(Problem.self, from: response.value)
    }
}

/// `fails(statusCode:errorBody:headers:)`: the status error a networker throws, with the typed error body as given.
final class MockTypedErrorTests: XCTestCase {
    /// The `NetworkingError` the call throws; fails the test when it throws none.
    private func failure(of endpoints: MockEndpoints) async throws -> NetworkingError {
        var thrown: (any Error)?
        do {
            _ = try await endpoints.response(for: ProblemRequest())
        } catch {
            thrown = error
        }
        return try XCTUnwrap(thrown as? NetworkingError,
                             "expected a NetworkingError, got \(String(describing: thrown))")
    }

    func testTheErrorCarriesTheValueAndItsJSON() async throws {
        let endpoints = MockEndpoints(service: "Owls", baseURL: URL(string: "https://owls.example")!)
        let endpoint = endpoints.add(MockEndpoint<ProblemRequest>(name: "deleteOwl"))
        let problem = Problem(title: "Gone", at: Date(timeIntervalSince1970: 60))
        endpoint.fails(statusCode: 410, errorBody: problem, headers: ["X-Request-Id": "r1"])
        let error = try await failure(of: endpoints)
        XCTAssertEqual(error.reason, .status(410))
        XCTAssertEqual(error.errorBody(as: Problem.self), problem)
        XCTAssertEqual(error.method, "DELETE")
        XCTAssertEqual(error.url?.absoluteString, "https://owls.example/owls/1")
        let response = try XCTUnwrap(error.response)
        XCTAssertEqual(response.statusCode, 410)
        XCTAssertEqual(response.value(forHTTPHeaderField: "x-request-id"), "r1")
        XCTAssertEqual(response.url?.absoluteString, "https://owls.example/owls/1")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: response.value) as? [String: Any])
        XCTAssertEqual(json["title"] as? String, "Gone")
        XCTAssertEqual(json["at"] as? Int, 60, "dates in the request's coding")
        XCTAssertEqual(endpoint.callCount, 1)
    }

    func testAValueWithoutJSONIsKeptAsItIsWithAnEmptyBody() async throws {
        let endpoints = MockEndpoints(service: "Owls")
        let endpoint = endpoints.add(MockEndpoint<ProblemRequest>(name: "deleteOwl"))
        endpoint.fails(statusCode: 503, errorBody: LocalProblem(code: 7))
        let error = try await failure(of: endpoints)
        XCTAssertEqual(error.reason, .status(503))
        XCTAssertEqual(error.errorBody(as: LocalProblem.self), LocalProblem(code: 7),
                       "not decoded: the request's decoder would give nil")
        XCTAssertNil(error.errorBody(as: Problem.self))
        XCTAssertEqual(error.response?.value, Data())
        XCTAssertEqual(error.response?.headers, [:])
    }
}
