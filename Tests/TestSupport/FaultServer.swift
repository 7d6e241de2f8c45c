import Foundation
import SpecgenRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A raw HTTP/1.1 server on 127.0.0.1 that misbehaves on purpose: it answers each request with a script of
/// steps — bytes to write, pauses, a stall, a close — so tests can cut a body short, trickle it, stall past a
/// timeout or send what no well-behaved server would. One thread per connection; every connection is closed
/// after its script. ``stop()`` ends stalls and pauses at once.
///
/// ```swift
/// let server = try FaultServer.start { request in
///     [.head(status: 200, contentLength: 1000), .write(Data("{\"a\":".utf8)), .close]   // cut mid-body
/// }
/// defer { server.stop() }
/// ```
public final class FaultServer: Sendable {
    /// A request as the server read it.
    public struct Request: Sendable {
        /// 0 for the first request the server received, 1 for the next, …
        public let index: Int
        /// The method token.
        public let method: String
        /// The raw request target (path and query as sent).
        public let target: String
        /// Header fields, names lower-cased.
        public let headers: [String: String]
        /// The body (read by `Content-Length`).
        public let body: Data
    }

    /// One thing the server does on a connection.
    public enum Step: Sendable {
        /// Writes bytes as they are.
        case write(Data)
        /// Waits, then goes on (cut short by ``FaultServer/stop()``).
        case pause(milliseconds: Int)
        /// Sends nothing more and keeps the connection open until the client closes it or the server stops.
        case stall
        /// Closes the connection now (the steps after it are skipped).
        case close
        /// Runs a closure (fires a ``Signal``, say) when the script gets there.
        case call(@Sendable () -> Void)
        /// Writes `data` again and again for `milliseconds`, as fast as the client takes it (a write the client
        /// doesn't take within the time is not waited for): ``bytesWritten`` tells how much it could write.
        case flood(Data, milliseconds: Int)
    }

    /// The steps for a request.
    public typealias Script = @Sendable (Request) -> [Step]

    struct State {
        var stopped = false
        var requests: [Request] = []
        var connections: Set<Int32> = []
        var accepted = 0
        var written = 0
        var closedAt: [ContinuousClock.Instant] = []
    }

    /// `http://127.0.0.1:PORT`.
    public let baseURL: URL
    let listener: Int32
    let script: Script
    let state = Locked<State>(State())

    private init(listener: Int32, port: Int, script: @escaping Script) {
        self.listener = listener
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
        self.script = script
    }

    /// Starts a server on a free port; returns once it listens.
    public static func start(_ script: @escaping Script) throws -> FaultServer {
        TestEnvironment.bypassProxies()
        let (listener, port) = try openListener()
        let server = FaultServer(listener: listener, port: port, script: script)
        let thread = Thread { server.acceptLoop() }
        thread.start()
        return server
    }

    /// Every request received so far, in arrival order.
    public var requests: [Request] { state.withLock { $0.requests } }

    /// How many connections are open right now.
    public var openConnections: Int { state.withLock { $0.connections.count } }

    /// How many connections were accepted in all.
    public var acceptedConnections: Int { state.withLock { $0.accepted } }

    /// How many bytes the server wrote, on every connection, so far.
    public var bytesWritten: Int { state.withLock { $0.written } }

    /// When each connection that ended was closed (by the client or the script), in order.
    public var closeTimes: [ContinuousClock.Instant] { state.withLock { $0.closedAt } }

    /// Stops listening and closes every connection; stalls and pauses end at once.
    public func stop() {
        let connections = state.withLock { state -> Set<Int32> in
            state.stopped = true
            return state.connections
        }
        _ = shutdown(listener, Int32(SHUT_RDWR))
        for connection in connections { _ = shutdown(connection, Int32(SHUT_RDWR)) }
    }

    var isStopped: Bool { state.withLock { $0.stopped } }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                break
            }
            let registered = state.withLock { state -> Bool in
                guard !state.stopped else { return false }
                state.connections.insert(connection)
                state.accepted += 1
                return true
            }
            guard registered else {
                close(connection)
                break
            }
            let thread = Thread { self.serve(connection) }
            thread.start()
        }
        close(listener)
    }

    private static func openListener() throws -> (Int32, Int) {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 256) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }
}
