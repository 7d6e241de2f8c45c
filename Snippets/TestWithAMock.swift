// Mocks answer like the network: set what an endpoint answers, run the code under test, check what it received.
// gen writes a `Mock<Service>Networker` with a `MockEndpoint` per endpoint.
// snippet.hide
import Foundation
@_spi(Generated) import SpecgenRuntime

struct Owl: Codable, Sendable, Equatable {
    var name: String
}

struct GetOwlRequest: Request {
    typealias Response = Owl
    var id: Int
    var path: String { "/owls/\(id)" }
}

/// What gen writes for a service (here by hand, as generated code does): an endpoint per request type.
final class MockOwlsNetworker: Networking {
    private let endpoints = MockEndpoints(service: "Owls")
    let getOwl: MockEndpoint<GetOwlRequest>

    init() {
        getOwl = endpoints.add(MockEndpoint(name: "getOwl"))
    }

    func response<R: Request>(for request: R) async throws -> HTTPResponse<R.Response> {
        try await endpoints.response(for: request)
    }
}

func test() async throws {
// snippet.show
let mock = MockOwlsNetworker()
mock.getOwl.returns(Owl(name: "Tyto"))                               // every call gets this value
let owl = try await mock.send(GetOwlRequest(id: 7))
assert(owl == Owl(name: "Tyto") && mock.getOwl.requests.map(\.id) == [7])

mock.getOwl.respond(statusCode: 404, body: #"{"title": "No such owl"}"#)  // as a server would
do {
    _ = try await mock.send(GetOwlRequest(id: 8))
} catch let error as NetworkingError {
    assert(error.statusCode == 404)                                      // what a Networker throws
}
mock.getOwl.handle { request in Owl(name: "Owl \(request.id)") }     // or compute the answer
// snippet.hide
}
