import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A raw-socket HTTP/1.1 server on 127.0.0.1, one request per connection, one thread per connection:
///
/// - `GET /events/N`: N server-sent events then `data: [DONE]` (prebuilt; `Content-Length`), then it waits for the
///   client to close;
/// - `GET /bytes/N`: N bytes with `Content-Length`, in writes of 256 KiB;
/// - `POST /upload`: reads the body (by `Content-Length`) and answers how many bytes came;
/// - `GET /stall`: one event, then waits for the client to close, noting when it did;
/// - `GET /flood`: events as fast as the client takes them for 2 s, counting the bytes written.
final class StreamServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var closes: [ContinuousClock.Instant] = []
    private var flooded = 0
    private var accepted = 0
    private var bodies: [Int: Data] = [:]

    init() throws {
        #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 64) == 0 else { throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in acceptLoop() }.start()
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// When each `/stall` connection was closed by the client, in order.
    var closeTimes: [ContinuousClock.Instant] { lock.withLock { closes } }

    /// The bytes `/flood` wrote so far.
    var floodedBytes: Int { lock.withLock { flooded } }

    /// How many connections the server accepted.
    var acceptedConnections: Int { lock.withLock { accepted } }

    /// The event-stream text of `count` events (`{"id": i, "text": "token i", "logprob": -0.25}`), then `[DONE]`.
    static func events(_ count: Int) -> Data {
        var text = ""
        text.reserveCapacity(count * 80)
        for id in 0..<count {
            text += "id: \(id)\ndata: {\"id\": \(id), \"text\": \"token \(id)\", \"logprob\": -0.25}\n\n"
        }
        return Data((text + "data: [DONE]\n\n").utf8)
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            lock.withLock { accepted += 1 }
            var one: Int32 = 1
            setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            Thread { [self] in serve(client) }.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        guard let (target, contentLength) = readHead(client) else { return }
        let parts = target.split(separator: "/")
        switch (parts.first, parts.count > 1 ? Int(parts[1]) : nil) {
        case ("events", let count?):
            let body = lock.withLock { () -> Data in
                if let body = bodies[count] { return body }
                let body = Self.events(count)
                bodies[count] = body
                return body
            }
            guard send(head(length: body.count, type: "text/event-stream"), to: client),
                  send(body, to: client) else { return }
            waitForClose(client)
        case ("bytes", let count?):
            guard send(head(length: count, type: "application/octet-stream"), to: client) else { return }
            let block = Data(repeating: 0x61, count: 256 << 10)
            var left = count
            while left > 0 {
                guard send(block.prefix(left), to: client) else { return }
                left -= min(left, block.count)
            }
        case ("upload", _):
            var buffer = [UInt8](repeating: 0, count: 256 << 10)
            var left = contentLength
            while left > 0 {
                let count = recv(client, &buffer, min(buffer.count, left), 0)
                guard count > 0 else { return }
                left -= count
            }
            let body = Data("{\"received\": \(contentLength)}".utf8)
            _ = send(head(length: body.count, type: "application/json") + body, to: client)
        case ("stall", _):
            let first = Data("data: {\"id\": 0, \"text\": \"first\", \"logprob\": 0}\n\n".utf8)
            guard send(head(length: nil, type: "text/event-stream"), to: client),
                  send(first, to: client) else { return }
            waitForClose(client)
            lock.withLock { closes.append(.now) }
        case ("flood", _):
            guard send(head(length: nil, type: "text/event-stream"), to: client) else { return }
            flood(client, for: .seconds(2))
        default:
            _ = send(head(length: 0, type: "text/plain", status: "404 Not Found"), to: client)
        }
    }

    private func head(length: Int?, type: String, status: String = "200 OK") -> Data {
        var text = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nConnection: close\r\n"
        if let length { text += "Content-Length: \(length)\r\n" }
        return Data((text + "\r\n").utf8)
    }

    /// The request's target without its leading slash, and its `Content-Length`.
    private func readHead(_ client: Int32) -> (String, Int)? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !bytes.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            // One byte at a time up to the blank line: the body (an upload) is read by the route.
            let count = recv(client, &buffer, 1, 0)
            guard count > 0 else { return nil }
            bytes.append(buffer[0])
        }
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let words = lines[0].split(separator: " ")
        guard words.count >= 2 else { return nil }
        var length = 0
        for line in lines.dropFirst() {
            let pair = line.split(separator: ":", maxSplits: 1)
            if pair.count == 2, pair[0].lowercased() == "content-length" {
                length = Int(pair[1].trimmingCharacters(in: .whitespaces)) ?? 0
            }
        }
        return (String(words[1].dropFirst()), length)
    }

    private func send(_ data: Data, to client: Int32) -> Bool {
        var offset = 0
        while offset < data.count {
            let sent = data.withUnsafeBytes { raw in
                #if os(Linux)
                Glibc.send(client, raw.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(client, raw.baseAddress! + offset, data.count - offset, 0)
                #endif
            }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Returns when the client closed the connection (or after a minute).
    private func waitForClose(_ client: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
        for _ in 0..<60_000 {
            if poll(&poller, 1, 1) > 0, recv(client, &buffer, buffer.count, 0) <= 0 { return }
        }
    }

    /// Writes events as fast as the client takes them for `duration`, without waiting on a write past it.
    private func flood(_ client: Int32, for duration: Duration) {
        let events = Self.events(200).dropLast(Data("data: [DONE]\n\n".utf8).count)
        let end = ContinuousClock.now + duration
        var offset = 0
        while ContinuousClock.now < end {
            var poller = pollfd(fd: client, events: Int16(POLLOUT), revents: 0)
            guard poll(&poller, 1, 10) > 0 else { continue }
            let sent = events.withUnsafeBytes { raw in
                #if os(Linux)
                Glibc.send(client, raw.baseAddress! + offset, events.count - offset, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
                #else
                Darwin.send(client, raw.baseAddress! + offset, events.count - offset, MSG_DONTWAIT)
                #endif
            }
            if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK { continue }
            guard sent > 0 else { return }
            lock.withLock { flooded += sent }
            offset = (offset + sent) % events.count
        }
    }
}
