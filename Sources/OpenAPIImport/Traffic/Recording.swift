import Foundation
import SpecModel
import YAML

/// A recorded exchange: what was asked and what the server answered. Of the headers only the response's media type
/// is kept: recorded headers carry tokens and cookies, and nothing else is needed.
public struct Recording: Sendable {
    public var method: String
    public var url: String
    public var status: Int
    /// The response's media type as recorded (nil: none recorded).
    public var contentType: String?
    /// The response body read as JSON; nil when there is none or it is not JSON.
    public var body: Node?
    /// Where the exchange is in its file.
    public var location: Location

    public init(method: String, url: String, status: Int, contentType: String?, body: Node?, location: Location) {
        self.method = method
        self.url = url
        self.status = status
        self.contentType = contentType
        self.body = body
        self.location = location
    }

    /// Whether the media type says JSON (`application/json`, `application/problem+json`, …); no media type recorded
    /// counts as JSON when the body reads as JSON.
    var isJSON: Bool {
        Self.isJSON(contentType) ?? (body != nil)
    }

    /// Whether a media type is JSON's; nil for none.
    static func isJSON(_ contentType: String?) -> Bool? {
        guard let type = contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased(),
              !type.isEmpty
        else { return nil }
        return type == "application/json" || type.hasSuffix("+json") || type == "text/json"
    }
}
