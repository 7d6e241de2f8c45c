import FlyingFox
import Foundation

/// One request exactly as the test server received it.
public struct ReceivedRequest: Sendable {
    /// The raw request line, e.g. `GET /api/2/a%2Fb?q=a%2Bb HTTP/1.1`.
    public let requestLine: String
    /// The method token.
    public let method: String
    /// The raw request target (percent-encoded path and query, as sent).
    public let target: String
    /// Header fields, names lower-cased.
    public let headers: [String: String]
    /// The body bytes.
    public let body: Data
}

/// What the test server answers.
public struct StubResponse: Sendable {
    public var status: Int = 200
    public var headers: [String: String] = [:]
    public var body: Data = Data()

    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> StubResponse {
        StubResponse(status: status, headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a },
                     body: Data(text.utf8))
    }
}

/// An in-process HTTP/1.1 server on 127.0.0.1 (a free port) that records every request and answers with a
/// handler. Start one per test; stop it in tearDown.
public final class TestServer: Sendable {
    public typealias Handler = @Sendable (ReceivedRequest) async -> StubResponse

    /// `http://127.0.0.1:PORT`.
    public let baseURL: URL
    private let server: HTTPServer
    private let runTask: Task<Void, any Error>
    private let log: RequestLog

    private init(baseURL: URL, server: HTTPServer, runTask: Task<Void, any Error>, log: RequestLog) {
        self.baseURL = baseURL
        self.server = server
        self.runTask = runTask
        self.log = log
    }

    /// Starts a server; returns once it listens.
    public static func start(handler: @escaping Handler = { _ in StubResponse() }) async throws -> TestServer {
        TestEnvironment.bypassProxies()
        let log = RequestLog()
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: 0),
            timeout: 30,
            logger: .disabled,
            handler: RecordingHandler(log: log, handler: handler)
        )
        let runTask = Task { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port) = await server.listeningAddress else {
            runTask.cancel()
            throw URLError(.cannotConnectToHost)
        }
        return TestServer(baseURL: URL(string: "http://127.0.0.1:\(port)")!, server: server, runTask: runTask, log: log)
    }

    /// Everything received so far, in arrival order.
    public var requests: [ReceivedRequest] {
        get async { await log.requests }
    }

    /// The one request received; fails the caller's expectations by returning nil if there were none or several.
    public var onlyRequest: ReceivedRequest? {
        get async {
            let all = await requests
            return all.count == 1 ? all[0] : nil
        }
    }

    /// Stops listening and closes connections.
    public func stop() async {
        await server.stop(timeout: 0)
        runTask.cancel()
    }
}

private actor RequestLog {
    var requests: [ReceivedRequest] = []
    func append(_ request: ReceivedRequest) { requests.append(request) }
}

private struct RecordingHandler: HTTPHandler {
    let log: RequestLog
    let handler: TestServer.Handler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        var headers: [String: String] = [:]
        for (name, value) in request.headers {
            let key = name.rawValue.lowercased()
            headers[key] = headers[key].map { $0 + ", " + value } ?? value
        }
        let target = request.target.rawValue
        let received = ReceivedRequest(
            requestLine: "\(request.method.rawValue) \(target) \(request.version.rawValue)",
            method: request.method.rawValue,
            target: target,
            headers: headers,
            body: try await request.bodyData
        )
        await log.append(received)
        let stub = await handler(received)
        var responseHeaders = HTTPHeaders()
        for (name, value) in stub.headers {
            responseHeaders.addValue(value, for: HTTPHeader(name))
        }
        return HTTPResponse(statusCode: HTTPStatusCode(stub.status, phrase: "Test"), headers: responseHeaders,
                            body: stub.body)
    }
}
