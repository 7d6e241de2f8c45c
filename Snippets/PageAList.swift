// A paged list as a controller: subclass a paging base, override the one method that loads a page, and let the base
// keep the objects, the state and what happens under pressure.
import Foundation
import SpecgenRuntime

struct Recording: Decodable, Sendable {
    var id: String
}

struct RecordingsPage: Decodable, Sendable {
    var numPages: Int
    var recordings: [Recording]
}

struct SearchRecordingsRequest: Request {
    typealias Response = RecordingsPage
    var query: String
    var page: Int
    var path: String { "/recordings" }
    var queryItems: [URLQueryItem] {
        [URLQueryItem(name: "query", value: query), URLQueryItem(name: "page", value: String(page))]
    }
}

/// What gen writes for an endpoint with `paging: { style: page, … }`.
final class SearchRecordingsController: PageBasedObjectsController<Recording> {
    let networking: any Networking
    let query: String

    init(networking: any Networking, query: String) {
        self.networking = networking
        self.query = query
        super.init(firstPage: 1, pageSize: nil)
    }

    override func loadPage(_ page: Int, size: Int?) async throws -> NumberedPage<Recording> {
        let response = try await networking.send(SearchRecordingsRequest(query: query, page: page))
        return NumberedPage(items: response.recordings, pageCount: response.numPages)
    }
}

// snippet.hide
@MainActor
func show(networker: Networker) async throws {
// snippet.show
let controller = SearchRecordingsController(networking: networker, query: "owl")
controller.onChange = { change in
    if case .appended(let rows) = change.objects { print("rows \(rows) arrived") }
}
try await controller.reload()                 // the first page
while controller.hasMore {
    try await controller.loadMore()           // the next, appended to `objects`
}
print(controller.objects.count, controller.state)
// snippet.hide
}
