import Foundation
import SpecgenRuntime

/// A model as generated code would write it.
struct Item: Codable, Hashable, Sendable {
    var id: Int
    var name: String
}

/// Decodes JSON into `T`, with every `Request` member settable.
struct Get<T: Decodable & Sendable>: Request {
    typealias Response = T
    var method: HTTPMethod = .get
    var path: String = ""
    var absoluteURL: URL?
    var queryItems: [URLQueryItem] = []
    var percentEncodedQueryItems: [URLQueryItem] = []
    var headers: [String: String] = [:]
    var body: RequestBody?
    var dateCoding: DateCoding?
    var security: [[String]]?
}

/// Returns the raw body.
struct RawRequest: Request {
    typealias Response = Data
    var path: String
}

/// Sends a body and returns the raw response body.
struct BodyRequest: Request {
    typealias Response = Data
    var method: HTTPMethod = .post
    var path: String = "/upload"
    var headers: [String: String] = [:]
    var body: RequestBody?
    var dateCoding: DateCoding?
}

/// Expects no content.
struct NoContentRequest: Request {
    typealias Response = Void
    var method: HTTPMethod = .delete
    var path: String
}

/// Reads a header in its own `decode`, as a request that needs response metadata would.
struct CountRequest: Request {
    typealias Response = Int
    var path: String { "/count" }

    func decode(_ response: HTTPResponse<Data>, decoder: JSONDecoder) throws -> Int {
        guard let total = response.value(forHTTPHeaderField: "x-total-count").flatMap(Int.init) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no X-Total-Count"))
        }
        return total
    }
}

/// A date in a wrapper object, for the date-coding tests.
struct Stamped: Codable, Hashable, Sendable {
    var date: Date
}

extension NetworkingError {
    /// The URLError code of a transport failure (URLError equality also compares the platform's user info).
    var transportCode: URLError.Code? {
        if case .transport(let error) = reason { return error.code }
        return nil
    }
}
