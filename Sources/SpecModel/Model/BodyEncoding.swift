/// `encoding:` of a request body: how its value goes on the wire.
public enum BodyEncoding: String, Hashable, Sendable, CaseIterable {
    /// JSON (the default); a `Data` body is sent as its bytes.
    case json
    /// `application/x-www-form-urlencoded`, nested keys in brackets (`metadata[plan]=pro`).
    case form
    /// `multipart/form-data`: `File` values as file parts, everything else as text parts.
    case multipart
    /// The value's bytes as they are (`Data`, or `String` as UTF-8) with a declared content type.
    case raw
    /// The file at a `URL`, read from disk as it is sent, never held whole: an upload (*1.2*).
    case file
}

/// `style:` of a list query parameter.
public enum QueryStyle: String, Hashable, Sendable, CaseIterable {
    /// The key once per element: `tag=a&tag=b` (the default).
    case repeated = "repeat"
    /// One key, the elements joined by commas: `tag=a,b`.
    case comma
    /// The key with `[]`, once per element: `tag[]=a&tag[]=b`.
    case brackets
}
