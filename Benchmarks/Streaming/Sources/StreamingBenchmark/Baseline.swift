import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one would write by hand without the runtime: a data delegate that splits the body into lines, takes the
/// `data: ` lines and JSON-decodes each, until `[DONE]`.
final class BaselineEvents: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let decoder = JSONDecoder()
    private var line: [UInt8] = []
    private var count = 0
    private var done: CheckedContinuation<Int, any Error>?
    private var task: URLSessionTask?
    private static let prefix = Array("data: ".utf8)
    private static let end = Array("[DONE]".utf8)

    /// Streams `url` on a session of its own and returns how many events decoded.
    static func run(_ url: URL, configuration: URLSessionConfiguration) async throws -> Int {
        let delegate = BaselineEvents()
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        return try await withCheckedThrowingContinuation { continuation in
            delegate.done = continuation
            let task = session.dataTask(with: url)
            delegate.task = task
            task.resume()
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var start = 0
            while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
                if line.isEmpty {
                    handle(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
                } else {
                    line.append(contentsOf: bytes[start..<end])
                    let whole = line
                    line.removeAll(keepingCapacity: true)
                    whole.withUnsafeBytes { handle($0) }
                }
                start = end + 1
            }
            line.append(contentsOf: bytes[start...])
        }
    }

    private func handle(_ line: UnsafeRawBufferPointer) {
        guard done != nil, line.starts(with: Self.prefix) else { return }
        let payload = UnsafeRawBufferPointer(rebasing: line[Self.prefix.count...])
        if payload.elementsEqual(Self.end) {
            finish(.success(count))
            task?.cancel()
            return
        }
        do {
            _ = try decoder.decode(Token.self, from: Data(payload))
            count += 1
        } catch {
            finish(.failure(error))
            task?.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        finish(error.map { .failure($0) } ?? .success(count))
    }

    private func finish(_ result: Result<Int, any Error>) {
        done?.resume(with: result)
        done = nil
    }
}
