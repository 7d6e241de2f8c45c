import Foundation

/// What a mock endpoint's handler produced, before it is handled as a networker handles a response.
enum MockAnswer<Response: Sendable>: Sendable {
    /// A typed value with status and headers (`returns`, `handle`, `handleResponse`).
    case value(HTTPResponse<Response>)
    /// Raw bytes as a server sends them (`respond`, the spec's example).
    case raw(HTTPResponse<Data>)
    /// A transport failure (`fails(with:)`).
    case transport(URLError)
    /// A status error with a typed error body, taken as it is (`fails(statusCode:errorBody:headers:)`): the
    /// response's status and headers, its body made from `errorBody`.
    case status(HTTPResponse<Void>, errorBody: any Sendable)

    /// The value a ``Networker`` would return, or the error it would throw, for `request` sent as `method` to `url`.
    func response<R: Request>(for request: R, method: String, url: URL) throws -> HTTPResponse<Response>
    where R.Response == Response {
        let decoder = JSONCoding(dates: request.dateCoding ?? .iso8601).makeDecoder()
        switch self {
        case .value(let response) where (200..<300).contains(response.statusCode):
            return HTTPResponse(value: response.value, statusCode: response.statusCode, headers: response.headers,
                                url: response.url ?? url)
        case .value(let response):
            let raw = response.map { Self.body(of: $0, dateCoding: request.dateCoding) }
            return try request.outcome(of: Self.located(raw, at: url), method: method, url: url, decoder: decoder)
        case .raw(let raw):
            return try request.outcome(of: Self.located(raw, at: url), method: method, url: url, decoder: decoder)
        case .transport(let error):
            throw NetworkingError(.transport(error), method: method, url: url)
        case .status(let status, let errorBody):
            let raw = status.map { _ in Self.body(of: errorBody, dateCoding: request.dateCoding) }
            throw NetworkingError.status(Self.located(raw, at: url), method: method, url: url, errorBody: errorBody)
        }
    }

    private static func located(_ raw: HTTPResponse<Data>, at url: URL) -> HTTPResponse<Data> {
        var raw = raw
        if raw.url == nil { raw.url = url }
        return raw
    }

    /// The bytes a server would have sent for `value`: raw `Data` as it is, nothing for `Void`, anything
    /// `Encodable` as JSON.
    private static func body(of value: any Sendable, dateCoding: DateCoding?) -> Data {
        switch value {
        case let data as Data: return data
        case let encodable as any Encodable:
            return (try? JSONCoding(dates: dateCoding ?? .iso8601).makeEncoder().encode(encodable)) ?? Data()
        default: return Data()
        }
    }
}
