// An `Authorizer` adds the credentials each request takes (its `security`), from schemes known by name; with a
// refresh, a request refused with 401 gets a new token and is sent once more.
import Foundation
import SpecgenRuntime

struct MeRequest: Request {
    typealias Response = Data
    var path: String { "/me" }
    var security: [[String]]? { [["token"], ["key"]] }       // a bearer token, or else an API key
}

// snippet.hide
func signIn(newToken: @escaping @Sendable () async throws -> String) async throws {
// snippet.show
let authorizer = Authorizer(
    schemes: ["token": .bearer, "key": .header("X-API-Key")],
    credentials: ["token": .secret("t0")],
    refresh: { _, _ in .secret(try await newToken()) }
)
let networker = Networker(baseURL: URL(string: "https://api.example")!, delegate: authorizer)
let me = try await networker.send(MeRequest())               // sent with `Authorization: Bearer t0`
authorizer.set(.secret("k1"), for: "key")                    // held for the next requests
print(me.count)
// snippet.hide
}
