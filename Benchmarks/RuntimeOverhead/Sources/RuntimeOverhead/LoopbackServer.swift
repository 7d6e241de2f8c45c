import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal keep-alive HTTP/1.1 server on 127.0.0.1 that answers every request with the same prebuilt
/// response, written in one `write` with `TCP_NODELAY` set. (FlyingFox writes header and body separately,
/// which with Nagle + delayed ACK costs ~40 ms per response once the body exceeds a segment: that would drown
/// the client-side cost this benchmark measures.) One thread per connection.
final class LoopbackServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let response: [UInt8]

    init(body: Data, contentType: String = "application/json") throws {
        let header = "HTTP/1.1 200 OK\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n\r\n"
        response = Array(header.utf8) + Array(body)
        #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard listener >= 0 else { throw POSIXError(.EIO) }
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

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            var one: Int32 = 1
            setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            Thread { [self] in serve(client) }.start()
        }
    }

    /// Reads requests (GET, no body) up to the blank line and answers each; closes when the client does.
    private func serve(_ client: Int32) {
        defer { close(client) }
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var pending: [UInt8] = []
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { return }
            pending.append(contentsOf: buffer[0..<count])
            while let range = firstRange(of: end, in: pending) {
                pending.removeSubrange(0..<range.upperBound)
                var written = 0
                while written < response.count {
                    let n = response[written...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
                    guard n > 0 else { return }
                    written += n
                }
            }
        }
    }

    private func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
            where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start..<start + needle.count
        }
        return nil
    }
}
