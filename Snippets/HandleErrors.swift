// Every failure is a `NetworkingError` naming the request; a status error keeps its response and the endpoint's
// decoded error body. A delegate decides about retries.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SpecgenRuntime

struct Problem: Decodable, Sendable {
    var title: String
}

struct DeleteOwlRequest: Request {
    typealias Response = Void
    var id: Int
    var method: HTTPMethod { .delete }
    var path: String { "/owls/\(id)" }
    func decodeErrorBody(_ response: HTTPResponse<Data>, decoder: JSONDecoder) -> (any Sendable)? {
        try? decoder.decode(Problem.self, from: response.value)
    }
}

/// Retries what a `RetryPolicy` says is worth another attempt: idempotent methods after a 429, a 503 or a lost
/// connection, with backoff, honouring `Retry-After`.
final class RetryingDelegate: NetworkingDelegate {
    let policy = RetryPolicy(maxAttempts: 4)

    func networking(_ networking: any Networking, retry request: URLRequest, failedWith error: NetworkingError,
                    attempt: Int) async throws -> RetryDecision {
        policy.decision(for: request, error: error, attempt: attempt)
    }
}

// snippet.hide
func delete() async {
// snippet.show
let networker = Networker(baseURL: URL(string: "https://owls.example")!, delegate: RetryingDelegate())
do {
    try await networker.send(DeleteOwlRequest(id: 7))
} catch let error as NetworkingError {
    switch error.reason {
    case .status(404): print("already gone")
    case .status: print(error.errorBody(as: Problem.self)?.title ?? "status \(error.statusCode ?? 0)")
    case .transport(let urlError): print("no connection: \(urlError.code)")
    case .cancelled: break
    default: print(error)                     // decoding, an invalid URL, a body too large, …
    }
} catch {
    print(error)                              // thrown by a delegate hook of your own
}
// snippet.hide
}
