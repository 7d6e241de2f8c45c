import Foundation
import SpecgenRuntime
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

    /// A fresh ephemeral session configuration without proxies; a request that hangs fails after 20 s (no data
    /// for 20 s, or 60 s in all) instead of blocking the suite.
    public static func makeConfiguration(requestTimeout: TimeInterval = 20, resourceTimeout: TimeInterval = 60)
        -> URLSessionConfiguration {
        bypassProxies()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = resourceTimeout
        configuration.connectionProxyDictionary = [:]
        return configuration
    }
}

/// A one-shot signal tests and server handlers wait on instead of sleeping.
public final class Signal: Sendable {
    public init() {}

    private struct State {
        var fired = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    /// Wakes every current and future waiter.
    public func fire() {
        let waiters = state.withLock { state in
            state.fired = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Whether ``fire()`` was called.
    public var isFired: Bool { state.withLock { $0.fired } }

    /// Returns once ``fire()`` was called.
    public func wait() async {
        await withCheckedContinuation { continuation in
            let fired = state.withLock { state in
                if !state.fired { state.waiters.append(continuation) }
                return state.fired
            }
            if fired { continuation.resume() }
        }
    }
}
