import Foundation

/// A file in a multipart body: its bytes, the file name the server is told, and their content type.
///
/// ```swift
/// struct UploadAvatar: Encodable, Sendable {
///     var file: FilePart
///     var caption: String?
/// }
/// request.body = .multipart(UploadAvatar(file: FilePart(png, fileName: "me.png", contentType: "image/png")))
/// ```
/// In a ``RequestBody/multipart(_:)`` body it becomes a part with `filename="…"` and its own `Content-Type`.
/// As JSON (a mock's example, a log) it is `{"fileName": …, "contentType": …, "data": <base64>}`.
public struct FilePart: Sendable, Hashable, Codable {
    /// The file's bytes, sent as they are.
    public var data: Data
    /// The name sent as the part's `filename`.
    public var fileName: String
    /// The part's `Content-Type`.
    public var contentType: String

    /// A file part; the content type defaults to `application/octet-stream`.
    public init(_ data: Data, fileName: String, contentType: String = "application/octet-stream") {
        self.data = data
        self.fileName = fileName
        self.contentType = contentType
    }
}
