import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Process-wide test setup.
public enum TestEnvironment {
    /// An `http_proxy` in the environment applies even to 127.0.0.1 with libcurl: exempt loopback before any
    /// session exists.
    public static func bypassProxies() {
        _ = once
    }

    private static let once: Void = {
        for name in ["no_proxy", "NO_PROXY"] {
            let existing = ProcessInfo.processInfo.environment[name].map { $0.isEmpty ? "" : $0 + "," } ?? ""
            setenv(name, existing + "127.0.0.1,localhost", 1)
        }
    }()

    /// A fresh ephemeral session; a request that hangs fails after 20 s instead of blocking the suite.
    public static func makeSession() -> URLSession {
        bypassProxies()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 20
        configuration.connectionProxyDictionary = [:]
        return URLSession(configuration: configuration)
    }
}

/// A one-shot signal tests and server handlers wait on instead of sleeping.
public final class Signal: @unchecked Sendable {
    public init() {}

    private let lock = NSLock()
    private var fired = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Wakes every current and future waiter.
    public func fire() {
        lock.lock()
        fired = true
        let waiters = self.waiters
        self.waiters = []
        lock.unlock()
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once ``fire()`` was called.
    public func wait() async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if fired {
                lock.unlock()
                continuation.resume()
            } else {
                waiters.append(continuation)
                lock.unlock()
            }
        }
    }
}
