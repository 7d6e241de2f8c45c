import Foundation

/// The body of a ``Request``: an `Encodable` value sent as JSON, as a form or as multipart form data, raw bytes or
/// text, or a file sent as it is read.
public struct RequestBody: Sendable {
    enum Content: Sendable {
        case json(any Encodable & Sendable)
        case form(any Encodable & Sendable)
        case multipart(any Encodable & Sendable)
        case data(Data, contentType: String?)
        case file(URL, contentType: String?)
    }

    let content: Content

    /// A value encoded as JSON with the request's date coding, sent with `Content-Type: application/json`
    /// unless the request sets its own `Content-Type`.
    public static func json(_ value: some Encodable & Sendable) -> RequestBody {
        RequestBody(content: .json(value))
    }

    /// A value sent as `application/x-www-form-urlencoded` (unless the request sets its own `Content-Type`):
    /// `name=value` pairs joined by `&`, nested members with brackets (`metadata[plan]=pro`, `expand[]=customer`,
    /// `items[0][price]=p1`), dates with the request's date coding, an explicit null as `name=` and an absent
    /// optional left out. See ``formPairs(_:dateCoding:)`` for the pairs.
    ///
    /// The value must encode as an object (a model or a `[String: T]`); anything else, or a ``FilePart`` in it,
    /// fails the request with ``NetworkingError/Reason/encoding(description:)``.
    public static func form(_ value: some Encodable & Sendable) -> RequestBody {
        RequestBody(content: .form(value))
    }

    /// A value sent as `multipart/form-data`: one part per field, named as ``form(_:)`` names them
    /// (`meta[plan]`, `tags[]`, `items[0][x]`). A ``FilePart`` becomes a file part with its file name and content
    /// type, plain `Data` a file part named after its field (`application/octet-stream`), anything else a text
    /// part; an explicit null sends an empty part, an absent optional none.
    ///
    /// The `Content-Type` is always the body's own, `multipart/form-data; boundary=…` with a random boundary:
    /// it replaces one the request sets, since only the body knows its boundary.
    public static func multipart(_ value: some Encodable & Sendable) -> RequestBody {
        RequestBody(content: .multipart(value))
    }

    /// Raw bytes, sent as they are, with `contentType` as `Content-Type` when given (and the request sets none).
    public static func data(_ data: Data, contentType: String? = nil) -> RequestBody {
        RequestBody(content: .data(data, contentType: contentType))
    }

    /// A file's bytes, sent from the file as URLSession reads it — never loaded whole, so a large upload costs
    /// no memory — with `contentType` as `Content-Type` when given (and the request sets none), as
    /// ``data(_:contentType:)`` does. URLSession sends its `Content-Length`.
    ///
    /// A file that can't be read fails the request with ``NetworkingError/Reason/transport(_:)``
    /// (`URLError.fileDoesNotExist` or another code URLSession gives).
    public static func file(_ url: URL, contentType: String? = nil) -> RequestBody {
        RequestBody(content: .file(url, contentType: contentType))
    }

    /// The file a ``file(_:contentType:)`` body sends.
    var fileURL: URL? {
        if case .file(let url, _) = content { return url }
        return nil
    }

    /// Text sent as UTF-8, with `contentType` as `Content-Type` (unless the request sets its own).
    public static func text(_ text: String, contentType: String = "text/plain; charset=utf-8") -> RequestBody {
        RequestBody(content: .data(Data(text.utf8), contentType: contentType))
    }

    /// The `(name, value)` pairs a ``form(_:)`` body of `value` sends, in order and before percent-encoding:
    /// `[("metadata[plan]", "pro"), ("expand[]", "customer")]`. Plain `Data` is written as base64.
    ///
    /// - Throws: `EncodingError` when `value` is not an object, holds a ``FilePart`` or a non-finite number.
    public static func formPairs(_ value: some Encodable, dateCoding: DateCoding) throws -> [(String, String)] {
        try FormEncoder.fields(of: value, dateCoding: dateCoding).map { name, field in
            switch field {
            case .text(let text): return (name, text)
            case .data(let data): return (name, data.base64EncodedString())
            case .file:
                throw EncodingError.invalidValue(field, EncodingError.Context(
                    codingPath: [], debugDescription: "\(name): a FilePart can only be sent in a multipart body"))
            }
        }
    }

    /// Encodes the body, returning the bytes and the content type to send, and whether that content type
    /// replaces one the request sets (a multipart boundary) or only stands in when it sets none.
    /// - Parameters:
    ///   - encoder: The JSON encoder for the request (its date coding and key settings).
    ///   - dateCoding: The request's date coding, for form and multipart bodies.
    func encoded(with encoder: JSONEncoder, dateCoding: DateCoding) throws
        -> (data: Data, contentType: String?, overrides: Bool) {
        switch content {
        case .json(let value):
            return (try encoder.encode(value), "application/json", false)
        case .form(let value):
            let pairs = try Self.formPairs(value, dateCoding: dateCoding)
            let text =
                pairs.map { PercentEncoding.encodeFormComponent($0) + "=" + PercentEncoding.encodeFormComponent($1) }
            return (Data(text.joined(separator: "&").utf8), "application/x-www-form-urlencoded", false)
        case .multipart(let value):
            let (data, contentType) = try MultipartEncoder.encode(value, dateCoding: dateCoding)
            return (data, contentType, true)
        case .data(let data, let contentType):
            return (data, contentType, false)
        case .file(let url, let contentType):
            // Read whole only where a body must be in memory; a networker sends the file with an upload task.
            return (try Data(contentsOf: url), contentType, false)
        }
    }
}
