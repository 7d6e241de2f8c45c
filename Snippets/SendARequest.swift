// Describe an endpoint once, as a `Request` tied to its response type, and send it with a `Networker`.
import Foundation
import SpecgenRuntime

struct Recording: Decodable, Sendable {
    var id: String
    var genus: String
}

struct RecordingsPage: Decodable, Sendable {
    var page: Int
    var numPages: Int
    var recordings: [Recording]
}

struct SearchRecordingsRequest: Request {
    typealias Response = RecordingsPage
    var query: String
    var page: Int?

    var path: String { "/recordings" }
    var queryItems: [URLQueryItem] {                  // not yet percent-encoded: the networker encodes them
        [URLQueryItem(name: "query", value: query)] + (page.map { [URLQueryItem(name: "page", value: "\($0)")] } ?? [])
    }
}

// snippet.hide
func search() async throws {
// snippet.show
let networker = Networker(baseURL: URL(string: "https://xeno-canto.org/api/2")!)
let page = try await networker.send(SearchRecordingsRequest(query: "owl"))
print(page.recordings.map(\.genus))

// Status and headers too:
let response = try await networker.response(for: SearchRecordingsRequest(query: "owl", page: 2))
print(response.statusCode, response.value(forHTTPHeaderField: "Content-Type") ?? "")
// snippet.hide
}
