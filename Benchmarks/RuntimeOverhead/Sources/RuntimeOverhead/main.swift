import Foundation
import SpecgenRuntime
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

// Usage: RuntimeOverhead [rounds] [requestsPerRound]   (defaults 20 × 100 = 2,000 GETs per arm)
//        RuntimeOverhead raw|networker N              (one arm only, N GETs after 20 warm-up GETs: for callgrind)
// Each round runs one block of raw URLSession+JSONDecoder GETs and one block of Networker.send GETs, in
// alternating order, against the same in-process loopback server and payload, so machine noise hits both.

struct Recording: Codable, Sendable {
    var id: String
    var gen: String
    var sp: String
    var en: String
    var rec: String
    var cnt: String
    var loc: String
    var q: String
    var length: String
    var uploaded: Date
}

struct Page: Codable, Sendable {
    var numRecordings: String
    var page: Int
    var numPages: Int
    var recordings: [Recording]
}

struct SearchRequest: Request {
    typealias Response = Page
    var path: String { "/api/2/recordings" }
    var dateCoding: DateCoding? { .iso8601 }
}

func payload() throws -> Data {
    let recordings = (0..<100).map { i in
        Recording(
            id: String(400_000 + i), gen: "Strix", sp: "aluco", en: "Tawny Owl", rec: "Recordist Number \(i)",
            cnt: "United Kingdom", loc: "Somewhere near a wood, \(i)", q: "A", length: "1:\(10 + i % 50)",
            uploaded: Date(timeIntervalSince1970: 1_562_764_255 + Double(i) * 3600))
    }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(Page(numRecordings: "100", page: 1, numPages: 1, recordings: recordings))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2]
        : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

setenv("no_proxy", "127.0.0.1,localhost", 1)
setenv("NO_PROXY", "127.0.0.1,localhost", 1)
let singleArm = CommandLine.arguments.dropFirst().first.flatMap { ["raw", "networker"].contains($0) ? $0 : nil }
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let rounds = arguments.first ?? 20
let perRound = arguments.dropFirst().first ?? 100

let body = try payload()
let server = try LoopbackServer(body: body)
let base = URL(string: "http://127.0.0.1:\(server.port)")!
let url = base.appendingPathComponent("api/2/recordings")

let configuration = URLSessionConfiguration.ephemeral
configuration.connectionProxyDictionary = [:]
let session = URLSession(configuration: configuration)
// The networker runs its own session (same configuration), with itself as the session's delegate.
let networker = Networker(baseURL: base, configuration: configuration)
let rawDecoder = JSONDecoder()
rawDecoder.dateDecodingStrategy = .iso8601

func raw() async throws -> Int {
    let (data, response) = try await session.data(for: URLRequest(url: url))
    guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else { fatalError("status") }
    return try rawDecoder.decode(Page.self, from: data).recordings.count
}

func viaNetworker() async throws -> Int {
    try await networker.send(SearchRequest()).recordings.count
}

func block(_ body: () async throws -> Int) async throws -> Double {
    let clock = ContinuousClock()
    var checksum = 0
    let elapsed = try await clock.measure {
        for _ in 0..<perRound { checksum += try await body() }
    }
    precondition(checksum == 100 * perRound)
    return seconds(elapsed) / Double(perRound)
}

if let singleArm {
    let count = arguments.first ?? 100
    var total = 0
    for _ in 0..<20 { total += singleArm == "raw" ? try await raw() : try await viaNetworker() }
    for _ in 0..<count { total += singleArm == "raw" ? try await raw() : try await viaNetworker() }
    print("\(singleArm): \(count) GETs after 20 warm-up, \(total) recordings decoded")
    exit(0)
}

print("payload \(body.count) bytes, \(rounds) rounds × \(perRound) GETs per arm")
// Warm-up: connections, decoders, caches.
_ = try await block(raw)
_ = try await block(viaNetworker)

var rawTimes: [Double] = []
var networkerTimes: [Double] = []
var ratios: [Double] = []
for round in 0..<rounds {
    let r: Double
    let n: Double
    if round % 2 == 0 {
        r = try await block(raw)
        n = try await block(viaNetworker)
    } else {
        n = try await block(viaNetworker)
        r = try await block(raw)
    }
    rawTimes.append(r)
    networkerTimes.append(n)
    ratios.append(n / r)
}
let rawMedian = median(rawTimes) * 1e6
let networkerMedian = median(networkerTimes) * 1e6
print(String(format: "raw URLSession + JSONDecoder: median %.1f µs/request", rawMedian))
print(String(format: "Networker.send:               median %.1f µs/request", networkerMedian))
print(String(format: "overhead: median of per-round ratios %+.1f %% (min %+.1f %%, max %+.1f %%)",
    (median(ratios) - 1) * 100, (ratios.min()! - 1) * 100, (ratios.max()! - 1) * 100))
print(String(format: "total: raw %.3f s, Networker %.3f s",
    rawTimes.reduce(0, +) * Double(perRound), networkerTimes.reduce(0, +) * Double(perRound)))

// Decoding alone (no network), to show how much of the difference is date parsing.
let runtimeDecoder = JSONCoding(dates: .iso8601).makeDecoder()
func decodeBlock(_ decoder: JSONDecoder) throws -> Double {
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
        for _ in 0..<(rounds * perRound) { _ = try decoder.decode(Page.self, from: body) }
    }
    return seconds(elapsed) / Double(rounds * perRound) * 1e6
}
_ = try decodeBlock(rawDecoder)
print(String(format: "decode only: JSONDecoder .iso8601 %.1f µs, DateCoding.iso8601 %.1f µs",
    try decodeBlock(rawDecoder), try decodeBlock(runtimeDecoder)))

// The networker's own per-request work without I/O: building the URLRequest (URL, query encoding, headers).
let buildCount = rounds * perRound
let buildClock = ContinuousClock()
var sink = 0
let plainBuild = buildClock.measure {
    for _ in 0..<buildCount { sink &+= URLRequest(url: url).url!.absoluteString.utf8.count }
}
let networkerBuild = try buildClock.measure {
    for _ in 0..<buildCount { sink &+= try networker.urlRequest(for: SearchRequest()).url!.absoluteString.utf8.count }
}
print(String(format: "build URLRequest: plain %.2f µs, Networker.urlRequest(for:) %.2f µs (checksum %d)",
    seconds(plainBuild) / Double(buildCount) * 1e6, seconds(networkerBuild) / Double(buildCount) * 1e6, sink % 10))
