import Foundation
import SpecgenRuntime
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

// Usage: LoadBenchmark [rounds] [concurrent]            (defaults 10 × 1,000): both arms, each in a process of its own
//        LoadBenchmark raw|networker rounds concurrent   (one arm in this process)
//
// Each arm sends `concurrent` requests at once (a task group) through one session, `rounds` times, after one
// warm-up round, to an in-process keep-alive loopback server answering every request with the same 1,443-byte
// JSON page (10 items), and decodes each answer. It reports the median requests per second over the rounds and
// the process's peak resident memory (VmHWM). Each arm runs in a process of its own so that its peak is its own;
// the driver alternates the order of the arms between two runs of each.

struct Item: Codable, Sendable {
    var id: Int
    var name: String
    var tags: [String]
    var score: Double
    var created: Date
}

struct Page: Codable, Sendable {
    var page: Int
    var items: [Item]
}

struct PageRequest: Request {
    typealias Response = Page
    var index: Int
    var path: String { "/items" }
    var queryItems: [URLQueryItem] { [URLQueryItem(name: "page", value: String(index))] }
    var dateCoding: DateCoding? { .iso8601 }
}

func payload() throws -> Data {
    let items = (0..<10).map { i in
        Item(id: i, name: "Item number \(i) with a name of some length", tags: ["owl", "night", "forest", "tag\(i)"],
             score: Double(i) * 1.5, created: Date(timeIntervalSince1970: 1_562_764_255 + Double(i) * 3600))
    }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(Page(page: 1, items: items))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2]
        : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Peak resident set size of this process, in MB (Linux: VmHWM; elsewhere: getrusage's ru_maxrss).
func peakMemoryMB() -> Double {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
       let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
       let kB = Double(line.split(separator: " ").dropFirst().first ?? "") {
        return kB / 1024
    }
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024              // kB on Linux
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1024 / 1024       // bytes on macOS
    #endif
}

func runArm(_ arm: String, rounds: Int, concurrent: Int) async throws {
    setenv("no_proxy", "127.0.0.1,localhost", 1)
    setenv("NO_PROXY", "127.0.0.1,localhost", 1)
    let body = try payload()
    let server = try LoopbackServer(body: body)
    let base = URL(string: "http://127.0.0.1:\(server.port)")!
    let configuration = URLSessionConfiguration.ephemeral
    configuration.connectionProxyDictionary = [:]
    configuration.timeoutIntervalForRequest = 60
    let session = URLSession(configuration: configuration)
    let networker = Networker(baseURL: base, configuration: configuration)
    let decoder = JSONCoding(dates: .iso8601).makeDecoder()

    @Sendable func raw(_ index: Int) async throws -> Int {
        var components = URLComponents(url: base.appendingPathComponent("items"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "page", value: String(index))]
        let (data, response) = try await session.data(for: URLRequest(url: components.url!))
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return try decoder.decode(Page.self, from: data).items.count
    }
    @Sendable func viaNetworker(_ index: Int) async throws -> Int {
        try await networker.send(PageRequest(index: index)).items.count
    }
    let send = arm == "raw" ? raw : viaNetworker

    func round() async throws -> Double {
        let clock = ContinuousClock()
        var total = 0
        let elapsed = try await clock.measure {
            total = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<concurrent { group.addTask { try await send(index) } }
                return try await group.reduce(0, +)
            }
        }
        precondition(total == 10 * concurrent, "every request completed and decoded")
        return Double(concurrent) / seconds(elapsed)
    }

    _ = try await round()
    var throughputs: [Double] = []
    for _ in 0..<rounds { throughputs.append(try await round()) }
    if arm == "networker" { precondition(networker.tasksInFlight == 0) }
    print(String(format: "%@ %.0f %.0f %.0f %.1f", arm, median(throughputs), throughputs.min()!, throughputs.max()!,
                 peakMemoryMB()))
}

/// Runs one arm in a child process and returns its line: arm, median, min, max req/s, peak MB.
func child(_ arm: String, rounds: Int, concurrent: Int) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).absoluteURL
    process.arguments = [arm, String(rounds), String(concurrent)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { fatalError("\(arm) arm failed") }
    return String(decoding: output, as: UTF8.self).split(separator: " ")
        .map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let arm = arguments.first, ["raw", "networker"].contains(arm) {
    try await runArm(arm, rounds: Int(arguments[1]) ?? 10, concurrent: Int(arguments[2]) ?? 1_000)
    exit(0)
}
let rounds = arguments.first.flatMap { Int($0) } ?? 10
let concurrent = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000
print("\(rounds) rounds × \(concurrent) concurrent GETs per arm and process; \(try payload().count)-byte JSON body")
print("arm        median req/s   min req/s   max req/s   peak RSS MB")
for arm in ["raw", "networker", "networker", "raw"] {
    let fields = try child(arm, rounds: rounds, concurrent: concurrent)
    let widths = [10, 13, 12, 12, 14]
    print(zip(fields, widths).enumerated().map { index, pair in
        let padding = String(repeating: " ", count: max(0, pair.1 - pair.0.count))
        return index == 0 ? pair.0 + padding : padding + pair.0
    }.joined())
}
