import Foundation
import SpecgenRuntime

// 100,000 objects in pages of 100 through an in-memory networking: is the time per page flat as the list grows?
// Usage: PagingBenchmark [rounds]   (default 5)

struct Recording: Codable, Sendable, Hashable {
    var id: Int
    var name: String
    var genus: String
}

let total = 100_000
let perPage = 100
let all: [Recording] = (0..<total).map { Recording(id: $0, name: "recording \($0)", genus: "Strix") }

/// `GET /recordings?offset=…&limit=…`, answered from memory.
struct ListRecordingsRequest: Request {
    typealias Response = [Recording]
    var offset: Int
    var limit: Int
}

/// `GET /recordings?page=…`.
struct PageRequest: Request {
    typealias Response = [Recording]
    var page: Int
}

/// `GET /recordings?after=…`, the cursor being the next offset.
struct CursorRequest: Request {
    typealias Response = [Recording]
    var after: String?
}

/// Answers every request at once with a slice of `all` (an O(page) copy, as decoding a page would be).
struct MemoryNetworking: Networking {
    func response<R: Request>(for request: R) async throws -> HTTPResponse<R.Response> {
        let items: [Recording]
        switch request {
        case let request as ListRecordingsRequest:
            items = Array(all[min(request.offset, total)..<min(request.offset + request.limit, total)])
        case let request as PageRequest:
            let start = (request.page - 1) * perPage
            items = Array(all[min(start, total)..<min(start + perPage, total)])
        case let request as CursorRequest:
            let start = request.after.flatMap(Int.init) ?? 0
            items = Array(all[start..<min(start + perPage, total)])
        default:
            throw NetworkingError(.invalidURL("\(request)"), method: "GET", url: nil)
        }
        return HTTPResponse(value: items as! R.Response)
    }
}

final class OffsetController: OffsetBasedObjectsController<Recording> {
    let networking: any Networking
    init(networking: any Networking) {
        self.networking = networking
        super.init(pageSize: perPage, hasTotal: false)
    }
    override func loadObjects(offset: Int, limit: Int) async throws -> OffsetPage<Recording> {
        OffsetPage(items: try await networking.send(ListRecordingsRequest(offset: offset, limit: limit)))
    }
}

final class PagedController: PageBasedObjectsController<Recording> {
    let networking: any Networking
    init(networking: any Networking) {
        self.networking = networking
        super.init(firstPage: 1, pageSize: perPage)
    }
    override func loadPage(_ page: Int, size: Int?) async throws -> NumberedPage<Recording> {
        NumberedPage(items: try await networking.send(PageRequest(page: page)), pageCount: total / perPage)
    }
}

final class TokenController: CursorBasedObjectsController<Recording> {
    let networking: any Networking
    init(networking: any Networking) {
        self.networking = networking
        super.init()
    }
    override func loadPage(after cursor: String?) async throws -> CursorPage<Recording> {
        let items = try await networking.send(CursorRequest(after: cursor))
        let next = (cursor.flatMap(Int.init) ?? 0) + items.count
        return CursorPage(items: items, next: next < total ? String(next) : nil)
    }
}

/// Loads every page and returns the time of each `loadMore()` (the first page by `reload()`), in µs.
@MainActor
func pageTimes(_ controller: AnyObjectsController<Recording>) async throws -> [Double] {
    let clock = ContinuousClock()
    var times: [Double] = []
    let start = clock.now
    try await controller.reload()
    times.append(microseconds(clock.now - start))
    while controller.hasMore {
        let start = clock.now
        try await controller.loadMore()
        times.append(microseconds(clock.now - start))
    }
    precondition(controller.objects.count == total && controller.objects.last?.id == total - 1)
    return times
}

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

func median(_ values: some Collection<Double>) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2]
        : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double) -> String { String(format: "%.1f", value) }

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 5
let networking = MemoryNetworking()

/// An observer as a table view would have: it reads the state and the count on every change.
@MainActor
func attachReader(_ controller: AnyObjectsController<Recording>) {
    var seen = 0
    controller.onChange = { change in
        if case .appended(let range) = change.objects { seen += range.count }
        _ = change.state.next
        _ = controller.objects.count
    }
}

/// An observer that keeps its own copy of `objects` (as a state carrying the array would force): every append
/// then copies the whole list. Shown for contrast.
@MainActor
final class SnapshotKeeper {
    var snapshot: [Recording] = []
    func attach(_ controller: AnyObjectsController<Recording>) {
        controller.onChange = { [self] _ in snapshot = controller.objects }
    }
}

let arms: [(String, @MainActor () -> AnyObjectsController<Recording>)] = [
    ("offset (limit+1), reader observer", {
        let controller = OffsetController(networking: networking)
        attachReader(controller)
        return controller
    }),
    ("page number, reader observer", {
        let controller = PagedController(networking: networking)
        attachReader(controller)
        return controller
    }),
    ("cursor token, reader observer", {
        let controller = TokenController(networking: networking)
        attachReader(controller)
        return controller
    }),
    ("offset, observer keeping a copy of objects (contrast)", {
        let controller = OffsetController(networking: networking)
        SnapshotKeeperStore.keeper.attach(controller)
        return controller
    }),
]

@MainActor
enum SnapshotKeeperStore {
    static let keeper = SnapshotKeeper()
}

print("\(total) objects, pages of \(perPage), \(rounds) rounds after a warm-up; µs per page "
      + "(median over rounds of the per-round mean)")
print("| arm | first 100 pages | last 100 pages | last / first | whole list (ms) |")
print("|---|---|---|---|---|")
for (name, make) in arms {
    var firsts: [Double] = []
    var lasts: [Double] = []
    var wholes: [Double] = []
    _ = try await pageTimes(make())  // warm-up, not counted
    for _ in 0..<rounds {
        let controller = make()
        let times = try await pageTimes(controller)
        firsts.append(times.prefix(100).reduce(0, +) / 100)
        lasts.append(times.suffix(100).reduce(0, +) / 100)
        wholes.append(times.reduce(0, +) / 1000)
    }
    let first = median(firsts), last = median(lasts)
    print("| \(name) | \(format(first)) | \(format(last)) | \(String(format: "%.2f", last / first)) "
          + "| \(format(median(wholes))) |")
}
