import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SpecgenRuntime

// Usage: StreamingBenchmark [events-memory] [download-memory] [upload-memory] [cancel] [throughput] [holdback]
// (all of them when none is named); also `suspend-probe` (it can crash FoundationNetworking on Linux), `parse`
// (no network), and `runtime-only` / `baseline-only` (one arm of the throughput comparison, for a profiler).

for name in ["no_proxy", "NO_PROXY"] { setenv(name, "127.0.0.1,localhost", 1) }

func configuration() -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.connectionProxyDictionary = [:]
    configuration.timeoutIntervalForRequest = 30
    return configuration
}

let server = try StreamServer()
let networker = Networker(baseURL: server.baseURL, configuration: configuration())
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("StreamingBenchmark-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

let all = ["events-memory", "download-memory", "upload-memory", "cancel", "throughput", "holdback"]
let chosen = CommandLine.arguments.count > 1 ? Array(CommandLine.arguments.dropFirst()) : all

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

for scenario in chosen {
    switch scenario {
    case "events-memory":
        var count = 0
        for try await _ in networker.stream(TokenStream(count: 10_000)) { count += 1 }   // warm-up
        var growths: [Int] = []
        for _ in 0..<3 {
            growths.append(try await Memory.growth {
                count = 0
                for try await _ in networker.stream(TokenStream(count: 10_000)) { count += 1 }
            })
        }
        print("events-memory: 10,000 events (\(megabytes(StreamServer.events(10_000).count)) of stream), "
              + "\(count) decoded; peak RSS growth per run: \(growths.map(megabytes).joined(separator: ", "))")

    case "download-memory":
        let size = 200 << 20
        _ = try await networker.download(Bytes(count: 1 << 20), to: folder.appendingPathComponent("warm"))
        for run in 1...2 {
            let file = folder.appendingPathComponent("download-\(run)")
            let start = ContinuousClock.now
            let growth = try await Memory.growth {
                _ = try await networker.download(Bytes(count: size), to: file)
            }
            let seconds = milliseconds(ContinuousClock.now - start) / 1000
            let written = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? -1
            print("download-memory: \(megabytes(written)) to a file in \(String(format: "%.2f", seconds)) s; "
                  + "peak RSS growth \(megabytes(growth))")
            try FileManager.default.removeItem(at: file)
        }

    case "upload-memory":
        let file = folder.appendingPathComponent("upload")
        let block = Data(repeating: 0x62, count: 1 << 20)
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        for _ in 0..<200 { try handle.write(contentsOf: block) }
        try handle.close()
        _ = try await networker.send(Upload(body: .data(block)))                               // warm-up
        for run in 1...2 {
            var answer = Data()
            let growth = try await Memory.growth {
                answer = try await networker.send(Upload(body: .file(file)))
            }
            print("upload-memory (.file) run \(run): \(String(decoding: answer, as: UTF8.self)); "
                  + "peak RSS growth \(megabytes(growth))")
        }
        let growth = try await Memory.growth {
            _ = try await networker.send(Upload(body: .data(try Data(contentsOf: file))))
        }
        print("upload-memory (.data of the same file, for reference): peak RSS growth \(megabytes(growth))")

    case "cancel":
        for way in ["task.cancel()", "break"] {
            var latencies: [Double] = []
            for _ in 0..<50 {
                let closed = server.closeTimes.count
                let first = AsyncStream<Void>.makeStream()
                var cancelledAt = ContinuousClock.now
                if way == "break" {
                    for try await _ in networker.stream(OpenStream(path: "/stall")) {
                        cancelledAt = .now
                        break
                    }
                } else {
                    let task = Task {
                        for try await _ in networker.stream(OpenStream(path: "/stall")) { first.continuation.yield() }
                    }
                    for await _ in first.stream { break }
                    cancelledAt = .now
                    task.cancel()
                    _ = await task.result
                }
                while server.closeTimes.count == closed { try await Task.sleep(for: .microseconds(200)) }
                latencies.append(milliseconds(server.closeTimes[closed] - cancelledAt))
            }
            let sorted = latencies.sorted()
            print("cancel (\(way)): cancel to the server seeing the socket close, 50 rounds: median "
                  + String(format: "%.2f ms, p90 %.2f ms, max %.2f ms", median(latencies),
                           sorted[Int(Double(sorted.count) * 0.9)], sorted.last ?? 0))
        }

    case "throughput":
        let count = 200_000
        let url = server.baseURL.appendingPathComponent("events/\(count)")
        var runtime: [Double] = []
        var baseline: [Double] = []
        func timeRuntime() async throws {
            let start = ContinuousClock.now
            var decoded = 0
            for try await _ in networker.stream(TokenStream(count: count)) { decoded += 1 }
            precondition(decoded == count)
            runtime.append(milliseconds(ContinuousClock.now - start))
        }
        func timeBaseline() async throws {
            let start = ContinuousClock.now
            let decoded = try await BaselineEvents.run(url, configuration: configuration())
            precondition(decoded == count)
            baseline.append(milliseconds(ContinuousClock.now - start))
        }
        try await timeRuntime()
        try await timeBaseline()
        runtime = []
        baseline = []
        for round in 0..<9 {
            if round % 2 == 0 {
                try await timeRuntime()
                try await timeBaseline()
            } else {
                try await timeBaseline()
                try await timeRuntime()
            }
        }
        let ratios = zip(runtime, baseline).map { $0 / $1 - 1 }
        let bytes = Double(StreamServer.events(count).count)
        print("throughput: \(count) events (\(megabytes(Int(bytes)))), 9 rounds alternating; median "
              + String(format: "runtime %.0f ms (%.0f events/s), hand-written %.0f ms (%.0f events/s); ",
                       median(runtime), Double(count) / median(runtime) * 1000,
                       median(baseline), Double(count) / median(baseline) * 1000)
              + String(format: "runtime/hand-written - 1: median of rounds %+.1f %%", median(ratios) * 100))

    case "runtime-only":
        // One arm alone, for a profiler: the runtime's stream of 200,000 events, five times.
        for _ in 0..<5 {
            var decoded = 0
            for try await _ in networker.stream(TokenStream(count: 200_000)) { decoded += 1 }
            precondition(decoded == 200_000)
        }

    case "baseline-only":
        // The hand-written arm alone, for a profiler.
        for _ in 0..<5 {
            let decoded = try await BaselineEvents.run(server.baseURL.appendingPathComponent("events/200000"),
                                                       configuration: configuration())
            precondition(decoded == 200_000)
        }

    case "parse":
        // The parsers and decoding alone, on a body in memory (`send`'s path): what a stream costs without the
        // network, against splitting the lines and decoding each `data` by hand.
        let body = StreamServer.events(200_000)
        let decoder = JSONDecoder()
        for _ in 0..<3 {
            let start = ContinuousClock.now
            let tokens = try TokenStream(count: 0).decode(HTTPResponse(value: body), decoder: decoder)
            let parsed = ContinuousClock.now
            var decoded = 0
            for line in body.split(separator: UInt8(ascii: "\n")) where line.starts(with: Array("data: {".utf8)) {
                _ = try decoder.decode(Token.self, from: Data(line.dropFirst(6)))
                decoded += 1
            }
            print("parse: \(tokens.count) tokens through decode(_:decoder:) in "
                  + String(format: "%.0f ms", milliseconds(parsed - start))
                  + "; \(decoded) split and decoded by hand in "
                  + String(format: "%.0f ms", milliseconds(ContinuousClock.now - parsed)))
        }

    case "holdback":
        Memory.resetPeak()
        let before = Memory.resident
        let response = try await networker.streamResponse(for: OpenStream(path: "/flood"))
        var iterator = response.value.makeAsyncIterator()
        _ = try await iterator.next()
        try await Task.sleep(for: .seconds(2.5))
        let written = server.floodedBytes
        var outcome = "the stream went on"
        do {
            while try await iterator.next() != nil {}
        } catch {
            outcome = "\(error)"
        }
        print("holdback: a consumer that stops for 2.5 s after the first event while the server writes as fast "
              + "as it can: the server wrote \(megabytes(written)); "
              + "peak RSS growth \(megabytes(Memory.peak - before)); "
              + "then: \(outcome)")

    case "suspend-probe":
        print(try await SuspendProbe.run(server, requestTimeout: 30))
        print(try await SuspendProbe.run(server, requestTimeout: 0.5))

    default:
        print("unknown scenario \(scenario); known: \(all.joined(separator: " ")) suspend-probe parse runtime-only "
              + "baseline-only")
    }
}
