import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends ``Request``s to one host over `URLSession`.
///
/// One networker per base URL (per host). A base URL with a path keeps it: base `https://host/api/2` and path
/// `/recordings` give `https://host/api/2/recordings`.
///
/// ```swift
/// let networker = Networker(baseURL: URL(string: "https://xeno-canto.org/api/2")!)
/// let page = try await networker.send(SearchRecordingsRequest(query: "owl"))
/// ```
public final class Networker: Networking {
    /// The URL every relative ``Request/path`` is appended to.
    public let baseURL: URL
    /// The session requests run on.
    public let session: URLSession
    /// The delegate given at init. The networker keeps it (as `URLSession` keeps its delegate), so
    /// `Networker(baseURL: url, delegate: AuthDelegate())` works; a delegate that itself holds the networker
    /// makes a cycle that lives as long as the two are used.
    public let delegate: (any NetworkingDelegate)?
    /// JSON settings for requests that declare no ``Request/dateCoding`` (hand-written ones).
    public let coding: JSONCoding

    private let coders: CoderCache

    /// Creates a networker for one host.
    /// - Parameters:
    ///   - baseURL: The URL relative paths are appended to, e.g. `https://xeno-canto.org/api/2`.
    ///   - session: The session to run on; `.shared` by default.
    ///   - delegate: Hooks for headers, the outgoing `URLRequest` and the raw response; kept by the networker.
    ///   - coding: JSON settings for requests without their own ``Request/dateCoding``.
    public init(
        baseURL: URL,
        session: URLSession = .shared,
        delegate: (any NetworkingDelegate)? = nil,
        coding: JSONCoding = JSONCoding()
    ) {
        self.baseURL = baseURL
        self.session = session
        self.delegate = delegate
        self.coding = coding
        self.coders = CoderCache(defaults: coding)
    }

    /// The `URLRequest` this networker would send for `request`, before the delegate's hooks.
    ///
    /// Throws ``NetworkingError/Reason/invalidURL(_:)`` or ``NetworkingError/Reason/encoding(description:)``.
    public func urlRequest<R: Request>(for request: R) throws -> URLRequest {
        try makeURLRequest(for: request, encoder: coders.coders(for: request.dateCoding).encoder)
    }

    /// Sends `request` and returns the decoded value with the status code and headers.
    ///
    /// Order: build the `URLRequest`; add the delegate's headers under the request's own; let the delegate
    /// prepare it; send it; let the delegate see the response; throw ``NetworkingError/Reason/status(_:)`` for a
    /// non-2xx status; decode with the request's ``Request/decode(_:decoder:)``. Every ``NetworkingError`` is
    /// shown to the delegate's `didFail` before it is thrown.
    public func response<R: Request>(for request: R) async throws -> HTTPResponse<R.Response> {
        let coders = coders.coders(for: request.dateCoding)
        let delegate = self.delegate
        var urlRequest = URLRequest(url: baseURL)
        do {
            urlRequest = try makeURLRequest(for: request, encoder: coders.encoder)
            if let delegate {
                for (name, value) in await delegate.headers(for: self) where urlRequest.value(forHTTPHeaderField: name) == nil {
                    urlRequest.setValue(value, forHTTPHeaderField: name)
                }
                urlRequest = try await delegate.networking(self, prepare: urlRequest)
            }
            let method = urlRequest.httpMethod ?? request.method.rawValue
            var raw = try await perform(urlRequest)
            if let delegate {
                raw = try await delegate.networking(self, didReceive: raw, for: urlRequest)
            }
            return try request.outcome(of: raw, method: method, url: urlRequest.url, decoder: coders.decoder)
        } catch let error as NetworkingError {
            await delegate?.networking(self, didFail: error, for: urlRequest)
            throw error
        }
    }

    private func makeURLRequest<R: Request>(for request: R, encoder: JSONEncoder) throws -> URLRequest {
        let method = request.method.rawValue
        let url = try URLBuilder.url(
            base: baseURL, path: request.path, absoluteURL: request.absoluteURL, queryItems: request.queryItems, method: method)
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = method
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        if let body = request.body {
            let encoded: (data: Data, contentType: String?)
            do {
                encoded = try body.encoded(with: encoder)
            } catch {
                throw NetworkingError(.encoding(description: "\(error)"), method: method, url: url)
            }
            urlRequest.httpBody = encoded.data
            if let contentType = encoded.contentType, urlRequest.value(forHTTPHeaderField: "Content-Type") == nil {
                urlRequest.setValue(contentType, forHTTPHeaderField: "Content-Type")
            }
        }
        return urlRequest
    }

    /// Runs one data task; cancelling the calling task cancels it (`data(for:)` does that on every platform).
    private func perform(_ urlRequest: URLRequest) async throws -> HTTPResponse<Data> {
        let method = urlRequest.httpMethod ?? "GET"
        if Task.isCancelled { throw NetworkingError(.cancelled, method: method, url: urlRequest.url) }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            throw NetworkingError(NetworkingError.reason(forTransportError: error, headReceived: false), method: method, url: urlRequest.url)
        }
        guard let http = response as? HTTPURLResponse else {
            throw NetworkingError(.transport(URLError(.badServerResponse)), method: method, url: urlRequest.url)
        }
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            if let key = key as? String { headers[key] = value as? String ?? "\(value)" }
        }
        return HTTPResponse(value: data, statusCode: http.statusCode, headers: headers, url: http.url)
    }
}
