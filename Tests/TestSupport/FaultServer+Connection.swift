import Foundation
import SpecgenRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FaultServer {
    /// Reads one request, runs its script, closes the connection.
    func serve(_ connection: Int32) {
        defer {
            state.withLock {
                _ = $0.connections.remove(connection)
                $0.closedAt.append(.now)
            }
            close(connection)
        }
        guard let request = readRequest(connection) else { return }
        for step in script(request) {
            guard !isStopped else { return }
            switch step {
            case .write(let data):
                guard write(data, to: connection) else { return }
            case .pause(let milliseconds):
                wait(milliseconds: milliseconds, on: connection)
            case .stall:
                wait(milliseconds: nil, on: connection)
                return
            case .close:
                return
            case .call(let body):
                body()
            case .flood(let data, let milliseconds):
                guard flood(data, for: milliseconds, on: connection) else { return }
            }
        }
    }

    private func readRequest(_ connection: Int32) -> Request? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        var contentLength = 0
        while true {
            if headEnd == nil, let range = bytes.firstRange(of: separator) {
                headEnd = range.upperBound
                contentLength = Self.contentLength(in: bytes[..<range.lowerBound])
            }
            if let headEnd, bytes.count >= headEnd + contentLength { break }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0, bytes.count < 1 << 24 else { return nil }
            bytes.append(contentsOf: buffer[..<count])
        }
        guard let headEnd else { return nil }
        let head = String(decoding: bytes[..<(headEnd - 4)], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        return state.withLock { state in
            let request = Request(
                index: state.requests.count, method: String(requestLine[0]), target: String(requestLine[1]),
                headers: headers, body: Data(bytes[headEnd..<(headEnd + contentLength)]))
            state.requests.append(request)
            return request
        }
    }

    private static func contentLength(in head: ArraySlice<UInt8>) -> Int {
        for line in String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                return Int(parts[1].trimmingCharacters(in: .whitespaces)) ?? 0
            }
        }
        return 0
    }

    private func write(_ data: Data, to connection: Int32) -> Bool {
        var offset = 0
        while offset < data.count {
            let sent = data.withUnsafeBytes { raw in
                #if os(Linux)
                send(connection, raw.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL))
                #else
                send(connection, raw.baseAddress! + offset, data.count - offset, 0)
                #endif
            }
            guard sent > 0 else { return false }
            offset += sent
            state.withLock { $0.written += sent }
        }
        return true
    }

    /// Writes `data` over and over for `milliseconds`, waiting at most what is left of that time for the client to
    /// take each piece; false when the connection broke.
    private func flood(_ data: Data, for milliseconds: Int, on connection: Int32) -> Bool {
        let end = ContinuousClock.now + .milliseconds(milliseconds)
        var offset = 0
        while !isStopped {
            let left = end - .now
            guard left > .zero else { return true }
            var poller = pollfd(fd: connection, events: Int16(POLLOUT), revents: 0)
            let millisecondsLeft = Int32(clamping: Int(left / .milliseconds(1)))
            guard poll(&poller, 1, max(1, millisecondsLeft)) > 0 else { continue }
            if poller.revents & Int16(POLLERR | POLLHUP) != 0 { return false }
            let sent = data.withUnsafeBytes { raw in
                #if os(Linux)
                send(connection, raw.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
                #else
                send(connection, raw.baseAddress! + offset, data.count - offset, MSG_DONTWAIT)
                #endif
            }
            if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK { continue }
            guard sent > 0 else { return false }
            state.withLock { $0.written += sent }
            offset = (offset + sent) % data.count
        }
        return true
    }

    /// Waits `milliseconds` (nil: until the peer closes), ending early when the server stops or the peer closes.
    private func wait(milliseconds: Int?, on connection: Int32) {
        var remaining = milliseconds ?? Int.max
        var buffer = [UInt8](repeating: 0, count: 4096)
        while remaining > 0, !isStopped {
            let slice = min(remaining, 50)
            var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, Int32(slice)) > 0 {
                // The client sent more (ignored) or closed the connection.
                if recv(connection, &buffer, buffer.count, 0) <= 0 { return }
            }
            if milliseconds != nil { remaining -= slice }
        }
    }
}

extension FaultServer.Step {
    /// A status line and headers, ending the head. `contentLength` nil leaves the length out (add
    /// `Transfer-Encoding: chunked` or close the connection to end the body). Always `Connection: close`.
    public static func head(status: Int = 200, headers: [String: String] = [:], contentLength: Int?) -> Self {
        var text = "HTTP/1.1 \(status) Status\r\nConnection: close\r\n"
        if let contentLength { text += "Content-Length: \(contentLength)\r\n" }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        return .write(Data((text + "\r\n").utf8))
    }

    /// One piece of a chunked body (`Transfer-Encoding: chunked`); an empty one ends the body.
    public static func chunk(_ data: Data) -> Self {
        .write(Data(String(data.count, radix: 16).utf8) + Data("\r\n".utf8) + data + Data("\r\n".utf8))
    }
}

extension Array where Element == FaultServer.Step {
    /// A whole response: head with the body's length, then the body.
    public static func response(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) -> Self {
        [.head(status: status, headers: headers, contentLength: body.count), .write(body)]
    }

    /// A whole JSON response.
    public static func json(_ text: String, status: Int = 200) -> Self {
        response(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }
}
