import Foundation

/// The endpoints answering whole: what ``Networking``'s own `streamResponse(for:)` streams, for an endpoint without a
/// script.
struct WholeAnswers: Networking {
    let endpoints: MockEndpoints

    func response<R: Request>(for request: R) async throws -> HTTPResponse<R.Response> {
        try await endpoints.response(for: request)
    }
}
